import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PhotoDeleteResult, PhotoList, PhotoUploadResult } from '../../../domain/photos/photos-api.ts';
import { api } from '../../app/api.ts';
import { viewerQueryKey } from '../viewer/use-viewer.ts';
import { uploadWithProgress } from './upload-request.ts';

/** Keys start with 'photos' and the supplier. */
export const photoKeys = { list: (supplierId: string) => ['photos', supplierId] as const };

const base = (supplierId: string) => `/api/supplier/${encodeURIComponent(supplierId)}/photos`;

export function usePhotos(supplierId: string) {
  return useQuery({ queryKey: photoKeys.list(supplierId), queryFn: () => api.get<PhotoList>(base(supplierId)) });
}

/**
 * Every change answers the new gallery: it replaces the cache, and the viewer (the menu's photo count) is asked again.
 */
function useGalleryUpdate(supplierId: string) {
  const queryClient = useQueryClient();
  return (result: PhotoList) => {
    queryClient.setQueryData<PhotoList>(photoKeys.list(supplierId), { photos: result.photos });
    // a refetch's failure stays in its query: invalidateQueries never rejects
    void queryClient.invalidateQueries({ queryKey: viewerQueryKey });
  };
}

/** Uploads one batch; `progress` is 0..1 of the bytes sent while it runs. */
export function useUploadPhotos(supplierId: string) {
  const update = useGalleryUpdate(supplierId);
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      for (const file of files) form.append('photos', file, file.name);
      setProgress(0);
      return uploadWithProgress<PhotoUploadResult>(base(supplierId), form, setProgress);
    },
    onSuccess: update,
  });
  return { ...mutation, progress };
}

export function useSaveOrder(supplierId: string) {
  const update = useGalleryUpdate(supplierId);
  return useMutation({
    mutationFn: (ids: string[]) => api.put<PhotoList>(`${base(supplierId)}/order`, { ids }),
    onSuccess: update,
  });
}

export function useDeletePhotos(supplierId: string) {
  const update = useGalleryUpdate(supplierId);
  return useMutation({
    mutationFn: (ids: string[]) => api.post<PhotoDeleteResult>(`${base(supplierId)}/delete`, { ids }),
    onSuccess: update,
  });
}

/** Platform admins only (the server refuses others). */
export function useSetApproved(supplierId: string) {
  const update = useGalleryUpdate(supplierId);
  return useMutation({
    mutationFn: ({ photoId, approved }: { photoId: string; approved: boolean }) =>
      api.put<PhotoList>(`${base(supplierId)}/${encodeURIComponent(photoId)}/approved`, { approved }),
    onSuccess: update,
  });
}
