import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { AppDeps } from '../../app-deps.ts';
import { readSignedPayload, signPayload } from '../../http/signed-payload.ts';

/**
 * The Instagram app's two keys, derived from AUTH_SECRET (shared by every node, docs/operations.md) with
 * HKDF, one per purpose: the token cipher's and the connect state's. Without AUTH_SECRET (tests) random
 * per app.
 */
interface InstagramKeys {
  token: Buffer;
  state: Buffer;
}

const keys = new WeakMap<AppDeps, InstagramKeys>();

export function instagramKeys(deps: AppDeps): InstagramKeys {
  let found = keys.get(deps);
  if (!found) {
    const secret = deps.config.AUTH_SECRET ?? randomBytes(32).toString('base64url');
    const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', secret, 'supplier-portal', purpose, 32));
    found = { token: derive('instagram-token-cipher'), state: derive('instagram-connect-state') };
    keys.set(deps, found);
  }
  return found;
}

/** AES-256-GCM with a random 12-byte IV: `v1.{iv}.{tag}.{ciphertext}`, base64url. */
export function encryptToken(key: Buffer, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The token back; throws when the text was changed or another key wrote it. */
export function decryptToken(key: Buffer, stored: string): string {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || ciphertext === undefined) throw new Error('not an encrypted token');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
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
