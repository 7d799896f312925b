import { describe, expect, it } from 'vitest';
import {
  isCalendarDate,
  isSeason,
  normaliseWeddingDate,
  seasonOfMonth,
  undecidedWeddingDate,
  unknownSeasonError,
  weddingDateDisplay,
  weddingDateEpoch,
  weddingYearOptions,
  weekDayOf,
  type Season,
  type WeddingDateDisplay,
  type WeddingDatePicker,
  type WeekDay,
} from './wedding-date.ts';
import { weddingDatePickerSchema } from './wedding-date-schema.ts';

describe('seasons', () => {
  it.each([
    ['spring', 3],
    ['summer', 6],
    ['autumn', 9],
    ['winter', 12],
  ] as [Season, number][])('%s starts in month %d', (season, month) => {
    expect(seasonOfMonth(month)).toBe(season);
  });

  it.each(['monsoon', '', 'Summer', 'toString'])('%j is no season', (season) => {
    expect(isSeason(season)).toBe(false);
  });

  it('an unknown season is the spec error', () => {
    expect(unknownSeasonError).toBe('There is no such season!!');
  });

  it.each([
    [1, 'winter'],
    [2, 'winter'],
    [3, 'spring'],
    [4, 'spring'],
    [5, 'spring'],
    [6, 'summer'],
    [7, 'summer'],
    [8, 'summer'],
    [9, 'autumn'],
    [10, 'autumn'],
    [11, 'autumn'],
    [12, 'winter'],
  ] as [number, Season][])('month %d is %s', (month, season) => {
    expect(seasonOfMonth(month)).toBe(season);
  });

  it.each([0, 13, 1.5, Number.NaN])('month %d is not a month', (month) => {
    expect(() => seasonOfMonth(month)).toThrow(RangeError);
  });
});

describe('weekDayOf', () => {
  it.each([
    [2026, 6, 8, 'monThurs'], // Monday
    [2026, 6, 9, 'monThurs'],
    [2026, 6, 10, 'monThurs'],
    [2026, 6, 11, 'monThurs'], // Thursday
    [2026, 6, 12, 'friday'],
    [2026, 6, 13, 'saturday'],
    [2026, 6, 14, 'sunday'],
    [2024, 2, 29, 'monThurs'], // leap day, a Thursday
  ] as [number, number, number, WeekDay][])('%d-%d-%d is %s', (y, m, d, weekDay) => {
    expect(weekDayOf(y, m, d)).toBe(weekDay);
  });

  it.each([
    [2024, 2, 29, true],
    [2025, 2, 29, false],
    [2026, 4, 31, false],
    [2026, 12, 31, true],
    [2026, 13, 1, false],
    [2026, 1, 0, false],
  ])('%d-%d-%d exists: %s', (y, m, d, exists) => {
    expect(isCalendarDate(y, m, d)).toBe(exists);
  });
});

const picker = (p: Partial<WeddingDatePicker>): WeddingDatePicker => ({
  day: null,
  weekDay: null,
  dayUndecided: false,
  month: null,
  monthUndecided: false,
  season: null,
  year: null,
  yearUndecided: false,
  ...p,
});

describe('wedding date display and epoch', () => {
  const table: [string, Partial<WeddingDatePicker>, WeddingDateDisplay, string | null][] = [
    [
      'exact day',
      { day: 13, month: 6, year: 2026 },
      { precision: 'day', year: 2026, month: 6, day: 13, weekDay: 'saturday' },
      '2026-06-13',
    ],
    [
      'exact day, a wrong weekday given',
      { day: 12, month: 6, year: 2026, weekDay: 'sunday' },
      { precision: 'day', year: 2026, month: 6, day: 12, weekDay: 'friday' },
      '2026-06-12',
    ],
    [
      'month and year',
      { month: 9, year: 2027 },
      { precision: 'month', year: 2027, month: 9, weekDay: null },
      '2027-09-01',
    ],
    [
      'month, year and weekday',
      { month: 9, year: 2027, weekDay: 'friday' },
      { precision: 'month', year: 2027, month: 9, weekDay: 'friday' },
      '2027-09-01',
    ],
    [
      'month without year',
      { month: 9, yearUndecided: true },
      { precision: 'month', year: null, month: 9, weekDay: null },
      null,
    ],
    [
      'day undecided',
      { day: 13, dayUndecided: true, month: 6, year: 2026 },
      { precision: 'month', year: 2026, month: 6, weekDay: null },
      '2026-06-01',
    ],
    [
      'month overrides a contrary season',
      { month: 1, season: 'summer', year: 2027 },
      { precision: 'month', year: 2027, month: 1, weekDay: null },
      '2027-01-01',
    ],
    [
      'season and year',
      { season: 'summer', year: 2026 },
      { precision: 'season', year: 2026, season: 'summer', weekDay: null },
      '2026-06-01',
    ],
    [
      'winter starts in December of its year',
      { season: 'winter', year: 2026, monthUndecided: true },
      { precision: 'season', year: 2026, season: 'winter', weekDay: null },
      '2026-12-01',
    ],
    [
      'spring without year',
      { season: 'spring', weekDay: 'sunday' },
      { precision: 'season', year: null, season: 'spring', weekDay: 'sunday' },
      null,
    ],
    ['year only', { year: 2028, monthUndecided: true }, { precision: 'year', year: 2028, weekDay: null }, '2028-01-01'],
    [
      'year undecided drops the year',
      { year: 2028, yearUndecided: true, weekDay: 'saturday' },
      { precision: 'undecided', weekDay: 'saturday' },
      null,
    ],
    ['nothing', {}, { precision: 'undecided', weekDay: null }, null],
    ['all undecided', undecidedWeddingDate, { precision: 'undecided', weekDay: null }, null],
  ];

  it.each(table)('%s', (_, p, display, epochDate) => {
    expect(weddingDateDisplay(picker(p))).toEqual(display);
    const epoch = weddingDateEpoch(picker(p));
    expect(epoch === null ? null : new Date(epoch).toISOString().slice(0, 10)).toBe(epochDate);
    if (epoch !== null) expect(new Date(epoch).toISOString()).toMatch(/T00:00:00.000Z$/);
  });

  it('normalises: the known month decides the season, the day the weekday', () => {
    expect(normaliseWeddingDate(picker({ day: 24, month: 12, year: 2026 }))).toEqual(
      picker({ day: 24, month: 12, year: 2026, season: 'winter', weekDay: 'monThurs' }),
    );
    expect(normaliseWeddingDate(picker({ day: 30, month: 2, year: 2026 }))).toEqual(
      picker({ month: 2, year: 2026, season: 'winter' }),
    );
  });
});

describe('weddingDatePickerSchema', () => {
  it.each([
    [{}, true],
    [{ day: 13, month: 6, year: 2026 }, true],
    [{ season: 'autumn', year: 2026 }, true],
    [{ dayUndecided: true, monthUndecided: true, yearUndecided: true }, true],
    [{ day: 13, dayUndecided: true }, true],
    [{ day: 13 }, false],
    [{ day: 13, month: 6 }, false],
    [{ day: 13, month: 6, year: 2026, yearUndecided: true }, false],
    [{ day: 31, month: 4, year: 2026 }, false],
    [{ month: 13 }, false],
    [{ month: 0 }, false],
    [{ day: 1.5, month: 6, year: 2026 }, false],
    [{ season: 'monsoon' }, false],
    [{ weekDay: 'tuesday' }, false],
    [{ year: 1999 }, false],
    [{ year: 2101 }, false],
    [{ dayUndecided: 'yes' }, false],
  ])('%j valid: %s', (input, valid) => {
    const result = weddingDatePickerSchema.safeParse(input);
    expect(result.success).toBe(valid);
    if (!result.success)
      expect(result.error.issues.map((i) => i.message)).toEqual(
        result.error.issues.map(() => 'enquiries:errors.weddingDate'),
      );
  });

  it('fills in defaults and normalises', () => {
    expect(weddingDatePickerSchema.parse({ day: 13, month: 6, year: 2026 })).toEqual(
      picker({ day: 13, month: 6, year: 2026, season: 'summer', weekDay: 'saturday' }),
    );
    expect(weddingDatePickerSchema.parse({ month: 6, year: 2026, monthUndecided: true })).toEqual(
      picker({ year: 2026, monthUndecided: true }),
    );
  });
});

describe('weddingYearOptions', () => {
  it('offers this year and the next three', () => {
    expect(weddingYearOptions(new Date('2026-12-31T23:00:00Z'))).toEqual([2026, 2027, 2028, 2029]);
  });
});
