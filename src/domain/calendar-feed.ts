import { normaliseWeddingDate, type WeddingDatePicker } from './enquiries/wedding-date.ts';

/**
 * The private calendar feed (issue 15): booked weddings, wedding fairs and held dates as all-day events
 * of an iCalendar feed whose URL carries a secret token. An event says what the team sees in the portal
 * and no more: the couple's names (none for a locked enquiry), never e-mail, phone or message.
 */

type CalendarEntryKind = 'wedding' | 'fair' | 'hold';

export interface CalendarEntry {
  /** Stable across token changes and edits, so calendars update an event instead of duplicating it. */
  uid: string;
  kind: CalendarEntryKind;
  /** The day, YYYY-MM-DD (an all-day event). */
  day: string;
  /** The couple's names or the fair's name; null when the team may not see them (a locked enquiry). */
  name: string | null;
  /** The portal page of the event, relative to the portal's address. */
  path: string;
}

/** 32 URL-safe characters (24 random bytes): the feed's only key. */
const calendarFeedTokenPattern = /^[A-Za-z0-9_-]{32}$/;

/** The feed's file name in its URL: calendar apps like an address ending in .ics. */
export const calendarFeedPath = (token: string) => `/api/calendar/${token}.ics`;

/** The token of a feed file name, or null when the name cannot be one (answered like a revoked feed). */
export function tokenOfFeedFile(file: string): string | null {
  const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
  return calendarFeedTokenPattern.test(token) ? token : null;
}

/**
 * The wedding's day when the couple picked one (YYYY-MM-DD); a month, a season or a year alone is no calendar day.
 * @internal
 */
export function weddingDayOf(picker: WeddingDatePicker | null): string | null {
  if (!picker) return null;
  const { day, month, year } = normaliseWeddingDate(picker);
  if (day === null || month === null || year === null) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The feed keeps a year of the past (a calendar's history) and the whole future. */
export function calendarFeedSince(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);
}

interface CalendarFeedInput {
  /** Booked weddings: the booking, its wedding's date picker and the couple's names. */
  weddings: readonly { bookingId: string; weddingId: string; datePicker: WeddingDatePicker | null; couple: string }[];
  /** Open enquiries with the "date on hold" step; couple null when the enquiry is locked. */
  holds: readonly { enquiryId: string; datePicker: WeddingDatePicker | null; couple: string | null }[];
  fairs: readonly { id: string; name: string; dates: readonly string[] }[];
}

/**
 * The feed's events from `since` on, by day: a wedding or a hold needs an exact day; a fair gives one event per day.
 */
export function calendarEntries(input: CalendarFeedInput, since: string, uidDomain: string): CalendarEntry[] {
  const entries: CalendarEntry[] = [];
  for (const wedding of input.weddings) {
    const day = weddingDayOf(wedding.datePicker);
    if (day)
      entries.push({
        uid: `booking-${wedding.bookingId}@${uidDomain}`,
        kind: 'wedding',
        day,
        name: wedding.couple,
        path: `/couples/${encodeURIComponent(wedding.weddingId)}`,
      });
  }
  for (const hold of input.holds) {
    const day = weddingDayOf(hold.datePicker);
    if (day)
      entries.push({
        uid: `hold-${hold.enquiryId}@${uidDomain}`,
        kind: 'hold',
        day,
        name: hold.couple,
        path: `/enquiry-manager/${encodeURIComponent(hold.enquiryId)}`,
      });
  }
  for (const fair of input.fairs) {
    for (const day of fair.dates)
      entries.push({ uid: `fair-${fair.id}-${day}@${uidDomain}`, kind: 'fair', day, name: fair.name, path: '/fairs' });
  }
  return entries
    .filter((entry) => entry.day >= since)
    .sort((a, b) => a.day.localeCompare(b.day) || a.uid.localeCompare(b.uid));
}
