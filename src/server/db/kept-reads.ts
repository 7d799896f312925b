import { LRUCache } from 'lru-cache';

/**
 * Reads kept per node by key for `maxAgeMs`: the statistics over a whole market or a year, whose cost grows with the
 * marketplace (issue 37: hundreds of suppliers' counters, tens of thousands of couples) while their figures move by
 * the day. Concurrent askers of one key share one read; a failed read is not kept, so the next asker reads again.
 * Nothing is invalidated: each node's copy is at most `maxAgeMs` old, which is what the calls promise.
 */
export function keptReads<T>({ max, maxAgeMs }: { max: number; maxAgeMs: number }) {
  const kept = new LRUCache<string, Promise<T>>({ max, ttl: maxAgeMs });
  return (key: string, read: () => Promise<T>): Promise<T> => {
    const known = kept.get(key);
    if (known) return known;
    const reading = read();
    kept.set(key, reading);
    reading.catch(() => {
      if (kept.get(key) === reading) kept.delete(key);
    });
    return reading;
  };
}
