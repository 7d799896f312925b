import { Anchor, Badge, Button, Group, Paper, Rating, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../domain/format.ts';
import type { ReviewRemoval } from '../../../domain/reviews/reviews-api.ts';
import { useCurrentLocale } from '../shell/use-language.ts';

export type RemovalDecision = 'remove' | 'keep';

/**
 * One supplier's request to remove a review: who asks and why, above the review as couples read it,
 * then the two decisions. `busy` is the decision on its way, if any (both buttons wait for it).
 */
export function ReviewRemovalCard({
  removal,
  busy,
  onDecide,
}: {
  removal: ReviewRemoval;
  busy: RemovalDecision | null;
  onDecide: (decision: RemovalDecision) => void;
}) {
  const { t } = useTranslation('admin');
  const locale = useCurrentLocale();
  const headingId = `review-removal-${removal.reviewId}`;
  return (
    <Paper component="li" withBorder p="md" radius="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          {/* to the supplier in the search, where the admin can work as it */}
          <Anchor component={Link} to={`/search?q=${encodeURIComponent(removal.supplierId)}`} fw={600}>
            {removal.supplierName}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('reviewRemovals.requested', { date: formatDate(removal.requestedAt, locale) })}
          </Text>
        </Group>
        <Paper bg="var(--mantine-color-gray-0)" p="sm" radius="sm">
          <Text size="sm" fw={600}>
            {t('reviewRemovals.reason')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {removal.reason}
          </Text>
        </Paper>
        <Stack gap={6} pl="sm" style={{ borderLeft: '3px solid var(--mantine-color-gray-3)' }}>
          <Group gap="sm">
            <Rating
              value={removal.stars}
              readOnly
              role="img"
              aria-label={t('reviewRemovals.stars', { count: removal.stars })}
            />
            {removal.verified && (
              <Badge variant="light" color="teal" c="teal.9" tt="none">
                {t('reviewRemovals.verified')}
              </Badge>
            )}
          </Group>
          <Title order={2} size="h4" id={headingId}>
            {removal.title}
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>{removal.body}</Text>
          <Text size="sm" c="dimmed">
            {t('reviewRemovals.byline', { author: removal.authorName, date: formatDate(removal.createdAt, locale) })}
          </Text>
        </Stack>
        <Group justify="flex-end" gap="xs">
          <Button
            variant="default"
            aria-label={t('reviewRemovals.keepNamed', { title: removal.title })}
            loading={busy === 'keep'}
            disabled={busy === 'remove'}
            onClick={() => onDecide('keep')}
          >
            {t('reviewRemovals.keep')}
          </Button>
          <Button
            color="red"
            aria-label={t('reviewRemovals.removeNamed', { title: removal.title })}
            loading={busy === 'remove'}
            disabled={busy === 'keep'}
            onClick={() => onDecide('remove')}
          >
            {t('reviewRemovals.remove')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
