/**
 * Couples activity (spec sections 2, 6 and 7): what couples did around a supplier, read from the
 * events table. Activity events carry this category, the supplier and `specificEventProps.weddingId`.
 */
export const coupleActivityCategory = 'couplesActivity';

export const coupleActivityEvents = ['profileViewed', 'shortlisted', 'enquirySent', 'coupleContacted'] as const;
export type CoupleActivityEvent = (typeof coupleActivityEvents)[number];

/** The couple showed interest without writing: a supplier may answer these by contacting the couple. */
const contactableActivityEvents = ['profileViewed', 'shortlisted'] as const satisfies readonly CoupleActivityEvent[];

export function isContactableActivityEvent(value: string): boolean {
  return (contactableActivityEvents as readonly string[]).includes(value);
}

/** Spec section 7: page 1 and 50 rows unless asked otherwise. */
export const activityDefaults = { page: 1, size: 50 } as const;
export const maxActivityPageSize = 100;

export function activityTotalPages(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
