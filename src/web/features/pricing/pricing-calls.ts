import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupplierBrochure } from '../../../domain/pricing/brochure-schemas.ts';
import type { SupplierPackage } from '../../../domain/pricing/packages.ts';
import type { BrochuresResponse, PackagesResponse, PriceSchemesResponse } from '../../../domain/pricing/pricing-api.ts';
import type { SupplierPriceScheme } from '../../../domain/pricing/price-schemes.ts';
import { api } from '../../app/api.ts';

/** Keys start with 'pricing' and the supplier. */
const pricingKeys = {
  packages: (supplierId: string) => ['pricing', supplierId, 'packages'] as const,
  priceSchemes: (supplierId: string) => ['pricing', supplierId, 'priceSchemes'] as const,
  brochures: (supplierId: string) => ['pricing', supplierId, 'brochures'] as const,
};

const base = (supplierId: string) => `/api/supplier/${encodeURIComponent(supplierId)}`;

/** A list of rows that can be added, saved, deleted and reordered (packages, price schemes). */
function useOrderedList<Row extends { id: string }, Answer>(key: readonly unknown[], url: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  return {
    query: useQuery({ queryKey: key, queryFn: () => api.get<Answer>(url) }),
    save: useMutation({
      mutationFn: ({ id, body }: { id: string | null; body: object }) =>
        id ? api.put<Row>(`${url}/${encodeURIComponent(id)}`, body) : api.post<Row>(url, body),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete<void>(`${url}/${encodeURIComponent(id)}`),
      onSuccess: refresh,
    }),
    reorder: useMutation({
      mutationFn: (ids: string[]) => api.put<Answer>(`${url}/order`, { ids }),
      onSuccess: (answer) => queryClient.setQueryData(key, answer),
      onError: refresh,
    }),
  };
}

export const usePackages = (supplierId: string) =>
  useOrderedList<SupplierPackage, PackagesResponse>(pricingKeys.packages(supplierId), `${base(supplierId)}/packages`);

export const usePriceSchemes = (supplierId: string) =>
  useOrderedList<SupplierPriceScheme, PriceSchemesResponse>(
    pricingKeys.priceSchemes(supplierId),
    `${base(supplierId)}/price-schemes`,
  );

export function useBrochures(supplierId: string) {
  const queryClient = useQueryClient();
  const key = pricingKeys.brochures(supplierId);
  const url = `${base(supplierId)}/brochures`;
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  return {
    query: useQuery({ queryKey: key, queryFn: () => api.get<BrochuresResponse>(url) }),
    upload: useMutation({
      mutationFn: (file: File) => {
        const form = new FormData();
        form.append('file', file);
        return api.upload<SupplierBrochure>(url, form);
      },
      onSuccess: refresh,
    }),
    rename: useMutation({
      mutationFn: ({ id, title }: { id: string; title: string }) =>
        api.patch<SupplierBrochure>(`${url}/${encodeURIComponent(id)}`, { title }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete<void>(`${url}/${encodeURIComponent(id)}`),
      onSuccess: refresh,
    }),
  };
}
