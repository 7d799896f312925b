import { Anchor, Progress, Rating, Skeleton, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDuration, formatNumber } from '../../../../domain/format.ts';
import type { ReviewsRating } from '../../../../domain/reviews/reviews-api.ts';
import { responseBarValue } from '../../../../domain/statistics/response-score.ts';
import { useProfileScore } from '../../dashboard/profile-score-calls.ts';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { useCurrentLocale } from '../../shell/use-language.ts';

/** The response score as a bar (spec section 9: at least 0.333333 shown when zero) with the typical first reply. */
export function ResponseScoreCard({ supplierId }: { supplierId: string }) {
  const { t } = useTranslation('performance');
  const locale = useCurrentLocale();
  const score = useProfileScore(supplierId);
  const data = score.data;
  return (
    <FigureCard id="response-score" title={t('response.title')} query={score} failedText={t('response.failed')}>
      {data && (
        <>
          <Text fz={28} fw={700} lh={1.2}>
            {formatNumber(data.scores.responseScore, locale, { style: 'percent' })}
          </Text>
          <Progress
            value={responseBarValue(data.scores.responseScore) * 100}
            size="lg"
            aria-label={t('response.title')}
          />
          <Text size="sm">
            {data.responseTime.medianMinutes === null
              ? t('response.noReplies')
              : t('response.typical', {
                  time: formatDuration(data.responseTime.medianMinutes, locale),
                  count: data.responseTime.replied,
                })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('response.how')}
          </Text>
        </>
      )}
    </FigureCard>
  );
}

/** The reviews rating: the average to one decimal (spec section 9) and how many reviews it is of. */
export function RatingCard({ rating }: { rating: UseQueryResult<ReviewsRating> }) {
  const { t } = useTranslation('performance');
  const locale = useCurrentLocale();
  const data = rating.data;
  return (
    <FigureCard id="reviews-rating" title={t('rating.title')} query={rating} failedText={t('rating.failed')}>
      {data &&
        (data.count === 0 ? (
          <Text size="sm">
            {t('rating.none')}{' '}
            <Anchor component={Link} to="/reviews">
              {t('rating.ask')}
            </Anchor>
          </Text>
        ) : (
          <>
            <Text fz={28} fw={700} lh={1.2}>
              {t('rating.value', {
                rating: formatNumber(data.rating, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
              })}
            </Text>
            <Rating value={data.rating} fractions={10} readOnly aria-hidden />
            <Text size="sm">
              {t('rating.count', { count: data.count, formatted: formatNumber(data.count, locale) })}
            </Text>
          </>
        ))}
    </FigureCard>
  );
}

interface FigureCardProps {
  id: string;
  title: string;
  query: UseQueryResult<unknown>;
  failedText: string;
  children: ReactNode;
}

/** A titled card of one figure with its loading and failed states. */
function FigureCard({ id, title, query, failedText, children }: FigureCardProps) {
  return (
    <SectionCard id={id} title={title}>
      {query.isError && <Text c="dimmed">{failedText}</Text>}
      {query.isPending && <Skeleton h={40} />}
      {children}
    </SectionCard>
  );
}
