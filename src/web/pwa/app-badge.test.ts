import { describe, expect, it } from 'vitest';
import { appBadgeCount } from './app-badge.ts';

describe("the installed app's badge", () => {
  it('counts unread enquiries and unread team chat together', () => {
    expect(appBadgeCount(3, 2)).toBe(5);
    expect(appBadgeCount(0, 0)).toBe(0);
  });

  it('counts enquiries alone where the supplier has no team chat, and leaves the badge while nothing is known', () => {
    expect(appBadgeCount(4, null)).toBe(4);
    expect(appBadgeCount(null, 1)).toBe(1);
    expect(appBadgeCount(null, null)).toBeNull();
  });
});
