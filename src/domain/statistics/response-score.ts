/**
 * The response score (spec section 3 "Scores"), from the inbox's actual reply times: how soon the supplier
 * first replied to each enquiry of the last 90 days. The spec names the score, not the formula; ours is in
 * docs/ranking.md "Response score".
 */

import { median } from './median.ts';

const hour = 3_600_000;

/** A reply within this time earns the whole credit; later replies earn less, down to none at `noCreditAfter`. */
export const fullCreditWithin = 24 * hour;
export const noCreditAfter = 7 * 24 * hour;

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
export const responseBarMinimum = 0.333333;
export const responseBarValue = (score: number): number => (score === 0 ? responseBarMinimum : score);

/**
 * The dashboard's response time: the median time to the first reply over the enquiries of the last 90 days
 * that were replied to (null without any), and how many that is.
 */
export function responseTimeOf(replies: readonly EnquiryReply[]): { medianMinutes: number | null; replied: number } {
  const minutes = replies
    .filter((reply): reply is EnquiryReply & { repliedAt: Date } => reply.repliedAt !== null)
    .map((reply) => Math.max(0, reply.repliedAt.getTime() - reply.receivedAt.getTime()) / 60_000);
  return { medianMinutes: minutes.length === 0 ? null : Math.round(median(minutes)), replied: minutes.length };
}
