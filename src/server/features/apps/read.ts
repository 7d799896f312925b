import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { InstagramPost } from '../../../domain/apps/instagram-api.ts';
import {
  instagramFeedIsStale,
  instagramPostsShown,
  instagramTokenRefreshBeforeMs,
} from '../../../domain/apps/instagram.ts';
import { canUseFeature } from '../../access/feature-gate.ts';
import type { Supplier } from '../../access/supplier-access.ts';
import type { AppDeps } from '../../app-deps.ts';
import { instagramConnections } from '../../db/schema/index.ts';
import { seal } from '../../crypto/secret-box.ts';
import { instagramTokenBox, openToken } from './secrets.ts';

type Connection = typeof instagramConnections.$inferSelect;

/** Suppliers whose feed this node is fetching: one fetch at a time per supplier, however many pages ask. */
const refreshing = new Set<string>();

/**
 * Fetches the account's recent posts (refreshing a token near its end first) and keeps them; a failure is
 * noted, so Instagram is not asked again for a while. The public page is dropped, to show the new posts.
 */
async function refreshPosts(deps: AppDeps, row: Connection, log: FastifyBaseLogger, now = new Date()): Promise<void> {
  const { db } = deps.database;
  const box = instagramTokenBox(deps.config);
  const where = eq(instagramConnections.supplierId, row.supplierId);
  try {
    let token = openToken(box, row.tokenCiphertext);
    if (row.tokenExpiresAt && row.tokenExpiresAt.getTime() - now.getTime() < instagramTokenRefreshBeforeMs) {
      const refreshed = await deps.providers.instagram.refreshToken(token);
      token = refreshed.token;
      await db
        .update(instagramConnections)
        .set({ tokenCiphertext: seal(box, token), tokenExpiresAt: refreshed.expiresAt })
        .where(where);
    }
    const posts = await deps.providers.instagram.recentPosts(token, instagramPostsShown);
    await db.update(instagramConnections).set({ posts, postsFetchedAt: now, postsFailedAt: null }).where(where);
    await deps.database.changes.publish('supplier', row.supplierId);
  } catch (error) {
    log.warn({ err: error, supplierId: row.supplierId }, 'Instagram posts not refreshed');
    await db.update(instagramConnections).set({ postsFailedAt: now }).where(where);
  }
}

/**
 * The posts the public profile shows: the kept ones, at once (a page never waits for Instagram); when they
 * are old, fetched again in the background for the next view. None below tier classic.
 */
export async function readPublicInstagram(
  deps: AppDeps,
  supplier: Supplier,
  log: FastifyBaseLogger,
): Promise<{ username: string; posts: InstagramPost[] } | null> {
  if (!canUseFeature({ supplier, user: { isPlatformAdmin: false } }, 'instagramApp')) return null;
  const [row] = await deps.database.db
    .select()
    .from(instagramConnections)
    .where(eq(instagramConnections.supplierId, supplier.id));
  if (!row) return null;
  if (
    instagramFeedIsStale({ fetchedAt: row.postsFetchedAt, failedAt: row.postsFailedAt }, new Date()) &&
    !refreshing.has(row.supplierId)
  ) {
    refreshing.add(row.supplierId);
    // its failure is logged in the catch, nothing waits for it
    void refreshPosts(deps, row, log)
      .catch((error: unknown) => log.error({ err: error, supplierId: row.supplierId }, 'Instagram refresh failed'))
      .finally(() => refreshing.delete(row.supplierId));
  }
  return { username: row.username, posts: row.posts };
}
