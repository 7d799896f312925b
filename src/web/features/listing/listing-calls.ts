import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListingAnswer } from '../../../domain/listing/listing-api.ts';
import type { ListingFormValues } from '../../../domain/listing/listing-form-schema.ts';
import { api } from '../../app/api.ts';
import { viewerQueryKey } from '../viewer/use-viewer.ts';

const listingQueryKey = (supplierId: string) => ['listing', supplierId] as const;

const url = (supplierId: string) => `/api/supplier/${encodeURIComponent(supplierId)}/listing`;

export function useListing(supplierId: string) {
  return useQuery({ queryKey: listingQueryKey(supplierId), queryFn: () => api.get<ListingAnswer>(url(supplierId)) });
}

/**
 * PUTs the editable fields; the answer replaces the cached listing, and the viewer reloads (name and contacts show in
 * the shell).
 */
export function useSaveListing(supplierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ListingFormValues) => api.put<ListingAnswer>(url(supplierId), values),
    onSuccess: (answer) => {
      queryClient.setQueryData(listingQueryKey(supplierId), answer);
      // a refetch's failure stays in its query: invalidateQueries never rejects
      void queryClient.invalidateQueries({ queryKey: viewerQueryKey });
    },
  });
}
