import { describe, expect, it } from 'vitest';
import {
  bookingComparator,
  bookingStats,
  bookingYears,
  defaultBookingSort,
  defaultYearFilter,
  matchesYearFilter,
  parseYearFilter,
  type BookingFacts,
  type BookingSort,
  type YearFilter,
} from './couples.ts';
import { bookingSortSchema, yearFilterSchema } from './couples-api.ts';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

const bookings: BookingFacts[] = [
  {
    id: 'a',
    createdAt: '2026-01-10T10:00:00Z',
    weddingDate: day('2026-09-05'),
    coupleName: 'Zoë & Max',
    guestCount: 80,
  },
  {
    id: 'b',
    createdAt: '2026-03-01T10:00:00Z',
    weddingDate: day('2026-06-13'),
    coupleName: 'ann & Bo',
    guestCount: 150,
  },
  { id: 'c', createdAt: '2026-02-01T10:00:00Z', weddingDate: null, coupleName: 'Émile & Jo', guestCount: null },
  {
    id: 'd',
    createdAt: '2025-12-24T10:00:00Z',
    weddingDate: day('2027-05-01'),
    coupleName: 'Ben & Kai',
    guestCount: 150,
  },
  {
    id: 'e',
    createdAt: new Date('2026-03-01T10:00:00Z'),
    weddingDate: day('2025-08-30'),
    coupleName: 'Couple 10',
    guestCount: 40,
  },
  {
    id: 'f',
    createdAt: '2026-02-15T10:00:00Z',
    weddingDate: day('2026-06-13'),
    coupleName: 'Couple 9',
    guestCount: 40,
  },
];

describe('booking sorts', () => {
  it('defaults to recently added and the year filter to all', () => {
    expect(defaultBookingSort).toBe('recentlyAdded');
    expect(defaultYearFilter).toBe('all');
    expect(bookingSortSchema.parse(undefined)).toBe('recentlyAdded');
    expect(bookingSortSchema.safeParse('price').error?.issues[0]?.message).toBe('enquiries:errors.bookingSort');
  });

  it.each([
    ['recentlyAdded', ['b', 'e', 'f', 'c', 'a', 'd']], // b and e added together: id decides
    ['weddingDate', ['e', 'b', 'f', 'a', 'd', 'c']], // same day: newest booking first; no date last
    ['coupleName', ['b', 'd', 'f', 'e', 'c', 'a']], // case and accents ignored, 9 before 10
    ['guestCount', ['b', 'd', 'a', 'e', 'f', 'c']], // largest first, unknown last
  ] as [BookingSort, string[]][])('%s', (sort, order) => {
    expect([...bookings].sort(bookingComparator(sort)).map((b) => b.id)).toEqual(order);
  });

  it('collates names in the reader language', () => {
    const names = ['Zoe', 'Åsa', 'Anna'].map((coupleName, i) => ({ ...bookings[0]!, id: String(i), coupleName }));
    expect(names.sort(bookingComparator('coupleName', 'sv')).map((b) => b.coupleName)).toEqual(['Anna', 'Zoe', 'Åsa']);
    expect(names.sort(bookingComparator('coupleName', 'en-GB')).map((b) => b.coupleName)).toEqual([
      'Anna',
      'Åsa',
      'Zoe',
    ]);
  });
});

describe('year filter', () => {
  it.each([
    [undefined, 'all'],
    ['', 'all'],
    ['all', 'all'],
    ['2026', 2026],
    ['26', null],
    ['2026x', null],
    ['next', null],
  ] as [string | undefined, YearFilter | null][])('%j → %j', (raw, filter) => {
    expect(parseYearFilter(raw)).toBe(filter);
    const parsed = yearFilterSchema.safeParse(raw);
    expect(parsed.success ? parsed.data : null).toBe(filter);
  });

  it.each([
    ['all', ['a', 'b', 'c', 'd', 'e', 'f']],
    [2026, ['a', 'b', 'f']],
    [2025, ['e']],
    [2030, []],
  ] as [YearFilter, string[]][])('%s keeps %j', (filter, ids) => {
    expect(bookings.filter((b) => matchesYearFilter(b, filter)).map((b) => b.id)).toEqual(ids);
  });

  it('offers the years of the bookings', () => {
    expect(bookingYears(bookings)).toEqual([2025, 2026, 2027]);
  });
});

describe('bookingStats', () => {
  it('counts upcoming (from today), past and undecided', () => {
    expect(bookingStats(bookings, new Date('2026-06-13T18:00:00Z'))).toEqual({
      total: 6,
      upcoming: 4,
      past: 1,
      dateUndecided: 1,
    });
  });
});
