import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { AddVideoRequest, VideoChangeResponse, VideoMeta } from '../../../domain/videos/videos-api.ts';
import {
  checkNewVideo,
  maxVideosPerList,
  videoCounterKeys,
  videoDeletedEvent,
  videoMessages,
  videoTypeFeature,
  type VideoType,
} from '../../../domain/videos/videos.ts';
import { parseVideoUrl, type VideoLink } from '../../../domain/videos/video-url.ts';
import { requireFeature } from '../../access/feature-gate.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db, Tx } from '../../db/client.ts';
import { events, supplierVideos } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import type { VideoMetaProvider } from '../../providers/video-meta/index.ts';
import { toVideo } from './read.ts';
import { lockSupplierRow, setSupplierCounter } from '../../db/supplier-row.ts';

const incorrectUrl = () =>
  badRequest('incorrect-url', 'The link is not a YouTube, Vimeo, Matterport or Google Maps link', {
    url: videoMessages.incorrectUrl,
  });
const alreadyExists = (type: VideoType) =>
  new AppError(409, 'already-exists', 'This video is already in the list', { url: videoMessages.alreadyExists[type] });
const limitReached = () =>
  new AppError(409, 'limit-reached', `A list holds at most ${maxVideosPerList} videos`, {
    url: videoMessages.limitReached,
  });
const videoNotFound = () =>
  new AppError(422, 'video-not-found', 'The video could not be found', { url: videoMessages.notFound });

/** spec: POST /api/video-meta. The url decides; `type` and `vid`, when sent, must be its link kind and id. */
export async function lookUpVideoMeta(
  videoMeta: VideoMetaProvider,
  input: { url: string; type?: string; vid?: string },
): Promise<VideoMeta> {
  const link = parseVideoUrl(input.url);
  if (!link) throw incorrectUrl();
  if (input.type && input.type !== link.source)
    throw badRequest('validation', 'type is not the kind of the link', { type: 'validation:invalid' });
  if (input.vid && input.vid !== link.sourceId)
    throw badRequest('validation', 'vid is not the id of the link', { vid: 'validation:invalid' });
  const meta = await videoMeta.lookup(link);
  if (!meta) throw videoNotFound();
  return meta;
}

/** Writes the list's count into `suppliers.counters` (jsonb, in the caller's transaction) and answers it. */
export async function updateVideoCounter(tx: Db | Tx, supplierId: string, type: VideoType): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(supplierVideos)
    .where(and(eq(supplierVideos.supplierId, supplierId), eq(supplierVideos.type, type)));
  const n = row?.n ?? 0;
  await setSupplierCounter(tx, supplierId, videoCounterKeys[type], n);
  return n;
}

async function existingLinks(db: Db | Tx, supplierId: string, type: VideoType) {
  return db
    .select({ source: supplierVideos.source, sourceId: supplierVideos.sourceId })
    .from(supplierVideos)
    .where(and(eq(supplierVideos.supplierId, supplierId), eq(supplierVideos.type, type)));
}

function checked(url: string, type: VideoType, existing: readonly { source: string; sourceId: string }[]): VideoLink {
  const check = checkNewVideo(url, type, existing);
  if (check.ok) return check.link;
  if (check.code === 'incorrect-url') throw incorrectUrl();
  throw check.code === 'already-exists' ? alreadyExists(type) : limitReached();
}

/**
 * Adds a link to a list: checked (kind, duplicate, limit), looked up (title and thumbnail; a failed
 * lookup is the not-found message), then stored with the counter in one transaction. The checks run
 * again under the supplier's lock, since the lookup happens outside the transaction.
 */
export async function addVideo(
  db: Db,
  videoMeta: VideoMetaProvider,
  access: SupplierAccess,
  input: AddVideoRequest,
  now: Date,
): Promise<VideoChangeResponse> {
  const { type } = input;
  const feature = videoTypeFeature[type];
  if (feature) requireFeature(access, feature);
  const supplierId = access.supplier.id;
  const link = checked(input.url, type, await existingLinks(db, supplierId, type));
  const meta = await videoMeta.lookup(link);
  if (!meta) throw videoNotFound();
  return db.transaction(async (tx) => {
    // adds and deletes take turns: the duplicate check, the limit and the counter stay right
    await lockSupplierRow(tx, supplierId);
    checked(input.url, type, await existingLinks(tx, supplierId, type));
    const [row] = await tx
      .insert(supplierVideos)
      .values({
        id: randomUUID(),
        supplierId,
        type,
        source: link.source,
        sourceId: link.sourceId,
        url: link.url,
        label: meta.title,
        thumbnail: meta.thumbnail,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { video: toVideo(row!), count: await updateVideoCounter(tx, supplierId, type) };
  });
}

/**
 * Deletes one video of the supplier (404 for another's), updates the counter and emits the spec's analytics event with
 * the new count.
 */
export async function deleteVideo(
  db: Db,
  access: SupplierAccess,
  videoId: string,
  now: Date,
): Promise<VideoChangeResponse> {
  const supplierId = access.supplier.id;
  return db.transaction(async (tx) => {
    await lockSupplierRow(tx, supplierId);
    const [row] = await tx
      .delete(supplierVideos)
      .where(and(eq(supplierVideos.id, videoId), eq(supplierVideos.supplierId, supplierId)))
      .returning();
    if (!row) throw notFound('video not found');
    const type = row.type as VideoType;
    const n = await updateVideoCounter(tx, supplierId, type);
    await tx.insert(events).values({
      ...videoDeletedEvent,
      supplierId,
      userId: access.user.id,
      specificEventProps: {
        videoId: row.id,
        type,
        source: row.source,
        sourceId: row.sourceId,
        [videoCounterKeys[type]]: n,
      },
      createdAt: now,
    });
    return { count: n };
  });
}
