import { describe, expect, it } from 'vitest';
import { keptReads } from './kept-reads.ts';

describe('keptReads', () => {
  it('reads a key once for its concurrent and later askers, and each key on its own', async () => {
    const kept = keptReads<string>({ max: 10, maxAgeMs: 60_000 });
    let reads = 0;
    const read = (value: string) => async () => {
      reads++;
      return value;
    };
    const [a, b] = await Promise.all([kept('GB:venue', read('first')), kept('GB:venue', read('second'))]);
    expect([a, b, await kept('GB:venue', read('third'))]).toEqual(['first', 'first', 'first']);
    expect(await kept('DE:venue', read('other'))).toBe('other');
    expect(reads).toBe(2);
  });

  it('keeps no failed read: the next asker reads again', async () => {
    const kept = keptReads<number>({ max: 10, maxAgeMs: 60_000 });
    await expect(kept('k', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await kept('k', async () => 42)).toBe(42);
  });

  it('reads again once a key is older than its age', async () => {
    const kept = keptReads<number>({ max: 10, maxAgeMs: 1 });
    await kept('k', async () => 1);
    // lru-cache tells an entry's age from performance.now(): wait for it to pass, not for a fixed time
    const read = performance.now();
    while (performance.now() - read < 2) await new Promise((resolve) => setImmediate(resolve));
    expect(await kept('k', async () => 2)).toBe(2);
  });
});
