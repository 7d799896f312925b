import { useQuery } from '@tanstack/react-query';
import type { CoupleIntel, LostBookings } from '../../../domain/statistics/couple-intel-api.ts';
import { api } from '../../app/api.ts';

const urlOf = (supplierId: string, call: 'couple-intel' | 'lost-bookings-to', months: number) =>
  `/api/supplier/${encodeURIComponent(supplierId)}/${call}?months=${months}`;

/** The screen's two calls, under the `['statistics']` key a supplier switch drops. */
export function useCoupleIntel(supplierId: string, months: number) {
  return {
    intel: useQuery({
      queryKey: ['statistics', supplierId, 'couple-intel', months],
      queryFn: () => api.get<CoupleIntel>(urlOf(supplierId, 'couple-intel', months)),
    }),
    lost: useQuery({
      queryKey: ['statistics', supplierId, 'lost-bookings-to', months],
      queryFn: () => api.get<LostBookings>(urlOf(supplierId, 'lost-bookings-to', months)),
    }),
  };
}
