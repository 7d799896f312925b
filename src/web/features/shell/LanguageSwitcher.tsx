import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DeferredPopup } from '../../ui/DeferredPopup.tsx';
import { useCurrentLocale } from './use-language.ts';

const loadLanguageMenu = async () => (await import('./LanguageMenu.tsx')).LanguageMenu;

/** The language choice of the signed-out pages' header (its menu: LanguageMenu). */
export function LanguageSwitcher() {
  const { t } = useTranslation('shell');
  const current = useCurrentLocale();
  return (
    <DeferredPopup
      kind="menu"
      load={loadLanguageMenu}
      target={
        <Button variant="subtle" size="compact-sm" aria-label={t('language.choose')}>
          {t(`language.names.${current}`)}
        </Button>
      }
    />
  );
}
