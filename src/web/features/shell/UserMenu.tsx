import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Viewer } from '../../../domain/viewer.ts';
import { initialsOf } from '../../ui/initials.ts';
import { signOut } from '../auth/sign-out.ts';
import { LanguageMenuItems } from './LanguageSwitcher.tsx';
import { accountEntries } from './menu.ts';
import { useChangeLanguage, useCurrentLocale } from './use-language.ts';

/** Spec section 2: the user menu with "your account" and log out; the language choice lives here too. */
export function UserMenu({ viewer: { user } }: { viewer: Viewer }) {
  const { t } = useTranslation('shell');
  const current = useCurrentLocale();
  const changeLanguage = useChangeLanguage();
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

  return (
    <Menu position="top-start" width={260} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('userMenu.open')} w="100%">
          <Group gap="sm" wrap="nowrap">
            <Avatar src={user.profilePhoto} radius="xl" alt="">
              {initialsOf(user)}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} truncate>
                {name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {user.email}
              </Text>
            </div>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('userMenu.yourAccount')}</Menu.Label>
        {accountEntries.map((entry) => (
          <Menu.Item key={entry.key} component={Link} to={entry.route}>
            {t(`menu.entries.${entry.key}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <LanguageMenuItems current={current} onChoose={(locale) => void changeLanguage(locale)} />
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void signOut()}>
          {t('userMenu.logOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
