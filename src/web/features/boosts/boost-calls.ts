import { useQuery } from '@tanstack/react-query';
import { isFreshlyBought, type BoostChoice } from '../../../domain/search-boost.ts';
import type { CountiesAnswer, SearchBoostAnswer } from '../../../domain/boosts-api.ts';
import { regionFileOf } from '../../../domain/locations/regions.ts';
import { isCountryCode } from '../../../domain/countries.ts';
import { api } from '../../app/api.ts';

/** Polls every 2 s while `waiting` (a payment's event is on its way), for a minute at most. */
const pollWhile = (waiting: boolean) => (query: { state: { dataUpdateCount: number } }) =>
  waiting && query.state.dataUpdateCount < 30 ? 2000 : false;

/**
 * The supplier's boost, the positions taken in its county and the prices; `untilBoughtAfter` polls until a boost bought
 * since then shows.
 */
export function useSearchBoost(supplierId: string, { untilBoughtAfter }: { untilBoughtAfter?: number } = {}) {
  return useQuery({
    queryKey: ['search-boost', supplierId],
    queryFn: () => api.get<SearchBoostAnswer>(`/api/supplier/${supplierId}/search-boost`),
    refetchInterval: (query) => {
      const endsAt = query.state.data?.current?.endsAt;
      const bought =
        endsAt !== undefined &&
        endsAt !== null &&
        untilBoughtAfter !== undefined &&
        isFreshlyBought(new Date(endsAt), new Date(untilBoughtAfter));
      return pollWhile(untilBoughtAfter !== undefined && !bought)(query);
    },
  });
}

/** The supplier's counties; `untilChanged` polls for a minute while a payment's event is on its way. */
export function useCounties(supplierId: string, { untilChanged = false } = {}) {
  return useQuery({
    queryKey: ['locations', supplierId],
    queryFn: () => api.get<CountiesAnswer>(`/api/supplier/${supplierId}/locations`),
    refetchInterval: pollWhile(untilChanged),
  });
}

/** The counties of a market (spec: the static /static/location/uk.json, likewise the others). */
export function useRegions(country: string | undefined) {
  return useQuery({
    queryKey: ['regions', country],
    enabled: country !== undefined && isCountryCode(country),
    staleTime: Infinity,
    queryFn: () => api.get<string[]>(`/static/location/${regionFileOf(country as never)}.json`),
  });
}

export const boostCalls = {
  /** The provider's checkout page of a TopSpot position. */
  buyBoost: (supplierId: string, choice: BoostChoice) =>
    api.post<{ url: string }>('/api/billing/search-boost/checkout', { supplierId, choice }),
  /** The provider's checkout page of counties. */
  buyCounties: (supplierId: string, counties: string[]) =>
    api.post<{ url: string }>('/api/billing/counties/checkout', { supplierId, counties }),
};
