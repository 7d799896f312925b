import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Feature } from '../../../domain/feature-access.ts';
import { useFeatureName } from '../viewer/use-feature-name.ts';

/**
 * Before a move to a lower plan is paid or applied: what the supplier will no longer have, and when (issue 33: a
 * downgrade had been silent).
 */
export function DowngradeNotice({ lost, tierName }: { lost: readonly Feature[]; tierName: string }) {
  const { t } = useTranslation('billing');
  const featureName = useFeatureName();
  if (lost.length === 0) return null;
  return (
    <Alert color="red" title={t('downgrade.title', { tier: tierName })}>
      <List size="sm" spacing={2}>
        {lost.map((feature) => (
          <List.Item key={feature}>{featureName(feature)}</List.Item>
        ))}
      </List>
      <Text size="sm" mt="xs">
        {t('downgrade.when', { tier: tierName })}
      </Text>
    </Alert>
  );
}
