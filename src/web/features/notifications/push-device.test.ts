import { describe, expect, it } from 'vitest';
import { keyBytes } from './push-device.ts';

describe('the VAPID key as bytes', () => {
  it('decodes base64url without padding, with its - and _', () => {
    // 0xfb 0xff 0xbf: "+/+/" in base64, "-_-_" in base64url
    expect([...keyBytes('-_-_')]).toEqual([0xfb, 0xff, 0xbf]);
    expect([...keyBytes('AQID')]).toEqual([1, 2, 3]);
    expect([...keyBytes('AQ')]).toEqual([1]);
    expect([...keyBytes('AQ==')]).toEqual([1]);
  });

  it('gives the 65 bytes of an uncompressed P-256 key', () => {
    const key = Buffer.from(new Uint8Array(65).fill(4)).toString('base64url');
    expect(keyBytes(key)).toHaveLength(65);
  });
});
