import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { locales } from '../../../domain/locales.ts';
import { useChangeLanguage, useCurrentLocale } from './use-language.ts';

/** The language choice of the signed-out pages' header; saved on the user when signed in. */
export function LanguageSwitcher() {
  const { t } = useTranslation('shell');
  const current = useCurrentLocale();
  const changeLanguage = useChangeLanguage();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" size="compact-sm" aria-label={t('language.choose')}>
          {t(`language.names.${current}`)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <LanguageMenuItems current={current} onChoose={(locale) => void changeLanguage(locale)} />
      </Menu.Dropdown>
    </Menu>
  );
}

/** The three languages as menu items, the current one checked (used in the user menu too). */
export function LanguageMenuItems({ current, onChoose }: { current: string; onChoose: (locale: (typeof locales)[number]) => void }) {
  const { t } = useTranslation('shell');
  return (
    <>
      <Menu.Label>{t('language.label')}</Menu.Label>
      {locales.map((locale) => (
        <Menu.Item
          key={locale}
          lang={locale}
          aria-current={locale === current ? 'true' : undefined}
          fw={locale === current ? 700 : undefined}
          rightSection={locale === current ? <span aria-hidden="true">✓</span> : undefined}
          onClick={() => onChoose(locale)}
        >
          {t(`language.names.${locale}`)}
        </Menu.Item>
      ))}
    </>
  );
}
