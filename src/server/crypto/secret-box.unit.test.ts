import { describe, expect, it } from 'vitest';
import { isSealed, open, seal, secretBox, secretBoxOf, UnreadableSecretError } from './secret-box.ts';

const oldSecret = 'the secret of last year, long enough to be used';
const newSecret = 'the secret of this year, long enough to be used';

describe('the secret box', () => {
  const box = secretBoxOf('webhook-signing-secret', [newSecret]);

  it('seals so that only the box opens it, naming the version and the key, never the same text twice', () => {
    const stored = seal(box, 'whsec_plain');
    expect(stored).toMatch(/^v1:[A-Za-z0-9_-]{8}:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$/);
    expect(stored).not.toContain('whsec_plain');
    expect(stored.startsWith(box.currentPrefix)).toBe(true);
    expect(isSealed(stored)).toBe(true);
    expect(seal(box, 'whsec_plain')).not.toBe(stored);
    expect(open(box, stored)).toBe('whsec_plain');
    expect(open(box, seal(box, ''))).toBe('');
  });

  it('refuses a changed ciphertext, tag, IV or key id', () => {
    const stored = seal(box, 'whsec_plain');
    const [version, keyId, iv, tag, text] = stored.split(':') as [string, string, string, string, string];
    const flip = (part: string) => `${part[0] === 'A' ? 'B' : 'A'}${part.slice(1)}`;
    for (const changed of [
      [version, keyId, iv, tag, flip(text)],
      [version, keyId, iv, flip(tag), text],
      [version, keyId, flip(iv), tag, text],
      [version, keyId, iv, tag.slice(0, 8), text],
      [version, keyId, iv, tag, `${text}AA`],
    ])
      expect(() => open(box, changed.join(':'))).toThrow(UnreadableSecretError);
    expect(() => open(box, [version, flip(keyId), iv, tag, text].join(':'))).toThrow(/unknown key/);
  });

  it('refuses an unknown version and what is no envelope', () => {
    const [, ...rest] = seal(box, 'whsec_plain').split(':');
    expect(() => open(box, ['v2', ...rest].join(':'))).toThrow(UnreadableSecretError);
    for (const stored of ['whsec_plain', '', 'v1:', 'v1:a:b:c', `${seal(box, 'x')}:extra`])
      expect(() => open(box, stored)).toThrow(UnreadableSecretError);
    expect(isSealed('whsec_plain')).toBe(false);
  });

  it('refuses what another secret or another purpose sealed', () => {
    expect(() => open(box, seal(secretBoxOf('webhook-signing-secret', [oldSecret]), 'x'))).toThrow(/unknown key/);
    // the same AUTH_SECRET, another purpose: the key id matches, the key does not
    expect(() => open(box, seal(secretBoxOf('instagram-token', [newSecret]), 'x'))).toThrow(/does not authenticate/);
  });

  it('opens under a previous secret after a rotation and seals under the current one only', () => {
    const before = seal(secretBoxOf('instagram-token', [oldSecret]), 'IGQVJ-token');
    const rotated = secretBoxOf('instagram-token', [newSecret, oldSecret]);
    expect(before.startsWith(rotated.currentPrefix)).toBe(false);
    expect(open(rotated, before)).toBe('IGQVJ-token');
    const after = seal(rotated, 'IGQVJ-token');
    expect(after.startsWith(rotated.currentPrefix)).toBe(true);
    expect(open(secretBoxOf('instagram-token', [newSecret]), after)).toBe('IGQVJ-token');
  });

  it('is made once per configuration: AUTH_SECRET and AUTH_SECRET_PREVIOUS, else a random secret of its own', () => {
    const config = { AUTH_SECRET: newSecret, AUTH_SECRET_PREVIOUS: [oldSecret] };
    expect(secretBox(config, 'instagram-token')).toBe(secretBox(config, 'instagram-token'));
    expect(secretBox(config, 'instagram-token').keys.map((k) => k.secret)).toEqual([newSecret, oldSecret]);
    const a = secretBox({ AUTH_SECRET: undefined, AUTH_SECRET_PREVIOUS: [] }, 'instagram-token');
    const b = secretBox({ AUTH_SECRET: undefined, AUTH_SECRET_PREVIOUS: [] }, 'instagram-token');
    expect(() => open(b, seal(a, 'x'))).toThrow(UnreadableSecretError);
  });
});
