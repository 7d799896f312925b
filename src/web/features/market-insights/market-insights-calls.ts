import { useQuery } from '@tanstack/react-query';
import type { CoupleBudgets, CountyDemand, CouplesTrends } from '../../../domain/statistics/market-insights-api.ts';
import { couplesTrendsFailed, couplesTrendsPath } from '../../../domain/statistics/market-insights.ts';
import { api } from '../../app/api.ts';
import { useStatistic } from '../statistics/statistics-calls.ts';

/** The couples' budgets in the five bands, the market's and the supplier's own. */
export const useCoupleBudgets = (supplierId: string) => useStatistic<CoupleBudgets>(supplierId, 'couple-budgets');

/**
 * Enquiries per month in the supplier's category and county, and its own (under the statistics key a supplier switch
 * drops).
 */
export function useCountyDemand(supplierId: string) {
  return useQuery({
    queryKey: ['statistics', supplierId, 'county-demand'],
    queryFn: () => api.get<CountyDemand>(`/api/supplier/${encodeURIComponent(supplierId)}/statistics/county-demand`),
  });
}

/** The country's static seasonality file (spec section 7): any answer but 200 is 'Failed to fetch couples trends'. */
export function useCouplesTrends(country: string) {
  const path = couplesTrendsPath(country);
  return useQuery({
    queryKey: ['couplesTrends', country],
    queryFn: async () => {
      const response = await fetch(path!);
      if (response.status !== 200) throw new Error(couplesTrendsFailed);
      return (await response.json()) as CouplesTrends;
    },
    enabled: path !== null,
    // counted once a day on the server, served cacheable for an hour
    staleTime: 60 * 60 * 1000,
  });
}
