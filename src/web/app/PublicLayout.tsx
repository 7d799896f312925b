import { Anchor, Box, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lazy, Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { LanguageSwitcher } from '../features/shell/LanguageSwitcher.tsx';
import { useCurrentLocale } from '../features/shell/use-language.ts';
import { mainContentProps, SkipLink } from './SkipLink.tsx';

// below the page: its code (columns, a grid) is no part of what a screen needs before it shows
const MarketingFooter = lazy(async () => ({
  default: (await import('../features/shell/MarketingFooter.tsx')).MarketingFooter,
}));

/**
 * The signed-out pages (sign-in, sign-up, get listed, ...): the portal's name and the language switcher above the page,
 * the marketing footer of the reader's country (by the language) below it.
 */
export function PublicLayout() {
  const { t } = useTranslation();
  const locale = useCurrentLocale();
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
      <Suspense fallback={null}>
        {/* en-GB → GB, de-DE → DE, fr-FR → FR: a market of its own each */}
        <MarketingFooter country={locale.slice(-2)} />
      </Suspense>
    </>
  );
}
