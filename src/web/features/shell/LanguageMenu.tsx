import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { locales } from '../../../domain/locales.ts';
import type { LoadedPopupProps } from '../../ui/DeferredPopup.tsx';
import { useChangeLanguage, useCurrentLocale } from './use-language.ts';

/** The signed-out header's language menu, loaded by LanguageSwitcher once the page has shown. */
export function LanguageMenu({ target, defaultOpened }: LoadedPopupProps) {
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <LanguageMenuItems />
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The three languages as menu items, the current one checked (used in the user menu too); a choice is saved on the user
 * when signed in.
 */
export function LanguageMenuItems() {
  const { t } = useTranslation('shell');
  const current = useCurrentLocale();
  const changeLanguage = useChangeLanguage();
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
          onClick={() => void changeLanguage(locale)}
        >
          {t(`language.names.${locale}`)}
        </Menu.Item>
      ))}
    </>
  );
}
