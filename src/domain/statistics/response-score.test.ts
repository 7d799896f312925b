import { describe, expect, it } from 'vitest';
import { responseBarValue, responseScoreOf, responseTimeOf } from './response-score.ts';

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
  it('is the median time to the first reply of the replied enquiries, in whole minutes', () => {
    const replies = [
      { receivedAt: at(0), repliedAt: at(30) },
      { receivedAt: at(0), repliedAt: at(90.4) },
      { receivedAt: at(0), repliedAt: null },
      { receivedAt: at(0), repliedAt: at(600) },
    ];
    expect(responseTimeOf(replies)).toEqual({ medianMinutes: 90, replied: 3 });
    expect(responseTimeOf([...replies, { receivedAt: at(0), repliedAt: at(1000) }])).toEqual({ medianMinutes: 345, replied: 4 });
  });

  it('is unknown without a reply', () => {
    expect(responseTimeOf([{ receivedAt: at(0), repliedAt: null }])).toEqual({ medianMinutes: null, replied: 0 });
  });
});
