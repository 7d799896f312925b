/**
 * How the public "usually replies within …" badge reads (issue 34): in hours up to two days, in whole days up to a
 * week, and not at all beyond (a promise of "within 9 days" puts couples off more than no badge).
 */

const replyBadgeMaxHoursInHours = 48;
const replyBadgeMaxDays = 7;

export type ReplyBadge = { unit: 'hours' | 'days'; count: number };

/** The badge for the N of `replyBadgeHours` (response-score.ts); null when there is none or it is above a week. */
export function replyBadgeOf(hours: number | null): ReplyBadge | null {
  if (hours === null) return null;
  if (hours <= replyBadgeMaxHoursInHours) return { unit: 'hours', count: hours };
  const days = Math.ceil(hours / 24);
  return days <= replyBadgeMaxDays ? { unit: 'days', count: days } : null;
}
