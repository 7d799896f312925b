import { createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Config } from '../../config.ts';
import {
  isSealed,
  open,
  resealEach,
  seal,
  secretBox,
  UnreadableSecretError,
  type ResealCount,
  type SecretBox,
} from '../../crypto/secret-box.ts';
import type { Tx } from '../../db/client.ts';
import { instagramConnections } from '../../db/schema/index.ts';
import { readSignedPayload, signPayload } from '../../http/signed-payload.ts';

const stateKeys = new WeakMap<AppDeps, Buffer>();

/**
 * The connect state's signing key, derived from AUTH_SECRET (shared by every node, docs/operations.md) with HKDF.
 * Without AUTH_SECRET (tests) random per app.
 */
export function instagramStateKey(deps: AppDeps): Buffer {
  let key = stateKeys.get(deps);
  if (!key) {
    const secret = deps.config.AUTH_SECRET ?? randomBytes(32).toString('base64url');
    key = Buffer.from(hkdfSync('sha256', secret, 'supplier-portal', 'instagram-connect-state', 32));
    stateKeys.set(deps, key);
  }
  return key;
}

/** The tokens' box (crypto/secret-box.ts): sealed under AUTH_SECRET, opened under it or a previous one. */
export const instagramTokenBox = (config: Pick<Config, 'AUTH_SECRET' | 'AUTH_SECRET_PREVIOUS'>) =>
  secretBox(config, 'instagram-token');

/**
 * The format before the secret box (`v1.{iv}.{tag}.{ciphertext}`, AES-256-GCM under HKDF "instagram-token-cipher", no
 * key id): read under each of the box's secrets, so tokens stored before the change keep working until the reseal job
 * seals them anew.
 */
function openUnversionedToken(box: SecretBox, stored: string): string {
  const [format, iv, tag, ciphertext] = stored.split('.');
  if (format !== 'v1' || !iv || !tag || ciphertext === undefined) throw new UnreadableSecretError('not a token');
  for (const { secret } of box.keys) {
    const key = Buffer.from(hkdfSync('sha256', secret, 'supplier-portal', 'instagram-token-cipher', 32));
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: 16 });
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      // another secret's, or changed: the next secret, else unreadable
    }
  }
  throw new UnreadableSecretError('an Instagram token of the old format that no secret opens');
}

/** The token of a stored value, in the box's envelope or the older format; throws UnreadableSecretError. */
export const openToken = (box: SecretBox, stored: string): string =>
  isSealed(stored) ? open(box, stored) : openUnversionedToken(box, stored);

/**
 * Seals anew every token not sealed under the current key (older format, previous AUTH_SECRET): the reseal job's
 * part for Instagram, in the caller's transaction. A value changed meanwhile (a refresh, a new connect) is left to
 * its writer; one no secret opens is counted, and stays until the supplier connects again.
 */
export async function resealInstagramTokens(tx: Tx, box: SecretBox): Promise<ResealCount> {
  const rows = await tx
    .select({ supplierId: instagramConnections.supplierId, token: instagramConnections.tokenCiphertext })
    .from(instagramConnections)
    .where(sql`not starts_with(${instagramConnections.tokenCiphertext}, ${box.currentPrefix})`);
  return resealEach(rows, (row) =>
    tx
      .update(instagramConnections)
      .set({ tokenCiphertext: seal(box, openToken(box, row.token)) })
      .where(
        and(eq(instagramConnections.supplierId, row.supplierId), eq(instagramConnections.tokenCiphertext, row.token)),
      ),
  );
}

/** The connect's state: which supplier and user started it, and when; signed, so the callback can trust it. */
interface ConnectState {
  supplierId: string;
  userId: string;
  issuedAt: number;
}

export function signState(key: Buffer, state: ConnectState): string {
  return signPayload(key, {
    s: state.supplierId,
    u: state.userId,
    t: state.issuedAt,
    n: randomBytes(8).toString('base64url'),
  });
}

/**
 * The state when it is ours and not older than `maxAgeMs` (nor ahead of this node's clock by more than a minute); else
 * null.
 */
export function readState(key: Buffer, raw: string, now: number, maxAgeMs: number): ConnectState | null {
  const { s, u, t } = readSignedPayload(key, raw) ?? {};
  if (typeof s !== 'string' || typeof u !== 'string' || typeof t !== 'number' || now - t > maxAgeMs || t > now + 60_000)
    return null;
  return { supplierId: s, userId: u, issuedAt: t };
}
