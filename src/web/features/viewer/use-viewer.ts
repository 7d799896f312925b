import { useQuery } from '@tanstack/react-query';
import type { Viewer } from '../../../domain/viewer.ts';
import { api, ApiError } from '../../app/api.ts';

export const viewerQueryKey = ['viewer'] as const;

/** The signed-in user, their suppliers and the active supplier; null when signed out. */
async function fetchViewer(): Promise<Viewer | null> {
  try {
    return await api.get<Viewer>('/api/viewer');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useViewer() {
  return useQuery({ queryKey: viewerQueryKey, queryFn: fetchViewer });
}
