import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seal, secretBoxOf, UnreadableSecretError } from '../../crypto/secret-box.ts';
import { openToken, readState, signState } from './secrets.ts';

/** A token as the portal stored it before the secret box: `v1.{iv}.{tag}.{ciphertext}`, no key id. */
function unversionedToken(authSecret: string, token: string): string {
  const key = Buffer.from(hkdfSync('sha256', authSecret, 'supplier-portal', 'instagram-token-cipher', 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return ['v1', ...[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'))].join('.');
}

describe('the Instagram app’s secrets', () => {
  const key = randomBytes(32);
  it('reads a token of the format before the secret box under the current or a previous secret, and a new one', () => {
    const oldSecret = 'the secret of last year, long enough to be used';
    const newSecret = 'the secret of this year, long enough to be used';
    const box = secretBoxOf('instagram-token', [newSecret, oldSecret]);
    expect(openToken(box, unversionedToken(newSecret, 'IGQVJ-a'))).toBe('IGQVJ-a');
    expect(openToken(box, unversionedToken(oldSecret, 'IGQVJ-b'))).toBe('IGQVJ-b');
    expect(openToken(box, seal(box, 'IGQVJ-c'))).toBe('IGQVJ-c');
    const foreign = unversionedToken('another portal’s secret, long enough to be used', 'IGQVJ-d');
    expect(() => openToken(box, foreign)).toThrow(UnreadableSecretError);
    const [v, iv, tag, text] = unversionedToken(newSecret, 'IGQVJ-e').split('.');
    expect(() => openToken(box, [v, iv, tag, `A${text!.slice(1)}`].join('.'))).toThrow(UnreadableSecretError);
  });

  it('signs the connect state: changed, foreign or old states are not read', () => {
    const state = signState(key, { supplierId: 's1', userId: 'u1', issuedAt: 1_000 });
    expect(readState(key, state, 2_000, 60_000)).toEqual({ supplierId: 's1', userId: 'u1', issuedAt: 1_000 });
    expect(readState(key, state, 62_000, 60_000)).toBeNull();
    expect(readState(randomBytes(32), state, 2_000, 60_000)).toBeNull();
    expect(readState(key, `${state}x`, 2_000, 60_000)).toBeNull();
    expect(readState(key, 'nonsense', 2_000, 60_000)).toBeNull();
  });
});
