import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Viewer } from '../../../domain/viewer.ts';
import { DeferredPopup } from '../../ui/DeferredPopup.tsx';
import { initialsOf } from '../../ui/initials.ts';

const loadUserMenuItems = async () => (await import('./UserMenuItems.tsx')).UserMenuItems;

/**
 * Spec section 2: the user menu with "your account" and log out; the language choice lives here too (UserMenuItems).
 */
export function UserMenu({ viewer: { user } }: { viewer: Viewer }) {
  const { t } = useTranslation('shell');
  // no name yet: the e-mail line below says who is signed in, it is not repeated as a name
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <DeferredPopup
      kind="menu"
      load={loadUserMenuItems}
      target={
        <UnstyledButton aria-label={t('userMenu.open')} w="100%">
          <Group gap="sm" wrap="nowrap">
            <Avatar src={user.profilePhoto} radius="xl" alt="">
              {initialsOf(user)}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              {name && (
                <Text size="sm" fw={500} truncate>
                  {name}
                </Text>
              )}
              <Text size="xs" c="dimmed" truncate>
                {user.email}
              </Text>
            </div>
          </Group>
        </UnstyledButton>
      }
    />
  );
}
