import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBenefitsResponse, BenefitReveal, SupplierBenefitsResponse } from '../../../domain/benefits-api.ts';
import { api } from '../../app/api.ts';

/** The benefits a supplier sees, and "Show code" / "Go to offer", which reveal a benefit's code and link. */
export function useSupplierBenefits(supplierId: string) {
  const url = `/api/supplier/${encodeURIComponent(supplierId)}/benefits`;
  return {
    query: useQuery({ queryKey: ['benefits', supplierId], queryFn: () => api.get<SupplierBenefitsResponse>(url) }),
    reveal: useMutation({
      mutationFn: (id: string) => api.post<BenefitReveal>(`${url}/${encodeURIComponent(id)}/reveal`, {}),
    }),
  };
}

/** Every benefit for the platform's admins; each change answers the whole list, which replaces the cached one. */
export function useAdminBenefits() {
  const queryClient = useQueryClient();
  const key = ['admin-benefits'] as const;
  const url = '/api/admin/benefits';
  const replace = (answer: AdminBenefitsResponse) => queryClient.setQueryData(key, answer);
  return {
    query: useQuery({ queryKey: key, queryFn: () => api.get<AdminBenefitsResponse>(url) }),
    save: useMutation({ mutationFn: (body: object) => api.post<AdminBenefitsResponse>(url, body), onSuccess: replace }),
    retire: useMutation({
      mutationFn: (id: string) => api.post<AdminBenefitsResponse>(`${url}/${encodeURIComponent(id)}/retire`, {}),
      onSuccess: replace,
    }),
  };
}

export type AdminBenefitCalls = ReturnType<typeof useAdminBenefits>;
