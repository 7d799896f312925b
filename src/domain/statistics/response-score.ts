/**
 * The response score (spec section 3 "Scores"), from the inbox's actual reply times: how soon the supplier
 * first replied to each enquiry of the last 90 days. The spec names the score, not the formula; ours is in
 * docs/ranking.md "Response score".
 */

import { median, percentile } from './median.ts';

const hour = 3_600_000;

/** A reply within this time earns the whole credit; later replies earn less, down to none at `noCreditAfter`. */
const fullCreditWithin = 24 * hour;
const noCreditAfter = 7 * 24 * hour;

/** One enquiry: when it came, and when the supplier first replied (null: not yet). */
export interface EnquiryReply {
  receivedAt: Date;
  repliedAt: Date | null;
}

function creditOf(delay: number): number {
  if (delay <= fullCreditWithin) return 1;
  if (delay >= noCreditAfter) return 0;
  return (noCreditAfter - delay) / (noCreditAfter - fullCreditWithin);
}

/**
 * The average credit of the enquiries that count: replied ones, and unreplied ones older than the full-credit
 * window (an enquiry that came an hour ago is not late yet). Without any, 1: nothing was left unanswered.
 */
export function responseScoreOf(replies: readonly EnquiryReply[], now: Date): number {
  const credits: number[] = [];
  for (const { receivedAt, repliedAt } of replies) {
    if (repliedAt) credits.push(creditOf(repliedAt.getTime() - receivedAt.getTime()));
    else if (now.getTime() - receivedAt.getTime() > fullCreditWithin) credits.push(0);
  }
  return credits.length === 0 ? 1 : credits.reduce((sum, credit) => sum + credit, 0) / credits.length;
}

/** Spec section 9: the response score bar shows 0.333333 as its minimum when the score is zero. */
const responseBarMinimum = 0.333333;
export const responseBarValue = (score: number): number => (score === 0 ? responseBarMinimum : score);

/** The days the response figures and the response score look back over. */
const responseWindowDays = 90;

/** The earliest arrival of an enquiry that counts now (the last 90 days). */
export const responseWindowStart = (now: Date): Date => new Date(now.getTime() - responseWindowDays * 24 * hour);

/**
 * The response time of a supplier or an owner: median and 90th percentile in whole minutes (null without a reply), and
 * of how many replies.
 */
export interface ResponseTime {
  medianMinutes: number | null;
  p90Minutes: number | null;
  replied: number;
}

/**
 * The response time over the given enquiries (the caller reads those of the window): the median and the
 * 90th percentile of the time to the first reply of those that were replied to.
 */
export function responseTimeOf(replies: readonly EnquiryReply[]): ResponseTime {
  const minutes = replies
    .filter((reply): reply is EnquiryReply & { repliedAt: Date } => reply.repliedAt !== null)
    .map((reply) => Math.max(0, reply.repliedAt.getTime() - reply.receivedAt.getTime()) / 60_000);
  if (minutes.length === 0) return { medianMinutes: null, p90Minutes: null, replied: 0 };
  return {
    medianMinutes: Math.round(median(minutes)),
    p90Minutes: Math.round(percentile(minutes, 90)),
    replied: minutes.length,
  };
}

/** The public profile shows the reply badge from this many replies in the window. */
const replyBadgeMinReplies = 5;

/**
 * The N of the public "usually replies within N hours" badge: the 90th percentile rounded up to whole
 * hours (at least 1), so nine replies in ten kept the promise; null below `replyBadgeMinReplies` replies.
 */
export function replyBadgeHours(time: ResponseTime): number | null {
  if (time.replied < replyBadgeMinReplies || time.p90Minutes === null) return null;
  return Math.max(1, Math.ceil(time.p90Minutes / 60));
}
