import {
  bookingSorts,
  defaultBookingSort,
  defaultYearFilter,
  parseYearFilter,
  type BookingSort,
  type YearFilter,
} from '../../../domain/enquiries/couples.ts';

/**
 * Where the couples list is, kept in the address so that back from a couple and reload keep it:
 * `?sort=weddingDate&year=2026`. The defaults (recentlyAdded, all years) are left out.
 */
export interface BookingsParams {
  sort: BookingSort;
  year: YearFilter;
}

const defaultBookingsParams: BookingsParams = { sort: defaultBookingSort, year: defaultYearFilter };

const isBookingSort = (value: string | null): value is BookingSort =>
  (bookingSorts as readonly (string | null)[]).includes(value);

export function parseBookingsParams(search: URLSearchParams): BookingsParams {
  const sort = search.get('sort');
  return {
    sort: isBookingSort(sort) ? sort : defaultBookingSort,
    year: parseYearFilter(search.get('year')) ?? defaultYearFilter,
  };
}

/** The query string of `params` without the defaults ("" for none), with a leading "?" when not empty. */
export function bookingsSearch({ sort, year }: BookingsParams): string {
  const search = new URLSearchParams();
  if (sort !== defaultBookingsParams.sort) search.set('sort', sort);
  if (year !== defaultBookingsParams.year) search.set('year', String(year));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const couplesPath = '/couples';

export function couplePath(weddingId: string): string {
  return `${couplesPath}/${encodeURIComponent(weddingId)}`;
}
