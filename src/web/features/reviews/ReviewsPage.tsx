import { Alert, Box, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { featureMinTier, hasFeatureAccess, lockedBelow } from '../../../domain/feature-access.ts';
import { formatNumber } from '../../../domain/format.ts';
import { defaultReviewSort, isReviewSort, reviewSorts, type ReviewSort } from '../../../domain/reviews/reviews.ts';
import type { ReviewsResponse } from '../../../domain/reviews/reviews-api.ts';
import type { Tier } from '../../../domain/tiers.ts';
import { CardList } from '../../ui/CardList.tsx';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { PersistentMessage } from '../../ui/PersistentMessage.tsx';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useActiveSupplier } from '../viewer/use-active-supplier.ts';
import { UpgradeLink } from '../billing/UpgradeLink.tsx';
import { ReviewCard } from './ReviewCard.tsx';
import { ShareLinkCard } from './ShareLinkCard.tsx';
import { StarLine } from './StarLine.tsx';
import { useReviews, type ReviewCalls } from './review-calls.ts';

/** /reviews: couples' reviews of the supplier, its rating, its replies and the shared review link (issue 12). */
export function ReviewsPage() {
  const { t } = useTranslation('reviews');
  const { t: tTiers } = useTranslation('tiers');
  useDocumentTitle(t('title'));
  const active = useActiveSupplier();
  if (!active) return null;
  if (!hasFeatureAccess('reviewsPage', active.features)) {
    const tier = featureMinTier('reviewsPage', active.features);
    return (
      <Stack gap="lg">
        <Title order={1}>{t('title')}</Title>
        {tier && (
          <PersistentMessage theme="info" header={t('locked', { tier: tTiers(`names.${tier}`) })} text={t('intro')} />
        )}
      </Stack>
    );
  }
  // a supplier switch starts again with that supplier's reviews
  return (
    <ReviewsScreen
      key={active.supplier.id}
      supplierId={active.supplier.id}
      canEdit={active.canEdit}
      replyLockedBelow={lockedBelow('reviewsReply', active.features)}
      ratingLockedBelow={lockedBelow('rating', active.features)}
    />
  );
}

function ReviewsScreen({
  supplierId,
  canEdit,
  replyLockedBelow,
  ratingLockedBelow,
}: {
  supplierId: string;
  canEdit: boolean;
  replyLockedBelow: Tier | null;
  ratingLockedBelow: Tier | null;
}) {
  const { t } = useTranslation('reviews');
  const [sort, setSort] = useState<ReviewSort>(defaultReviewSort);
  const calls = useReviews(supplierId, sort);
  return (
    <Stack gap="lg">
      <Box>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Box>
      {!canEdit && <Alert color="blue">{t('readOnly')}</Alert>}
      <QueryBody
        query={calls.query}
        loadingLabel={t('loading')}
        failedHeader={t('loadFailed')}
        isEmpty={() => false}
        emptyText={null}
      >
        {(data) => (
          <Stack gap="lg">
            <Summary data={data} supplierId={supplierId} ratingLockedBelow={ratingLockedBelow} />
            <SectionCard id="review-list" title={t('listHeading', { count: data.reviews.length })}>
              {data.reviews.length === 0 ? (
                <Text>{t('empty')}</Text>
              ) : (
                <>
                  <NativeSelect
                    label={t('sort.label')}
                    value={sort}
                    onChange={(event) => isReviewSort(event.currentTarget.value) && setSort(event.currentTarget.value)}
                    data={reviewSorts.map((value) => ({ value, label: t(`sort.${value}`) }))}
                    w={{ base: '100%', xs: 240 }}
                  />
                  <ReviewList data={data} calls={calls} canEdit={canEdit} replyLockedBelow={replyLockedBelow} />
                </>
              )}
            </SectionCard>
          </Stack>
        )}
      </QueryBody>
    </Stack>
  );
}

function ReviewList({
  data,
  calls,
  canEdit,
  replyLockedBelow,
}: {
  data: ReviewsResponse;
  calls: ReviewCalls;
  canEdit: boolean;
  replyLockedBelow: Tier | null;
}) {
  const { t } = useTranslation('reviews');
  return (
    <CardList label={t('listLabel')}>
      {data.reviews.map((review) => (
        <ReviewCard
          key={review.id}
          review={review}
          calls={calls}
          canEdit={canEdit}
          replyLockedBelow={replyLockedBelow}
        />
      ))}
    </CardList>
  );
}

/** The rating (below its tier, the way to it) and the shared link, side by side on wide screens. */
function Summary({
  data,
  supplierId,
  ratingLockedBelow,
}: {
  data: ReviewsResponse;
  supplierId: string;
  ratingLockedBelow: Tier | null;
}) {
  const { t } = useTranslation('reviews');
  const locale = useCurrentLocale();
  const { rating } = data;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <SectionCard id="review-rating" title={t('summary.heading')}>
        {!rating && ratingLockedBelow && (
          <>
            <Text size="sm">{t('summary.locked', { tier: t(`tiers:names.${ratingLockedBelow}`) })}</Text>
            <UpgradeLink tier={ratingLockedBelow} feature="rating" />
          </>
        )}
        {rating?.count === 0 && <Text>{t('summary.none')}</Text>}
        {rating && rating.count > 0 && (
          <Stack gap={2}>
            <Group gap="xs">
              <StarLine stars={Math.round(rating.rating)} size="lg" decorative />
              <Text fw={700} size="xl">
                {t('summary.average', {
                  rating: formatNumber(rating.rating, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
                })}
              </Text>
            </Group>
            <Text c="dimmed">{t('summary.count', { count: rating.count })}</Text>
          </Stack>
        )}
      </SectionCard>
      <ShareLinkCard supplierId={supplierId} shareLink={data.shareLink} />
    </SimpleGrid>
  );
}
