import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { InstagramStatus } from '../../../domain/apps/instagram-api.ts';
import { instagramPostsShown, instagramStateMaxAgeMs, type InstagramOutcome } from '../../../domain/apps/instagram.ts';
import { roleMay } from '../../../domain/roles.ts';
import { canUseFeature, requireFeature } from '../../access/feature-gate.ts';
import { findSupplierAccess, type SupplierAccess } from '../../access/supplier-access.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../auth/session.ts';
import { instagramConnections } from '../../db/schema/index.ts';
import { seal } from '../../crypto/secret-box.ts';
import { instagramStateKey, instagramTokenBox, readState, signState } from './secrets.ts';

export const callbackPath = '/api/apps/instagram/callback';
/** Where the browser lands after the connect, told how it went. */
export const appsScreenPath = (outcome: InstagramOutcome) => `/apps?instagram=${outcome}`;

export async function instagramStatus(deps: AppDeps, access: SupplierAccess): Promise<InstagramStatus> {
  const [row] = await deps.database.db
    .select()
    .from(instagramConnections)
    .where(eq(instagramConnections.supplierId, access.supplier.id));
  if (!row) return { connected: false, username: null, connectedAt: null, posts: [] };
  return { connected: true, username: row.username, connectedAt: row.connectedAt.toISOString(), posts: row.posts };
}

/**
 * The Instagram authorize page to send the supplier to (tier classic), with a state naming the supplier and the user.
 */
export function startConnect(deps: AppDeps, access: SupplierAccess, now: Date): { url: string } {
  requireFeature(access, 'instagramApp');
  const state = signState(instagramStateKey(deps), {
    supplierId: access.supplier.id,
    userId: access.user.id,
    issuedAt: now.getTime(),
  });
  return {
    url: deps.providers.instagram.authorizeUrl({ state, redirectUri: new URL(callbackPath, deps.config.APP_URL).href }),
  };
}

interface CallbackQuery {
  code?: string;
  state?: string;
  error?: string;
}

/**
 * Instagram sends the browser back here: the state must be ours, fresh and the signed-in user's, who must
 * still edit that supplier at tier classic. The code becomes a long-lived token, stored encrypted with the
 * first posts (a failed first fetch leaves them to the profile's refresh). Answers how it went.
 */
export async function finishConnect(
  deps: AppDeps,
  request: FastifyRequest,
  query: CallbackQuery,
  now: Date,
): Promise<InstagramOutcome> {
  const user = await requireUser(request);
  const state = query.state
    ? readState(instagramStateKey(deps), query.state, now.getTime(), instagramStateMaxAgeMs)
    : null;
  if (!state || state.userId !== user.id) return 'failed';
  const access = await findSupplierAccess(deps.database.db, user, state.supplierId);
  if (!access || !roleMay(access.role, 'edit') || !canUseFeature(access, 'instagramApp')) return 'failed';
  if (query.error || !query.code) return 'denied';
  const { instagram } = deps.providers;
  try {
    const account = await instagram.exchangeCode({
      code: query.code,
      redirectUri: new URL(callbackPath, deps.config.APP_URL).href,
    });
    const posts = await instagram.recentPosts(account.token, instagramPostsShown).catch((error: unknown) => {
      request.log.warn({ err: error, supplierId: access.supplier.id }, 'first Instagram posts not fetched');
      return null;
    });
    const values = {
      accountId: account.accountId,
      username: account.username,
      tokenCiphertext: seal(instagramTokenBox(deps.config), account.token),
      tokenExpiresAt: account.expiresAt,
      posts: posts ?? [],
      postsFetchedAt: posts ? now : null,
      postsFailedAt: posts ? null : now,
      connectedAt: now,
    };
    await deps.database.db
      .insert(instagramConnections)
      .values({ supplierId: access.supplier.id, ...values })
      .onConflictDoUpdate({ target: instagramConnections.supplierId, set: values });
  } catch (error) {
    request.log.warn({ err: error, supplierId: access.supplier.id }, 'Instagram connect failed');
    return 'failed';
  }
  // a GET names no supplier to the change feed by itself: the public page shows the posts at once
  await deps.database.changes.publish('supplier', access.supplier.id);
  return 'connected';
}

/** Removes the account, its token and its posts (also below tier classic: leaving is always allowed). */
export async function disconnect(deps: AppDeps, access: SupplierAccess): Promise<void> {
  await deps.database.db.delete(instagramConnections).where(eq(instagramConnections.supplierId, access.supplier.id));
}
