/**
 * The end of a period bought with one payment (a search boost, a county): `days` from now, or from the
 * end of the same thing still running, so buying again before it ends loses no day.
 */
export function paidPeriodEnd(runningUntil: Date | null, now: Date, days: number): Date {
  const from = runningUntil !== null && runningUntil > now ? runningUntil : now;
  return new Date(from.getTime() + days * 24 * 60 * 60 * 1000);
}
