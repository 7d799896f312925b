/** The couples (bookings) list (spec sections 3 and 9): sorts, the year filter and the stats. */

export const bookingSorts = ['recentlyAdded', 'weddingDate', 'coupleName', 'guestCount'] as const;
export type BookingSort = (typeof bookingSorts)[number];
export const defaultBookingSort: BookingSort = 'recentlyAdded';

export type YearFilter = 'all' | number;
export const defaultYearFilter: YearFilter = 'all';

/** "all" (also when absent) or a four-digit year; null when malformed. */
export function parseYearFilter(raw: string | null | undefined): YearFilter | null {
  if (raw === undefined || raw === null || raw === '' || raw === 'all') return 'all';
  return /^\d{4}$/.test(raw) ? Number(raw) : null;
}

export interface BookingFacts {
  id: string;
  /** When the booking was recorded. */
  createdAt: Date | string;
  /** The wedding date epoch (wedding-date.ts `weddingDateEpoch`), null without a year. */
  weddingDate: number | null;
  coupleName: string;
  guestCount: number | null;
}

type Compare = (a: BookingFacts, b: BookingFacts) => number;

const time = (value: Date | string) => new Date(value).getTime();
const newestFirst: Compare = (a, b) => time(b.createdAt) - time(a.createdAt);
/** Unknown values go last whatever the direction. */
const known = (a: number | null, b: number | null, direction: 1 | -1) =>
  a === null ? (b === null ? 0 : 1) : b === null ? -1 : (a - b) * direction;

/**
 * recentlyAdded: newest booking first. weddingDate: soonest first. coupleName: alphabetical in the
 * reader's language. guestCount: largest first. Ties fall back to newest first, then id.
 */
export function bookingComparator(sort: BookingSort, locale = 'en-GB'): Compare {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const primary: Record<BookingSort, Compare> = {
    recentlyAdded: newestFirst,
    weddingDate: (a, b) => known(a.weddingDate, b.weddingDate, 1),
    coupleName: (a, b) => collator.compare(a.coupleName.trim(), b.coupleName.trim()),
    guestCount: (a, b) => known(a.guestCount, b.guestCount, -1),
  };
  return (a, b) => primary[sort](a, b) || newestFirst(a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function weddingYear(weddingDate: number | null): number | null {
  return weddingDate === null ? null : new Date(weddingDate).getUTCFullYear();
}

/** A year keeps the weddings of that year; "all" keeps every booking, also those without a year. */
export function matchesYearFilter(booking: Pick<BookingFacts, 'weddingDate'>, filter: YearFilter): boolean {
  return filter === 'all' || weddingYear(booking.weddingDate) === filter;
}

/** The years the filter offers: those of the bookings, ascending. */
export function bookingYears(bookings: readonly Pick<BookingFacts, 'weddingDate'>[]): number[] {
  const years = new Set(bookings.map((b) => weddingYear(b.weddingDate)).filter((y): y is number => y !== null));
  return [...years].sort((a, b) => a - b);
}

export interface BookingStats {
  total: number;
  /** Weddings from today (UTC) on. */
  upcoming: number;
  past: number;
  /** No wedding year yet. */
  dateUndecided: number;
}

export function bookingStats(bookings: readonly Pick<BookingFacts, 'weddingDate'>[], now: Date): BookingStats {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const stats: BookingStats = { total: bookings.length, upcoming: 0, past: 0, dateUndecided: 0 };
  for (const { weddingDate } of bookings) {
    if (weddingDate === null) stats.dateUndecided += 1;
    else if (weddingDate >= today) stats.upcoming += 1;
    else stats.past += 1;
  }
  return stats;
}

/** Spec section 7: errors of the booking, files and collaboration calls. */
export const fetchBookingError = 'could not fetch booking';
export const toggleCollaborationError = 'Error toggling supplier collaborating';

/** The invite message (spec: one per wedding): at most this many characters. */
export const inviteMessageMaxLength = 2000;
/** A second invite to the same couple is sent no sooner than this after the first. */
export const inviteResendAfterMs = 24 * 60 * 60 * 1000;
