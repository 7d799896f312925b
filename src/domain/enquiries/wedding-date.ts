/**
 * The wedding date picker (spec sections 3 and 9): a couple may know the exact day, or only a month or
 * season, a year, a kind of weekday, or nothing yet. Months are 1 to 12; dates are calendar dates,
 * computed in UTC so that every machine agrees.
 */

export const seasons = ['spring', 'summer', 'autumn', 'winter'] as const;
export type Season = (typeof seasons)[number];

const seasonStartMonths: Record<Season, number> = { spring: 3, summer: 6, autumn: 9, winter: 12 };

export function isSeason(value: unknown): value is Season {
  return typeof value === 'string' && (seasons as readonly string[]).includes(value);
}

/** Spec section 8: an unknown season is an error with this text. */
export const unknownSeasonError = 'There is no such season!!';

/** Spring March to May, summer June to August, autumn September to November, winter December to February. */
export function seasonOfMonth(month: number): Season {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`No month ${month}`);
  const fromMarch = (month + 9) % 12; // March 0, ..., February 11
  return seasons[Math.floor(fromMarch / 3)] as Season;
}

export const weekDays = ['monThurs', 'friday', 'saturday', 'sunday'] as const;
export type WeekDay = (typeof weekDays)[number];

/** The weekday category of a calendar date. */
export function weekDayOf(year: number, month: number, day: number): WeekDay {
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  if (weekday === 0) return 'sunday';
  if (weekday === 6) return 'saturday';
  return weekday === 5 ? 'friday' : 'monThurs';
}

export function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export interface WeddingDatePicker {
  day: number | null;
  weekDay: WeekDay | null;
  dayUndecided: boolean;
  month: number | null;
  monthUndecided: boolean;
  season: Season | null;
  year: number | null;
  yearUndecided: boolean;
}

export const weddingYearBounds = { min: 2000, max: 2100 } as const;

export const undecidedWeddingDate: WeddingDatePicker = {
  day: null,
  weekDay: null,
  dayUndecided: true,
  month: null,
  monthUndecided: true,
  season: null,
  year: null,
  yearUndecided: true,
};

/**
 * An undecided part drops its value; a day is kept only with its month and year and when it exists;
 * a known day decides the weekday, a known month decides the season.
 */
export function normaliseWeddingDate(p: WeddingDatePicker): WeddingDatePicker {
  const year = p.yearUndecided ? null : p.year;
  const month = p.monthUndecided ? null : p.month;
  const day =
    !p.dayUndecided && p.day !== null && month !== null && year !== null && isCalendarDate(year, month, p.day)
      ? p.day
      : null;
  return {
    day,
    weekDay: day !== null && month !== null && year !== null ? weekDayOf(year, month, day) : p.weekDay,
    dayUndecided: p.dayUndecided,
    month,
    monthUndecided: p.monthUndecided,
    season: month !== null ? seasonOfMonth(month) : p.season,
    year,
    yearUndecided: p.yearUndecided,
  };
}

/** What the web shows, from the most precise part known; the words come from the `enquiries` namespace. */
export type WeddingDateDisplay =
  | { precision: 'day'; year: number; month: number; day: number; weekDay: WeekDay }
  | { precision: 'month'; year: number | null; month: number; weekDay: WeekDay | null }
  | { precision: 'season'; year: number | null; season: Season; weekDay: WeekDay | null }
  | { precision: 'year'; year: number; weekDay: WeekDay | null }
  | { precision: 'undecided'; weekDay: WeekDay | null };

export function weddingDateDisplay(picker: WeddingDatePicker): WeddingDateDisplay {
  const { day, month, season, year, weekDay } = normaliseWeddingDate(picker);
  if (day !== null && month !== null && year !== null)
    return { precision: 'day', year, month, day, weekDay: weekDayOf(year, month, day) };
  if (month !== null) return { precision: 'month', year, month, weekDay };
  if (season !== null) return { precision: 'season', year, season, weekDay };
  if (year !== null) return { precision: 'year', year, weekDay };
  return { precision: 'undecided', weekDay };
}

/**
 * The weddingDate epoch (milliseconds, UTC midnight) used to sort and filter: the first day the
 * picker allows (the day; the 1st of the month; the 1st of the season's start month, so winter 2026
 * starts in December 2026; 1 January), or null without a year.
 */
export function weddingDateEpoch(picker: WeddingDatePicker): number | null {
  const { day, month, season, year } = normaliseWeddingDate(picker);
  if (year === null) return null;
  if (month !== null) return Date.UTC(year, month - 1, day ?? 1);
  if (season !== null) return Date.UTC(year, seasonStartMonths[season] - 1, 1);
  return Date.UTC(year, 0, 1);
}

/** The years a couple can pick: this year and the next three. */
export function weddingYearOptions(now: Date, count = 4): number[] {
  return Array.from({ length: count }, (_, i) => now.getUTCFullYear() + i);
}
