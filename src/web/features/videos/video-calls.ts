import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VideoLink } from '../../../domain/videos/video-url.ts';
import type { VideoChangeResponse, VideoMeta, VideosResponse } from '../../../domain/videos/videos-api.ts';
import type { VideoType } from '../../../domain/videos/videos.ts';
import { api } from '../../app/api.ts';
import { viewerQueryKey } from '../viewer/use-viewer.ts';

/** Keys start with 'videos'; a list per supplier and type, a preview per link. */
const videoKeys = {
  list: (supplierId: string, type: VideoType) => ['videos', supplierId, type] as const,
  meta: (link: VideoLink | null) => ['videos', 'meta', link?.source, link?.sourceId] as const,
};

const listUrl = (supplierId: string) => `/api/supplier/${encodeURIComponent(supplierId)}/videos`;

export function useVideos(supplierId: string, type: VideoType) {
  return useQuery({
    queryKey: videoKeys.list(supplierId, type),
    queryFn: () => api.get<VideosResponse>(`${listUrl(supplierId)}?type=${type}`),
  });
}

/**
 * Title and thumbnail of a parsed link (spec: POST /api/video-meta with vid, type, url); off while there is no link.
 */
export function useVideoMeta(link: VideoLink | null) {
  return useQuery({
    queryKey: videoKeys.meta(link),
    queryFn: () => api.post<VideoMeta>('/api/video-meta', { vid: link!.sourceId, type: link!.source, url: link!.url }),
    enabled: link !== null,
    retry: false,
    staleTime: 10 * 60_000,
  });
}

/** After an add or delete: the list again, and the viewer, whose supplier counters feed the menu badges. */
function useVideoChange<T>(supplierId: string, type: VideoType, call: (input: T) => Promise<VideoChangeResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: videoKeys.list(supplierId, type) }),
        queryClient.invalidateQueries({ queryKey: viewerQueryKey }),
      ]);
    },
  });
}

export function useAddVideo(supplierId: string, type: VideoType) {
  return useVideoChange(supplierId, type, (url: string) =>
    api.post<VideoChangeResponse>(listUrl(supplierId), { url, type }),
  );
}

export function useDeleteVideo(supplierId: string, type: VideoType) {
  return useVideoChange(supplierId, type, (videoId: string) =>
    api.delete<VideoChangeResponse>(`${listUrl(supplierId)}/${encodeURIComponent(videoId)}`),
  );
}
