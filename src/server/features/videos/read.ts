import { and, asc, eq } from 'drizzle-orm';
import type { Video } from '../../../domain/videos/videos-api.ts';
import type { VideoType } from '../../../domain/videos/videos.ts';
import { videoEmbedUrl, type VideoSource } from '../../../domain/videos/video-url.ts';
import { canUseFeature } from '../../access/feature-gate.ts';
import type { Supplier } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { supplierVideos } from '../../db/schema/index.ts';

type VideoRow = typeof supplierVideos.$inferSelect;

export function toVideo(row: VideoRow): Video {
  const link = { source: row.source as VideoSource, sourceId: row.sourceId, url: row.url };
  return {
    id: row.id,
    type: row.type as VideoType,
    ...link,
    label: row.label,
    thumbnail: row.thumbnail,
    embedUrl: videoEmbedUrl(link),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One list of a supplier in the order added (no access check: callers check access, or show a public profile). */
export async function listVideos(db: Db, supplierId: string, type: VideoType): Promise<Video[]> {
  const rows = await db
    .select()
    .from(supplierVideos)
    .where(and(eq(supplierVideos.supplierId, supplierId), eq(supplierVideos.type, type)))
    .orderBy(...videoOrder);
  return rows.map(toVideo);
}

/** A list's order: oldest first (also the listing's read of the video tours). */
export const videoOrder = [asc(supplierVideos.createdAt), asc(supplierVideos.id)];

/**
 * Video tours show to couples while the supplier's tier has them (a supplier that moved below lite keeps its tours,
 * hidden).
 */
export function showsVideoTours(supplier: Supplier): boolean {
  return canUseFeature({ supplier, user: { isPlatformAdmin: false } }, 'videoTours');
}

export async function listShownVideoTours(db: Db, supplier: Supplier): Promise<Video[]> {
  return showsVideoTours(supplier) ? listVideos(db, supplier.id, 'videoTour') : [];
}
