import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './brand-mark.module.css';

/**
 * The portal's logotype: two rings in a rounded square and the app's name beside it. On a phone the mark alone
 * (the name stays its accessible name), so "Anbieterportal" is never cut to "Anbieterpor…" at 375 px.
 */
export function BrandMark({ withName }: { withName: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" miw={0} role="img" aria-label={t('appName')}>
      <svg className={classes.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--mantine-primary-color-filled)" />
        <circle cx="12.5" cy="17" r="6" fill="none" stroke="#fff" strokeWidth="2.4" />
        <circle cx="19.5" cy="15" r="6" fill="none" stroke="#fff" strokeWidth="2.4" />
      </svg>
      {withName && (
        <Text fw={700} truncate aria-hidden="true">
          {t('appName')}
        </Text>
      )}
    </Group>
  );
}
