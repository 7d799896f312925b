import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { InstagramPost } from '../../../domain/apps/instagram-api.ts';
import { supplierIdColumn } from './suppliers.ts';

/**
 * A supplier's connected Instagram account (spec: "Instagram app data"): its access token encrypted
 * (AES-256-GCM, features/apps/secrets.ts) and the recent posts kept for the public profile, so
 * a page never waits for Instagram. Disconnecting deletes the row, token and posts with it.
 */
export const instagramConnections = pgTable('instagram_connections', {
  supplierId: supplierIdColumn().primaryKey(),
  accountId: text('account_id').notNull(),
  username: text('username').notNull(),
  tokenCiphertext: text('token_ciphertext').notNull(),
  tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
  posts: jsonb('posts').$type<InstagramPost[]>().notNull().default([]),
  postsFetchedAt: timestamp('posts_fetched_at', { withTimezone: true }),
  /** The last failed fetch: Instagram is not asked again for a while (domain/apps/instagram.ts). */
  postsFailedAt: timestamp('posts_failed_at', { withTimezone: true }),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
});
