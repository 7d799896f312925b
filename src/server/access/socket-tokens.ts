import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { socketTokenSeconds, type SocketToken } from '../../domain/sockets.ts';
import type { Db } from '../db/client.ts';
import { chatTokens } from '../db/schema/index.ts';
import { AppError } from '../http/errors.ts';

/**
 * The single-use tokens of the portal's sockets (a browser's WebSocket sends cookies but no header of ours, and the
 * session cookie is no proof against cross-site pages): asked for over HTTP with the session, redeemed once by
 * whichever API node the socket reaches. What a token is for is part of its hash, so that a token of one socket
 * opens no other.
 */
type SocketPurpose = 'chat' | 'live';

const hashOf = (purpose: SocketPurpose, token: string) =>
  createHash('sha256').update(`${purpose}:${token}`).digest('hex');

/** A token for one connection of this user to this supplier's socket of `purpose`, used once within a minute. */
export async function issueSocketToken(
  db: Db,
  purpose: SocketPurpose,
  owner: { supplierId: string; userId: string },
  now: Date,
): Promise<SocketToken> {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + socketTokenSeconds * 1000);
  // expired tokens are of no use to anyone: they go as new ones come
  await db.delete(chatTokens).where(lt(chatTokens.expiresAt, now));
  await db.insert(chatTokens).values({ tokenHash: hashOf(purpose, token), ...owner, expiresAt });
  return { token, expiresAt: expiresAt.toISOString() };
}

export const socketTokenInvalid = () =>
  new AppError(401, 'socket-token-invalid', 'The socket token is unknown, used or expired: ask for a new one');

/**
 * Redeems a token once (a conditional update: two connections with one token get one): whose it is, or 401
 * `socket-token-invalid` for an unknown, used or expired token. The caller checks the access is still there.
 */
export async function redeemSocketToken(
  db: Db,
  purpose: SocketPurpose,
  token: string,
  now: Date,
): Promise<{ supplierId: string; userId: string }> {
  const [redeemed] = await db
    .update(chatTokens)
    .set({ usedAt: now })
    .where(
      and(eq(chatTokens.tokenHash, hashOf(purpose, token)), isNull(chatTokens.usedAt), gt(chatTokens.expiresAt, now)),
    )
    .returning({ supplierId: chatTokens.supplierId, userId: chatTokens.userId });
  if (!redeemed) throw socketTokenInvalid();
  return redeemed;
}
