import { useQuery } from '@tanstack/react-query';
import type { ReviewsRating } from '../../../../domain/reviews/reviews-api.ts';
import type { Monoquery } from '../../../../domain/statistics/monoquery-api.ts';
import type { PeerPerformance, TierChangeHistory } from '../../../../domain/statistics/performance-api.ts';
import type { Granularity } from '../../../../domain/statistics/time-series.ts';
import { tierChangeHistoryPath } from '../../../../domain/statistics/endpoints.ts';
import { api } from '../../../app/api.ts';
import { useStatistic } from '../statistics-calls.ts';

/** The calls of /profile-performance (spec section 7), all under the `['statistics']` key a supplier switch drops. */
export function usePerformance(supplierId: string, granularity: Granularity, open: boolean) {
  return {
    series: useStatistic<Monoquery>(supplierId, 'monoquery', { granularity }, open),
    peers: useStatistic<PeerPerformance>(supplierId, 'peer-performance', {}, open),
    rating: useStatistic<ReviewsRating>(supplierId, 'reviews-rating', {}, open),
    tierChanges: useQuery({
      queryKey: ['statistics', supplierId, 'tier-change-history'],
      queryFn: () => api.get<TierChangeHistory>(tierChangeHistoryPath(supplierId)),
      enabled: open,
    }),
  };
}
