import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepUnread, keptUnread } from './unread-items.ts';

describe('unread items kept per supplier (local storage)', () => {
  beforeEach(() => {
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps each kind per supplier, apart from the other suppliers', () => {
    expect(keptUnread('s1', 'enquiries')).toBeUndefined();
    keepUnread('s1', 'enquiries', 3);
    keepUnread('s1', 'chat', 1);
    keepUnread('s2', 'enquiries', 0);
    expect(keptUnread('s1', 'enquiries')).toEqual({ unread: 3 });
    expect(keptUnread('s1', 'chat')).toEqual({ unread: 1 });
    expect(keptUnread('s2', 'enquiries')).toEqual({ unread: 0 });
    expect(keptUnread('s2', 'chat')).toBeUndefined();
  });

  it('ignores what is not a count, and works on without storage', () => {
    localStorage.setItem('portal.unreadItems.s1', '{"enquiries":-2,"chat":"x"}');
    expect(keptUnread('s1', 'enquiries')).toBeUndefined();
    localStorage.setItem('portal.unreadItems.s1', 'not json');
    expect(keptUnread('s1', 'chat')).toBeUndefined();
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    });
    expect(() => keepUnread('s1', 'chat', 2)).not.toThrow();
    expect(keptUnread('s1', 'chat')).toBeUndefined();
  });
});
