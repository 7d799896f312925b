import { Alert, Badge, Box, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../domain/format.ts';
import type { Review } from '../../../domain/reviews/reviews-api.ts';
import type { Tier } from '../../../domain/tiers.ts';
import { PhotoStateBadge } from '../../ui/PhotoStateBadge.tsx';
import { UpgradeLink } from '../billing/UpgradeLink.tsx';
import { useCurrentLocale } from '../shell/use-language.ts';
import type { ReviewCalls } from './review-calls.ts';
import { StarLine } from './StarLine.tsx';

// the forms (their inputs and the schemas that check them) are fetched when a supplier replies or asks for a removal
const ReplyForm = lazy(async () => ({ default: (await import('./ReplyForm.tsx')).ReplyForm }));
const RemovalForm = lazy(async () => ({ default: (await import('./RemovalForm.tsx')).RemovalForm }));

/** One review as couples read it, its photos with their approval state, the reply and the removal request. */
export function ReviewCard({
  review,
  calls,
  canEdit,
  replyLockedBelow,
}: {
  review: Review;
  calls: ReviewCalls;
  canEdit: boolean;
  replyLockedBelow: Tier | null;
}) {
  const { t } = useTranslation('reviews');
  const locale = useCurrentLocale();
  const [replying, setReplying] = useState(false);
  const [askingRemoval, setAskingRemoval] = useState(false);
  const day = (iso: string) => formatDate(iso, locale, { dateStyle: 'long' });
  const byline = [
    review.from,
    review.dateWedding &&
      t('wedding', {
        date: formatDate(`${review.dateWedding}T12:00:00Z`, locale, { dateStyle: 'long', timeZone: 'UTC' }),
      }),
    t('received', { date: day(review.createdAt) }),
  ].filter(Boolean);
  const { removal, response } = review;

  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <StarLine stars={review.stars} />
          {review.verified && (
            <Badge color="teal" c="teal.9" variant="outline" tt="none">
              {t('verified')}
            </Badge>
          )}
        </Group>
        <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {review.title}
        </Title>
        <Text size="sm" c="dimmed">
          {byline.join(' · ')}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {review.body}
        </Text>
        {review.photos.length > 0 && (
          <Group gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {review.photos.map((photo, i) => (
              <Stack component="li" key={photo.id} gap={4} w={112}>
                <Image
                  src={photo.thumbnail}
                  w={112}
                  h={112}
                  radius="sm"
                  fit="cover"
                  alt={t('photoAlt', { number: i + 1, name: review.from })}
                />
                <PhotoStateBadge state={photo.state}>
                  {t(`photoStates.${photo.state}`, { reason: photo.rejectedReason ?? '' })}
                </PhotoStateBadge>
              </Stack>
            ))}
          </Group>
        )}
        {response && !replying && (
          <Box p="sm" bg="pink.0" style={{ borderLeft: '4px solid var(--mantine-color-pink-7)', borderRadius: 4 }}>
            <Text size="sm" fw={600}>
              {t('response.heading')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {response.message}
            </Text>
            <Text size="xs" c="dimmed">
              {t('response.updatedOn', { date: day(response.updatedAt) })}
            </Text>
          </Box>
        )}
        {replying && (
          <Suspense fallback={null}>
            <ReplyForm review={review} calls={calls} onClose={() => setReplying(false)} />
          </Suspense>
        )}
        {removal.state === 'requested' && removal.requestedAt && (
          <Alert color="yellow">{t('removal.requested', { date: day(removal.requestedAt) })}</Alert>
        )}
        {removal.state === 'kept' && <Alert color="gray">{t('removal.kept')}</Alert>}
        {canEdit && replyLockedBelow && (
          <Group gap="xs">
            <Text size="sm">{t('response.locked', { tier: t(`tiers:names.${replyLockedBelow}`) })}</Text>
            <UpgradeLink tier={replyLockedBelow} feature="reviewsReply" />
          </Group>
        )}
        {canEdit && (
          <Group gap="xs" mt={4}>
            {!replyLockedBelow && !replying && (
              <Button
                size="xs"
                h={34}
                variant="default"
                onClick={() => setReplying(true)}
                aria-label={t(response ? 'response.editNamed' : 'response.addNamed', { title: review.title })}
              >
                {t(response ? 'response.edit' : 'response.add')}
              </Button>
            )}
            {removal.state !== 'requested' && (
              <Button
                size="xs"
                h={34}
                variant="subtle"
                color="red"
                onClick={() => setAskingRemoval(true)}
                aria-label={t('removal.askNamed', { title: review.title })}
              >
                {t('removal.ask')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      {askingRemoval && (
        <Suspense fallback={null}>
          <RemovalForm review={review} calls={calls} onClose={() => setAskingRemoval(false)} />
        </Suspense>
      )}
    </Paper>
  );
}
