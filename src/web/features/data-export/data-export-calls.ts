import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataExportAnswer } from '../../../domain/data-export/data-export-api.ts';
import { api } from '../../app/api.ts';

/** Where an export is asked for and read: the user's own data, or one business's. */
export const personalExportUrl = '/api/account/data-export';
export const businessExportUrl = (supplierId: string) => `/api/supplier/${supplierId}/data-export`;

/** While an export is being prepared, looks again every few seconds, so the download shows once the job is done. */
export function useDataExport(url: string) {
  return useQuery({
    queryKey: ['data-export', url],
    queryFn: () => api.get<DataExportAnswer>(url),
    refetchInterval: (query) => (query.state.data?.export?.state === 'requested' ? 5_000 : false),
  });
}

export function useRequestExport(url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<DataExportAnswer>(url),
    onSuccess: (answer) => queryClient.setQueryData(['data-export', url], answer),
  });
}
