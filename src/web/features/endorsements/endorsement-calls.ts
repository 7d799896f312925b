import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Endorsement, EndorsementsResponse } from '../../../domain/endorsements.ts';
import { api } from '../../app/api.ts';
import { viewerQueryKey } from '../viewer/use-viewer.ts';

const endorsementKeys = { list: (supplierId: string) => ['endorsements', supplierId] as const };

/** The testimonials of a supplier and their changes; after each, the list again and the viewer (the menu's count). */
export function useEndorsements(supplierId: string) {
  const queryClient = useQueryClient();
  const key = endorsementKeys.list(supplierId);
  const url = `/api/supplier/${encodeURIComponent(supplierId)}/endorsements`;
  const one = (id: string) => `${url}/${encodeURIComponent(id)}`;
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: viewerQueryKey }),
    ]);
  return {
    query: useQuery({ queryKey: key, queryFn: () => api.get<EndorsementsResponse>(url) }),
    /**
     * With an id that testimonial is saved, without one a new one is added; the list is read again also after a failure
     * (one deleted meanwhile).
     */
    save: useMutation({ mutationFn: (body: object) => api.post<Endorsement>(url, body), onSettled: refresh }),
    remove: useMutation({ mutationFn: (id: string) => api.delete<void>(one(id)), onSuccess: refresh }),
    setPhoto: useMutation({
      mutationFn: ({ id, file }: { id: string; file: File }) => {
        const form = new FormData();
        form.append('photo', file);
        return api.upload<Endorsement>(`${one(id)}/photo`, form);
      },
      onSuccess: refresh,
    }),
    removePhoto: useMutation({
      mutationFn: (id: string) => api.delete<Endorsement>(`${one(id)}/photo`),
      onSuccess: refresh,
    }),
  };
}

export type EndorsementCalls = ReturnType<typeof useEndorsements>;
