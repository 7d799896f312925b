import { useQuery } from '@tanstack/react-query';
import type { DashboardHome } from '../../../domain/dashboard/home-api.ts';
import { api } from '../../app/api.ts';

/**
 * The dashboard's home call. Under the enquiries' key: a reply or a change in the inbox invalidates `['enquiries']`,
 * so the waiting enquiries are fresh on return; a supplier switch drops it (viewer/use-switch-supplier.ts).
 */
export function useDashboardHome(supplierId: string) {
  return useQuery({
    queryKey: ['enquiries', 'dashboard-home', supplierId] as const,
    queryFn: () => api.get<DashboardHome>(`/api/supplier/${encodeURIComponent(supplierId)}/home`),
  });
}
