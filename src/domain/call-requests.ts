import { isInternationalPhone, isUkPhone } from './field-rules.ts';
import { formatDate } from './format.ts';
import { localDayIn } from './local-day.ts';
import type { Locale } from './locales.ts';

/**
 * "Book a call" (spec section 6, free tier for non-venues; docs/decisions/call-requests.md): a supplier asks the
 * platform's account team to call it back on a working day and in a part of that day. No zod here: the dashboard
 * imports this.
 */

export const callWindows = ['morning', 'afternoon', 'evening'] as const;
export type CallWindow = (typeof callWindows)[number];

export const callTopics = ['plans', 'listing', 'enquiries', 'other'] as const;
export type CallTopic = (typeof callTopics)[number];

export const callRequestStatuses = ['open', 'done', 'cancelled'] as const;
export type CallRequestStatus = (typeof callRequestStatuses)[number];

export const callNoteMaxLength = 500;
/**
 * The working days offered, from tomorrow in the supplier's country.
 * @internal
 */
export const callDayCount = 10;

const dayMs = 86_400_000;

/**
 * The next `callDayCount` working days (Monday to Friday) after today where the supplier is, as YYYY-MM-DD: the team
 * calls back on a later day, never today (a request at 5 pm could not be met).
 */
export function callDays(country: string, now: Date): string[] {
  const days: string[] = [];
  let day = Date.parse(`${localDayIn(country, now)}T00:00:00Z`);
  while (days.length < callDayCount) {
    day += dayMs;
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(new Date(day).toISOString().slice(0, 10));
  }
  return days;
}

/** The phone rule of the listing's contact phone (spec section 5): a UK number in GB, an international one elsewhere. */
export function callPhoneMessage(country: string, phone: string): 'validation:ukPhone' | 'validation:phone' | null {
  if (country === 'GB') return isUkPhone(phone) ? null : 'validation:ukPhone';
  return isInternationalPhone(phone) ? null : 'validation:phone';
}

/** A call's day as the popup and the admin list show it: "Tue 1 Dec" (the day as booked, whatever the viewer's zone). */
export function formatCallDay(day: string, locale: Locale): string {
  return formatDate(`${day}T12:00:00Z`, locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
}
