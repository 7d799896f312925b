import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seal, secretBoxOf, UnreadableSecretError } from '../../crypto/secret-box.ts';
import { openToken, readState, signState } from './secrets.ts';
import { unversionedInstagramToken } from '../../test/unversioned-instagram-token.ts';

describe('the Instagram app’s secrets', () => {
  const key = randomBytes(32);
  it('reads a token of the format before the secret box under the current or a previous secret, and a new one', () => {
    const oldSecret = 'the secret of last year, long enough to be used';
    const newSecret = 'the secret of this year, long enough to be used';
    const box = secretBoxOf('instagram-token', [newSecret, oldSecret]);
    expect(openToken(box, unversionedInstagramToken(newSecret, 'IGQVJ-a'))).toBe('IGQVJ-a');
    expect(openToken(box, unversionedInstagramToken(oldSecret, 'IGQVJ-b'))).toBe('IGQVJ-b');
    expect(openToken(box, seal(box, 'IGQVJ-c'))).toBe('IGQVJ-c');
    const foreign = unversionedInstagramToken('another portal’s secret, long enough to be used', 'IGQVJ-d');
    expect(() => openToken(box, foreign)).toThrow(UnreadableSecretError);
    const [v, iv, tag, text] = unversionedInstagramToken(newSecret, 'IGQVJ-e').split('.');
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
