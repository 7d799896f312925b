import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { upgradePath } from '../../../domain/billing-paths.ts';
import type { Feature } from '../../../domain/feature-access.ts';
import type { Tier } from '../../../domain/tiers.ts';
import { LockIcon } from '../shell/LockIcon.tsx';
import { LockedPreview } from './LockedPreview.tsx';

/**
 * A screen (or a part of it) that opens at a higher tier: what it is, a preview of it with sample data, and the way to
 * the plan that opens it (scrolled to and highlighted on /plans).
 */
interface FeatureLockProps {
  title: string;
  tier: Tier;
  feature: Feature;
  /** Off for a lock inside a form field (one option of a form), where the field itself shows what it is. */
  preview?: boolean;
}

export function FeatureLock({ title, tier, feature, preview = true }: FeatureLockProps) {
  const { t } = useTranslation('shell');
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Text c="dimmed" mt={2} component="span">
            <LockIcon size={14} />
          </Text>
          <Text fw={600}>{title}</Text>
        </Group>
        {preview && <LockedPreview feature={feature} />}
        <Group>
          {/* a long label (the French one) wraps rather than being cut */}
          <Button
            component={Link}
            to={upgradePath(tier, feature)}
            h="auto"
            py={8}
            styles={{ label: { whiteSpace: 'normal' } }}
          >
            {t('upgrade')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
