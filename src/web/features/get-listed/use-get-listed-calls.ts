import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CountryCode } from '../../../domain/countries.ts';
import type { GeocodeAnswer } from '../../../domain/geocode-schemas.ts';
import type {
  SupplierCreateAnswer,
  SupplierFields,
  ValidateStep1Answer,
  ValidateStep1Body,
} from '../../../domain/get-listed-calls.ts';
import { api } from '../../app/api.ts';
import { viewerQueryKey } from '../viewer/use-viewer.ts';

/** The three calls of the get-listed form (spec section 7). */

export function useValidateStep1() {
  return useMutation({
    mutationFn: (query: ValidateStep1Body['query']) =>
      api.post<ValidateStep1Answer>('/api/search/validatestep1', { query }),
  });
}

export function useGeocode() {
  return useMutation({
    mutationFn: (body: { address: string; countryCode: CountryCode }) =>
      api.post<GeocodeAnswer>('/api/search/geocode', body),
  });
}

/**
 * On success the new supplier is the active one (and the first name, when sent, the user's): the viewer is fetched
 * again before the caller moves on.
 */
export function useCreateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ supplierFields, firstName }: { supplierFields: SupplierFields; firstName?: string }) =>
      api.post<SupplierCreateAnswer>('/api/supplier/create', { supplierFields, test: false, firstName }),
    onSuccess: async (answer) => {
      if (answer.valid) await queryClient.invalidateQueries({ queryKey: viewerQueryKey });
    },
  });
}
