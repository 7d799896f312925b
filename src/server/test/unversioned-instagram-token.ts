import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * An Instagram token as the portal stored it before the secret box (issue 35): `v1.{iv}.{tag}.{ciphertext}`,
 * AES-256-GCM under HKDF "instagram-token-cipher" of AUTH_SECRET, no key id.
 */
export function unversionedInstagramToken(authSecret: string, token: string): string {
  const key = Buffer.from(hkdfSync('sha256', authSecret, 'supplier-portal', 'instagram-token-cipher', 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return ['v1', ...[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'))].join('.');
}
