import type { PhotoView } from '../../../domain/photos/photos-api.ts';

/**
 * The gallery as shown: the dragged order (while unsaved) over the server's photos. Photos deleted
 * meanwhile drop out; photos uploaded meanwhile come last, as the server puts them.
 */
export function shownPhotos(server: readonly PhotoView[], dragged: readonly string[] | null): PhotoView[] {
  if (!dragged) return [...server];
  const byId = new Map(server.map((p) => [p.id, p]));
  const kept = dragged.map((id) => byId.get(id)).filter((p): p is PhotoView => p !== undefined);
  const keptIds = new Set(kept.map((p) => p.id));
  return [...kept, ...server.filter((p) => !keptIds.has(p.id))];
}

/** The order differs from the server's (the gallery's own unsaved flag). */
export function isOrderChanged(server: readonly PhotoView[], shown: readonly PhotoView[]): boolean {
  return server.length !== shown.length || server.some((p, index) => p.id !== shown[index]?.id);
}
