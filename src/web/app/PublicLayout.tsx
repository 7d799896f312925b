import { Anchor, Box, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSwitcher } from '../features/shell/LanguageSwitcher.tsx';
import { mainContentProps, SkipLink } from './SkipLink.tsx';

/**
 * The signed-out pages (sign-in, sign-up, get listed, ...): the portal's name and the language switcher above the page.
 */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <>
      <SkipLink />
      <Box component="header" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Group justify="space-between">
          <Anchor component={Link} to="/" fw={700} c="inherit" underline="never">
            {t('appName')}
          </Anchor>
          <LanguageSwitcher />
        </Group>
      </Box>
      <Box component="main" {...mainContentProps}>
        <Outlet />
      </Box>
    </>
  );
}
