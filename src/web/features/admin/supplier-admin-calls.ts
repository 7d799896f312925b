import type { SpamReports } from '../../../domain/enquiries/spam-api.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditLog } from '../../../domain/supplier-admin-api.ts';
import type { SupplierView } from '../../../domain/viewer.ts';
import { api } from '../../app/api.ts';
import { viewerQueryKey } from '../viewer/use-viewer.ts';

const auditKey = (supplierId: string) => ['admin-audit', supplierId] as const;

export function useAuditLog(supplierId: string) {
  return useQuery({
    queryKey: auditKey(supplierId),
    queryFn: () => api.get<AuditLog>(`/api/admin/suppliers/${supplierId}/audit`),
  });
}

/** The supplier's spam threshold and its Report spam / Not spam verdicts. */
export function useSpamReports(supplierId: string) {
  return useQuery({
    queryKey: ['admin-spam-reports', supplierId],
    queryFn: () => api.get<SpamReports>(`/api/admin/suppliers/${supplierId}/spam-reports`),
  });
}

/**
 * A platform admin's change of the supplier (`path` under /api/admin/suppliers/{id}/): the viewer (tier,
 * menu locks, admin object) and the audit log are read again once it is done.
 */
export function useAdminChange<V extends object>(supplierId: string, path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: V) => api.post<SupplierView>(`/api/admin/suppliers/${supplierId}/${path}`, values),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: viewerQueryKey }),
        queryClient.invalidateQueries({ queryKey: auditKey(supplierId) }),
      ]);
    },
  });
}
