import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';

/**
 * Secrets the portal must read back (webhook signing secrets, connected accounts' tokens) are stored sealed:
 * AES-256-GCM under a key derived with HKDF from AUTH_SECRET and the purpose, so one purpose's key never opens
 * another's. The stored text names its format version and the key that sealed it,
 * `v1:{keyId}:{iv}:{tag}:{ciphertext}` (base64url), so after AUTH_SECRET changes the previous secrets
 * (AUTH_SECRET_PREVIOUS) still open what they sealed until the reseal job moves it to the current key.
 */
export type SecretPurpose = 'webhook-signing-secret' | 'instagram-token';

const version = 'v1';
const salt = 'supplier-portal';

export class UnreadableSecretError extends Error {}

interface Key {
  id: string;
  /** What the key derives from, for formats older than this envelope (apps/secrets.ts). */
  secret: string;
  cipherKey: Buffer;
}

export interface SecretBox {
  readonly purpose: SecretPurpose;
  /** The current key first, then the previous ones in the order AUTH_SECRET_PREVIOUS names them. */
  readonly keys: readonly Key[];
  /** What every value sealed under the current key starts with (the reseal job looks for the others). */
  readonly currentPrefix: string;
}

/**
 * The key's public name: a short HKDF output of its own label, so it tells the keys apart without saying anything
 * about the secret or the cipher keys.
 */
const keyIdOf = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, salt, 'secret-at-rest:key-id', 6)).toString('base64url');

/**
 * The box of one purpose under these secrets, current first.
 * @internal
 */
export function secretBoxOf(purpose: SecretPurpose, secrets: readonly string[]): SecretBox {
  if (secrets.length === 0) throw new Error('a secret box needs a secret');
  const keys = [...new Set(secrets)].map((secret) => ({
    id: keyIdOf(secret),
    secret,
    cipherKey: Buffer.from(hkdfSync('sha256', secret, salt, `secret-at-rest:${purpose}`, 32)),
  }));
  return { purpose, keys, currentPrefix: `${version}:${keys[0]!.id}:` };
}

const boxes = new WeakMap<object, Map<SecretPurpose, SecretBox>>();
/** Without AUTH_SECRET (tests; main.ts always resolves one) a random secret per configuration. */
const randomSecrets = new WeakMap<object, string>();

/**
 * The box of a purpose under the configuration's AUTH_SECRET and AUTH_SECRET_PREVIOUS, made once per configuration
 * object (every app and worker of one node shares it).
 */
export function secretBox(
  config: Pick<Config, 'AUTH_SECRET' | 'AUTH_SECRET_PREVIOUS'>,
  purpose: SecretPurpose,
): SecretBox {
  let byPurpose = boxes.get(config);
  if (!byPurpose) boxes.set(config, (byPurpose = new Map()));
  let box = byPurpose.get(purpose);
  if (!box) {
    let current = config.AUTH_SECRET ?? randomSecrets.get(config);
    if (!current) randomSecrets.set(config, (current = randomBytes(32).toString('base64url')));
    box = secretBoxOf(purpose, [current, ...config.AUTH_SECRET_PREVIOUS]);
    byPurpose.set(purpose, box);
  }
  return box;
}

export function seal(box: SecretBox, plaintext: string): string {
  const key = box.keys[0]!;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.cipherKey, iv);
  // the header is authenticated too: a value moved under another key id is refused, not tried
  cipher.setAAD(Buffer.from(`${version}:${key.id}`));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [version, key.id, ...[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'))].join(
    ':',
  );
}

/** True for a value this envelope wrote (under any key), as opposed to an older format. */
export const isSealed = (stored: string) => stored.startsWith(`${version}:`);

/**
 * The plaintext; throws UnreadableSecretError when the value is not this envelope, names a key the box does not have
 * (a secret taken out of AUTH_SECRET_PREVIOUS too early), or was changed.
 */
export function open(box: SecretBox, stored: string): string {
  const [format, keyId, iv, tag, ciphertext, ...rest] = stored.split(':');
  if (format !== version || !keyId || !iv || !tag || ciphertext === undefined || rest.length > 0)
    throw new UnreadableSecretError(`not a sealed ${box.purpose}`);
  const key = box.keys.find((k) => k.id === keyId);
  if (!key) throw new UnreadableSecretError(`${box.purpose} sealed under an unknown key ${keyId}`);
  try {
    // the full 16-byte tag only: GCM would otherwise take a cut-short tag, which is easier to forge
    const decipher = createDecipheriv('aes-256-gcm', key.cipherKey, Buffer.from(iv, 'base64url'), {
      authTagLength: 16,
    });
    decipher.setAAD(Buffer.from(`${format}:${keyId}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new UnreadableSecretError(`${box.purpose} does not authenticate under key ${keyId}`);
  }
}

/** What a reseal pass did: values moved to the current key, and values no key of the box opens. */
export interface ResealCount {
  resealed: number;
  unreadable: number;
}

/**
 * Runs `resealRow` on each row (the caller's open, seal and write), counting a row whose value no key opens (its
 * UnreadableSecretError) instead of stopping: one lost value must not keep the others under an old key.
 */
export async function resealEach<Row>(
  rows: readonly Row[],
  resealRow: (row: Row) => Promise<unknown>,
): Promise<ResealCount> {
  const count: ResealCount = { resealed: 0, unreadable: 0 };
  for (const row of rows) {
    try {
      await resealRow(row);
      count.resealed += 1;
    } catch (error) {
      if (!(error instanceof UnreadableSecretError)) throw error;
      count.unreadable += 1;
    }
  }
  return count;
}
