/**
 * Retention of enquiries (issue 35, docs/decisions/privacy.md "Erasure and retention"): an enquiry's personal data
 * (names, contact, message, conversation, notes, files) is anonymised a period after the wedding, or, without a wedding
 * date, after the enquiry's last activity. The platform sets the period (ENQUIRY_RETENTION_MONTHS, default 36); a
 * business may choose a shorter one, never a longer one. The job runs the same rule as SQL over the enquiries that
 * can be due (server features/privacy/retention.ts `dueEnquiries`); its integration test holds the two together, so the
 * functions below state the rule for its unit tests.
 */

/** Three years: the German regular limitation period (§195 BGB), the shortest of the three markets. */
export const defaultRetentionMonths = 36;

/** The shortest period a business may set: a month after the wedding still leaves time for the final invoice. */
export const minRetentionMonths = 1;

/**
 * The months an enquiry of the business is kept: its own period when it set one, never above the platform's.
 * @internal
 */
export function retentionMonthsOf(platformMonths: number, businessMonths: number | null): number {
  return businessMonths === null ? platformMonths : Math.min(platformMonths, businessMonths);
}

/**
 * What the period counts from: the wedding day when known (epoch ms, wedding-date.ts), else the last activity.
 * @internal
 */
export function retentionStart(enquiry: { weddingDate: number | null; lastActivityAt: Date }): Date {
  return enquiry.weddingDate === null ? enquiry.lastActivityAt : new Date(enquiry.weddingDate);
}

/** The instant `months` calendar months after `start` (the end of a shorter month keeps its last day, as SQL does). */
export function addMonths(start: Date, months: number): Date {
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  target.setUTCHours(start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds(), start.getUTCMilliseconds());
  return target;
}

/**
 * When the enquiry's personal data is anonymised.
 * @internal
 */
export function anonymiseAt(enquiry: { weddingDate: number | null; lastActivityAt: Date }, months: number): Date {
  return addMonths(retentionStart(enquiry), months);
}

/**
 * Whether the enquiry is due for anonymising at `now`.
 * @internal
 */
export function isRetentionDue(
  enquiry: { weddingDate: number | null; lastActivityAt: Date },
  months: number,
  now: Date,
): boolean {
  return anonymiseAt(enquiry, months).getTime() <= now.getTime();
}
