import { describe, expect, it } from 'vitest';
import { monthToDate, replyMinutesByWindow } from './month-to-date.ts';

describe('monthToDate', () => {
  it.each([
    ['2026-11-03T10:00:00Z', { start: '2026-11-01', end: '2026-11-04' }, { start: '2026-10-01', end: '2026-10-04' }],
    ['2026-03-31T23:59:00Z', { start: '2026-03-01', end: '2026-04-01' }, { start: '2026-02-01', end: '2026-03-01' }],
    ['2027-01-15T00:00:00Z', { start: '2027-01-01', end: '2027-01-16' }, { start: '2026-12-01', end: '2026-12-16' }],
  ])('on %s compares this month so far with the same days of last month', (now, current, previous) => {
    expect(monthToDate(new Date(now))).toEqual({ current, previous });
  });
});

describe('replyMinutesByWindow', () => {
  const windows = monthToDate(new Date('2026-11-10T12:00:00Z'));
  const reply = (received: string, afterMinutes: number | null) => ({
    receivedAt: new Date(received),
    repliedAt: afterMinutes === null ? null : new Date(new Date(received).getTime() + afterMinutes * 60_000),
  });

  it('takes the median first reply of the enquiries received in each window', () => {
    expect(
      replyMinutesByWindow(
        [
          reply('2026-11-02T09:00:00Z', 60),
          reply('2026-11-05T09:00:00Z', 180),
          reply('2026-11-06T09:00:00Z', null),
          reply('2026-10-04T09:00:00Z', 600),
          // after the same days of last month: not compared
          reply('2026-10-20T09:00:00Z', 5),
        ],
        windows,
      ),
    ).toEqual({ current: 120, previous: 600 });
  });

  it('counts an enquiry by its UTC day: a window’s first instant in, its end out', () => {
    expect(
      replyMinutesByWindow(
        [
          reply('2026-11-01T00:00:00.000Z', 30),
          reply('2026-10-31T23:59:59.999Z', 7),
          reply('2026-10-01T00:00:00.000Z', 90),
          reply('2026-10-10T23:59:59.999Z', 90),
          reply('2026-10-11T00:00:00.000Z', 1),
          reply('2026-09-30T23:59:59.999Z', 1),
        ],
        windows,
      ),
    ).toEqual({ current: 30, previous: 90 });
  });

  it('has no figure for a window without a reply', () => {
    expect(replyMinutesByWindow([reply('2026-11-02T09:00:00Z', null)], windows)).toEqual({
      current: null,
      previous: null,
    });
  });
});
