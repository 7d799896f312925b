import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Viewer } from '../../../domain/viewer.ts';
import { api } from '../../app/api.ts';
import { viewerQueryKey } from './use-viewer.ts';

/** Data of one supplier that must not survive a switch (spec "Supplier switching"). */
const supplierScopedQueryKeys = [['enquiries'], ['statistics']] as const;

/**
 * Switches the active supplier on the server, then drops the previous supplier's enquiries and
 * statistics and puts the viewer the server answered (the new active supplier) in the cache. The
 * caller decides where to go next.
 */
export function useSwitchSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (supplierId: string) => api.post<Viewer>('/api/viewer/active-supplier', { supplierId }),
    onSuccess: (viewer) => {
      for (const queryKey of supplierScopedQueryKeys) queryClient.removeQueries({ queryKey });
      queryClient.setQueryData(viewerQueryKey, viewer);
    },
  });
}
