import { describe, expect, it } from 'vitest';
import { replyBadgeOf } from './reply-badge.ts';

describe('the public reply badge', () => {
  it.each([
    [null, null],
    [1, { unit: 'hours', count: 1 }],
    [24, { unit: 'hours', count: 24 }],
    [48, { unit: 'hours', count: 48 }],
    [49, { unit: 'days', count: 3 }],
    [72, { unit: 'days', count: 3 }],
    [73, { unit: 'days', count: 4 }],
    [151, { unit: 'days', count: 7 }],
    [168, { unit: 'days', count: 7 }],
    [169, null],
    [2000, null],
  ])('for %s hours is %j', (hours, badge) => {
    expect(replyBadgeOf(hours)).toEqual(badge);
  });
});
