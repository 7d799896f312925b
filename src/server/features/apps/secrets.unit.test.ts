import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptToken, encryptToken, readState, signState } from './secrets.ts';

describe('the Instagram app’s secrets', () => {
  const key = randomBytes(32);
  it('encrypts a token so that it reads back with the key only, and a changed text is refused', () => {
    const stored = encryptToken(key, 'IGQVJ-token');
    expect(stored).not.toContain('IGQVJ');
    expect(encryptToken(key, 'IGQVJ-token')).not.toBe(stored);
    expect(decryptToken(key, stored)).toBe('IGQVJ-token');
    expect(() => decryptToken(randomBytes(32), stored)).toThrow();
    const [v, iv, tag, text] = stored.split('.');
    expect(() => decryptToken(key, [v, iv, tag, `A${text!.slice(1)}`].join('.'))).toThrow();
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
