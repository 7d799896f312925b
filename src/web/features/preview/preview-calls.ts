import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.ts';

export interface ProfileLink {
  url: string;
  previewUrl: string;
  noindex: boolean;
}

/** Keys start with 'preview' and the supplier. */
const previewKeys = { link: (supplierId: string) => ['preview', supplierId, 'link'] as const };

/** The couple-facing link of the supplier's profile and its preview link (supplier=true). */
export function useProfileLink(supplierId: string) {
  return useQuery({
    queryKey: previewKeys.link(supplierId),
    queryFn: () => api.get<ProfileLink>(`/api/supplier/${encodeURIComponent(supplierId)}/profile-link`),
  });
}
