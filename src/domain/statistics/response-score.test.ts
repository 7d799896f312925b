import { describe, expect, it } from 'vitest';
import {
  replyBadgeHours,
  responseBarValue,
  responseScoreOf,
  responseTimeOf,
  responseWindowStart,
} from './response-score.ts';
import { percentile } from './median.ts';

const now = new Date('2026-11-26T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
const enquiry = (receivedHoursAgo: number, repliedAfterHours: number | null) => ({
  receivedAt: hoursAgo(receivedHoursAgo),
  repliedAt: repliedAfterHours === null ? null : hoursAgo(receivedHoursAgo - repliedAfterHours),
});

describe('the response score from reply times', () => {
  it.each([
    ['no enquiries: nothing left unanswered', [], 1],
    ['a reply within a day earns it all', [enquiry(100, 2), enquiry(50, 24)], 1],
    ['a reply after a week earns nothing', [enquiry(500, 168)], 0],
    ['half-way between a day and a week earns half', [enquiry(500, 96)], 0.5],
    ['an unanswered enquiry older than a day counts as none', [enquiry(30, 1), enquiry(25, null)], 0.5],
    ['an unanswered enquiry of the last day is not late yet', [enquiry(30, 1), enquiry(3, null)], 1],
    ['only a fresh unanswered enquiry: nothing counted yet', [enquiry(3, null)], 1],
  ])('%s', (_case, replies, expected) => {
    expect(responseScoreOf(replies, now)).toBeCloseTo(expected, 9);
  });

  it('shows the bar at 0.333333 when the score is zero (spec section 9)', () => {
    expect(responseBarValue(0)).toBe(0.333333);
    expect(responseBarValue(0.2)).toBe(0.2);
    expect(responseBarValue(1)).toBe(1);
  });
});

describe('the response time', () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1) + minutes * 60_000);
  it('is the median and the 90th percentile of the time to the first reply of the replied enquiries, in whole minutes', () => {
    const replies = [
      { receivedAt: at(0), repliedAt: at(30) },
      { receivedAt: at(0), repliedAt: at(90.4) },
      { receivedAt: at(0), repliedAt: null },
      { receivedAt: at(0), repliedAt: at(600) },
    ];
    expect(responseTimeOf(replies)).toEqual({ medianMinutes: 90, p90Minutes: 600, replied: 3 });
    expect(responseTimeOf([...replies, { receivedAt: at(0), repliedAt: at(1000) }])).toEqual({
      medianMinutes: 345,
      p90Minutes: 1000,
      replied: 4,
    });
  });

  it('is unknown without a reply', () => {
    expect(responseTimeOf([{ receivedAt: at(0), repliedAt: null }])).toEqual({
      medianMinutes: null,
      p90Minutes: null,
      replied: 0,
    });
  });
});

describe('the 90th percentile (nearest rank)', () => {
  it.each([
    [[], 0],
    [[7], 7],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 9],
    [[10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 11], 10],
    [[5, 1, 3], 5],
  ])('of %j is %d', (values, expected) => {
    expect(percentile(values, 90)).toBe(expected);
  });

  it('is the largest value at 100 and the smallest at a tiny percentage', () => {
    expect(percentile([3, 1, 2], 100)).toBe(3);
    expect(percentile([3, 1, 2], 1)).toBe(1);
  });
});

describe('the 90-day window', () => {
  it('starts 90 days before now, to the millisecond', () => {
    expect(responseWindowStart(now).toISOString()).toBe('2026-08-28T12:00:00.000Z');
  });
});

describe('the public reply badge', () => {
  const time = (replied: number, p90Minutes: number) => ({ medianMinutes: p90Minutes, p90Minutes, replied });
  it.each([
    [4, 60, null],
    [5, 60, 1],
    [5, 61, 2],
    [5, 0, 1],
    [12, 23 * 60 + 1, 24],
    [30, 72 * 60, 72],
  ])('with %d replies and a 90th percentile of %d minutes says %s hours', (replied, p90, hours) => {
    expect(replyBadgeHours(time(replied, p90))).toBe(hours);
  });

  it('needs a reply time', () => {
    expect(replyBadgeHours({ medianMinutes: null, p90Minutes: null, replied: 0 })).toBeNull();
  });
});
