import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CoupleErasure,
  DeleteAccountInput,
  DeleteBusinessInput,
  RetentionSetting,
} from '../../../domain/privacy/privacy-api.ts';
import { api } from '../../app/api.ts';

/** The privacy forms' schemas (domain/privacy/privacy-api.ts), fetched once their screen has shown. */
const privacyApi = () => import('../../../domain/privacy/privacy-api.ts');
export const loadDeleteAccountSchema = async () => (await privacyApi()).deleteAccountSchema;
export const loadDeleteBusinessSchema = async () => (await privacyApi()).deleteBusinessSchema;
/** The months field as the call takes it: empty is the platform's period (null). */
export const monthsOf = (field: string): number | null => (field.trim() === '' ? null : Number(field.trim()));

export const loadRetentionSchema = (platformMonths: number) => async () => {
  const [{ retentionInputSchema }, { z }] = await Promise.all([privacyApi(), import('../../../domain/zod.ts')]);
  return z.preprocess(
    (values) => ({ months: monthsOf((values as { months: string }).months) }),
    retentionInputSchema(platformMonths),
  );
};
export const loadCoupleErasureSchema = async () => (await privacyApi()).coupleErasureInputSchema;

export const privacyCalls = {
  deleteAccount: (body: DeleteAccountInput) => api.post<{ ok: true }>('/api/account/delete', body),
  deleteBusiness: (supplierId: string, body: DeleteBusinessInput) =>
    api.post<{ ok: true }>(`/api/supplier/${supplierId}/delete`, body),
  eraseCouple: (email: string) => api.post<CoupleErasure>('/api/admin/couple-erasures', { email }),
};

const retentionKey = (supplierId: string) => ['retention', supplierId] as const;

export function useRetentionSetting(supplierId: string) {
  return useQuery({
    queryKey: retentionKey(supplierId),
    queryFn: () => api.get<RetentionSetting>(`/api/supplier/${supplierId}/retention`),
  });
}

export function useSaveRetention(supplierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (months: number | null) =>
      api.put<RetentionSetting>(`/api/supplier/${supplierId}/retention`, { months }),
    onSuccess: (setting) => queryClient.setQueryData(retentionKey(supplierId), setting),
  });
}
