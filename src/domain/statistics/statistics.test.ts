import { describe, expect, it } from 'vitest';
import { analyticsEndpointPath, tierChangeHistoryPath } from './endpoints.ts';
import { metricOfEvent, statisticsMetrics } from './metrics.ts';
import { piePercentages } from './pie.ts';
import {
  chartPeriods,
  granularityOf,
  lastMonthOf,
  monthBefore,
  nextPeriodStart,
  periodStartOf,
} from './time-series.ts';

describe('statistics time series', () => {
  it('takes month or week, month by default, and refuses any other granularity with the spec’s message', () => {
    expect(granularityOf(undefined)).toBe('month');
    expect(granularityOf('')).toBe('month');
    expect(granularityOf('week')).toBe('week');
    expect(granularityOf('month')).toBe('month');
    for (const other of ['day', 'year', 'Week', 'months'])
      expect(() => granularityOf(other)).toThrow('Provided granularity is not supported');
  });

  it.each([
    ['2026-11-23', '2026-11-23'], // Monday
    ['2026-11-26', '2026-11-23'], // Thursday
    ['2026-11-29', '2026-11-23'], // Sunday ends the week
    ['2026-11-30', '2026-11-30'],
    ['2027-01-02', '2026-12-28'], // across the year
    ['2024-03-03', '2024-02-26'], // across a leap February
  ])('starts the week of %s on Monday %s', (day, monday) => {
    expect(periodStartOf('week', day)).toBe(monday);
  });

  it('shows the last 12 weeks, Mondays, the current one last', () => {
    const weeks = chartPeriods('week', new Date('2026-11-26T23:59:00Z'));
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toBe('2026-11-23');
    expect(weeks[0]).toBe('2026-09-07');
    for (const week of weeks) expect(new Date(`${week}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(nextPeriodStart('week', '2026-12-28')).toBe('2027-01-04');
  });

  it('shows the last 12 months, the current one last', () => {
    const months = chartPeriods('month', new Date('2026-03-31T12:00:00Z'));
    expect(months).toEqual([
      '2025-04-01',
      '2025-05-01',
      '2025-06-01',
      '2025-07-01',
      '2025-08-01',
      '2025-09-01',
      '2025-10-01',
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
    expect(nextPeriodStart('month', '2026-12-01')).toBe('2027-01-01');
  });

  it('takes the last month as the previous calendar month', () => {
    expect(lastMonthOf(new Date('2026-11-26T10:00:00Z'))).toEqual({ start: '2026-10-01', end: '2026-11-01' });
    expect(lastMonthOf(new Date('2026-01-01T00:00:00Z'))).toEqual({ start: '2025-12-01', end: '2026-01-01' });
    expect(lastMonthOf(new Date('2024-03-31T23:59:59Z'))).toEqual({ start: '2024-02-01', end: '2024-03-01' });
  });

  it.each([
    ['2026-10-01', '2026-09-01'],
    ['2026-01-01', '2025-12-01'],
    ['2024-03-01', '2024-02-01'],
  ])('compares the month from %s with the calendar month before it, from %s', (start, before) => {
    expect(monthBefore({ start })).toEqual({ start: before, end: start });
  });
});

describe('pie percentages', () => {
  it.each([
    [
      [1, 1, 1],
      [34, 33, 33],
    ],
    [
      [2, 1],
      [67, 33],
    ],
    [
      [1, 1, 1, 1, 1, 1, 1],
      [15, 15, 14, 14, 14, 14, 14],
    ],
    [
      [10, 0, 30],
      [25, 0, 75],
    ],
    [
      [1, 2, 3, 4],
      [10, 20, 30, 40],
    ],
    [
      [0, 0],
      [0, 0],
    ],
    [[], []],
    [
      [985, 10, 5],
      [99, 1, 0],
    ],
  ])('%j → %j, summing to 100', (values, percentages) => {
    const result = piePercentages(values);
    expect(result).toEqual(percentages);
    if (values.some((value) => value > 0)) expect(result.reduce((sum, value) => sum + value, 0)).toBe(100);
  });
});

describe('analytics endpoints and metrics', () => {
  it('maps the statistics endpoints to their paths, and an unknown one is an error', () => {
    expect(analyticsEndpointPath('s/1', 'monoquery')).toBe('/api/supplier/s%2F1/statistics/monoquery');
    expect(analyticsEndpointPath('s1', 'couple-budgets')).toBe('/api/supplier/s1/statistics/couple-budgets');
    expect(() => analyticsEndpointPath('s1', 'mixpanel')).toThrow('Cannot map analytics endpoint');
  });

  it('refuses a call without a supplier with the spec’s errors', () => {
    expect(() => analyticsEndpointPath('', 'monoquery')).toThrow('Missing supplier id');
    expect(tierChangeHistoryPath('s/1')).toBe('/api/supplier/s%2F1/tier-change-history');
    expect(() => tierChangeHistoryPath('')).toThrow('Cannot load tier change history without selected supplier');
  });

  it('feeds every metric from an event', () => {
    expect(new Set(Object.values(metricOfEvent))).toEqual(new Set(statisticsMetrics));
  });
});
