import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { supplierIdColumn } from './suppliers.ts';

/**
 * A supplier's videos and video tours (spec: entity Video): a link reduced to its source and id, with the oEmbed title
 * and thumbnail.
 */
export const supplierVideos = pgTable(
  'supplier_videos',
  {
    id: text('id').primaryKey(),
    supplierId: supplierIdColumn(),
    /** video or videoTour */
    type: text('type').notNull(),
    /** youtube, vimeo, matterport or googlemaps */
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    /** The link in canonical form (domain/videos/video-url.ts). */
    url: text('url').notNull(),
    label: text('label').notNull(),
    thumbnail: text('thumbnail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // a video is in a list once, also when two adds race
    uniqueIndex('supplier_videos_unique_idx').on(t.supplierId, t.type, t.source, t.sourceId),
    index('supplier_videos_list_idx').on(t.supplierId, t.type, t.createdAt),
  ],
);
