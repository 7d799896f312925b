import { describe, expect, it } from 'vitest';
import { newestFirst, showsChangelog, unseenArticles } from './changelog.ts';
import { retryUntilSet, widgetLocaleRetry } from './help-widget.ts';
import { instagramFeedIsStale, instagramFeedMaxAgeMs, instagramRetryAfterMs } from '../apps/instagram.ts';

describe('the changelog notice', () => {
  it('is for venues in the GB market only', () => {
    expect(showsChangelog({ category: 'venue', country: 'GB' })).toBe(true);
    expect(showsChangelog({ category: 'venue', country: 'DE' })).toBe(false);
    expect(showsChangelog({ category: 'photographer', country: 'GB' })).toBe(false);
  });

  it('lists newest first, a day’s releases in the order given', () => {
    const sorted = newestFirst([
      { id: 'b', publishedAt: '2026-10-01' },
      { id: 'c', publishedAt: '2026-11-01' },
      { id: 'a', publishedAt: '2026-11-01' },
    ]);
    expect(sorted.map((a) => a.id)).toEqual(['c', 'a', 'b']);
  });

  it('shows what is newer than the last article seen, at most three; all when none or an unknown one was seen', () => {
    const articles = ['e', 'd', 'c', 'b', 'a'].map((id) => ({ id }));
    expect(unseenArticles(articles, null).map((a) => a.id)).toEqual(['e', 'd', 'c']);
    expect(unseenArticles(articles, 'c').map((a) => a.id)).toEqual(['e', 'd']);
    expect(unseenArticles(articles, 'e')).toEqual([]);
    expect(unseenArticles(articles, 'gone').map((a) => a.id)).toEqual(['e', 'd', 'c']);
  });
});

describe('the outside help widget’s locale (spec: up to 10 retries, 1 second apart)', () => {
  it('tries at once, then up to 10 more times a second apart, and stops once it took', async () => {
    const waits: number[] = [];
    const wait = async (ms: number) => void waits.push(ms);
    let calls = 0;
    expect(await retryUntilSet(() => ++calls === 4, widgetLocaleRetry, wait)).toBe(true);
    expect([calls, waits]).toEqual([4, [1000, 1000, 1000]]);
    calls = 0;
    waits.length = 0;
    expect(await retryUntilSet(() => (++calls, false), widgetLocaleRetry, wait)).toBe(false);
    expect([calls, waits.length]).toEqual([11, 10]);
  });

  it('stops when cancelled', async () => {
    let calls = 0;
    let cancelled = false;
    const result = retryUntilSet(
      () => ((cancelled = ++calls === 2), false),
      widgetLocaleRetry,
      async () => {},
      () => cancelled,
    );
    expect(await result).toBe(false);
    expect(calls).toBe(2);
  });
});

describe('the kept Instagram posts', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it('are fetched again when never fetched or older than an hour, but not soon after a failure', () => {
    expect(instagramFeedIsStale({ fetchedAt: null, failedAt: null }, now)).toBe(true);
    expect(instagramFeedIsStale({ fetchedAt: ago(instagramFeedMaxAgeMs - 1000), failedAt: null }, now)).toBe(false);
    expect(instagramFeedIsStale({ fetchedAt: ago(instagramFeedMaxAgeMs), failedAt: null }, now)).toBe(true);
    expect(instagramFeedIsStale({ fetchedAt: null, failedAt: ago(instagramRetryAfterMs - 1000) }, now)).toBe(false);
    expect(instagramFeedIsStale({ fetchedAt: null, failedAt: ago(instagramRetryAfterMs) }, now)).toBe(true);
  });
});
