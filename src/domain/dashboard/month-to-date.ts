import { responseTimeOf, type EnquiryReply } from '../statistics/response-score.ts';

/**
 * The dashboard's "this month against last month" (issue 34): this month so far against the same days of last month,
 * so on the 3rd three days are not set against thirty-one. Days are UTC days, as the daily rollups count them.
 * `end` is exclusive (tomorrow, or the same day of last month plus one); a last month shorter than today's day of the
 * month ends with that month.
 */
interface MonthToDate {
  current: { start: string; end: string };
  previous: { start: string; end: string };
}

const day = (date: Date) => date.toISOString().slice(0, 10);

export function monthToDate(now: Date): MonthToDate {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const daysSoFar = now.getUTCDate();
  const previousLength = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return {
    current: {
      start: day(new Date(Date.UTC(year, month, 1))),
      end: day(new Date(Date.UTC(year, month, daysSoFar + 1))),
    },
    previous: {
      start: day(new Date(Date.UTC(year, month - 1, 1))),
      end: day(new Date(Date.UTC(year, month - 1, Math.min(daysSoFar, previousLength) + 1))),
    },
  };
}

/**
 * A window day's first instant. Replies are compared with these: the dashboard reads thousands of them on each load,
 * and an ISO string made per reply per window cost most of the call's time (issue 37).
 */
export const startOfDay = (day: string): Date => new Date(`${day}T00:00:00Z`);

/**
 * The typical first reply (median, whole minutes) to the enquiries received in each window; null for a window without
 * a replied enquiry, so no figure is made up for a supplier who had nothing to reply to.
 */
export function replyMinutesByWindow(
  replies: readonly EnquiryReply[],
  windows: MonthToDate,
): { current: number | null; previous: number | null } {
  const medianIn = (range: { start: string; end: string }) => {
    const [from, to] = [startOfDay(range.start).getTime(), startOfDay(range.end).getTime()];
    return responseTimeOf(
      replies.filter((reply) => reply.receivedAt.getTime() >= from && reply.receivedAt.getTime() < to),
    ).medianMinutes;
  };
  return { current: medianIn(windows.current), previous: medianIn(windows.previous) };
}
