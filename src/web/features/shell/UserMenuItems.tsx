import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoadedPopupProps } from '../../ui/DeferredPopup.tsx';
import { signOut } from '../auth/sign-out.ts';
import { LanguageMenuItems } from './LanguageMenu.tsx';
import { accountEntries } from './menu.ts';

/** The user menu itself (loaded by UserMenu once the shell has shown): "your account", the languages, log out. */
export function UserMenuItems({ target, defaultOpened }: LoadedPopupProps) {
  const { t } = useTranslation('shell');
  return (
    <Menu position="top-start" width={260} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('userMenu.yourAccount')}</Menu.Label>
        {accountEntries.map((entry) => (
          <Menu.Item key={entry.key} component={Link} to={entry.route}>
            {t(`menu.entries.${entry.key}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <LanguageMenuItems />
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void signOut()}>
          {t('userMenu.logOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
