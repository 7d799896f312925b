import { z } from 'zod';
import { weddingDatePickerViewSchema } from './inbox.ts';

/**
 * Couples activity (spec sections 2, 6 and 7): what couples did around a supplier, read from the
 * events table. Activity events carry this category, the supplier and `specificEventProps.weddingId`.
 */
export const coupleActivityCategory = 'couplesActivity';

export const coupleActivityEvents = ['profileViewed', 'shortlisted', 'enquirySent', 'coupleContacted'] as const;
export type CoupleActivityEvent = (typeof coupleActivityEvents)[number];

/** The couple showed interest without writing: a supplier may answer these by contacting the couple. */
export const contactableActivityEvents = ['profileViewed', 'shortlisted'] as const satisfies readonly CoupleActivityEvent[];

export function isContactableActivityEvent(value: string): boolean {
  return (contactableActivityEvents as readonly string[]).includes(value);
}

/** Spec section 7: page 1 and 50 rows unless asked otherwise. */
export const activityDefaults = { page: 1, size: 50 } as const;
export const maxActivityPageSize = 100;

const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);
const whole = (min: number, max: number) =>
  z.coerce.number({ error: 'validation:digits' }).int({ error: 'validation:digits' }).min(min, { error: 'validation:digits' }).max(max, { error: 'validation:digits' });

/** `?page=&size=&eventType=`; empty values take the defaults. */
export const activityQuerySchema = z.object({
  page: z.preprocess(blankIsAbsent, whole(1, 1_000_000).default(activityDefaults.page)),
  size: z.preprocess(blankIsAbsent, whole(1, maxActivityPageSize).default(activityDefaults.size)),
  eventType: z.preprocess(blankIsAbsent, z.enum(coupleActivityEvents, { error: 'couples:errors.eventType' }).optional()),
});
export type ActivityQuery = z.output<typeof activityQuerySchema>;

export function activityTotalPages(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

export const activityItemSchema = z.object({
  id: z.string(),
  eventType: z.enum(coupleActivityEvents),
  createdAt: z.string(),
  /** null when the event names no wedding (or the wedding was deleted). */
  weddingId: z.string().nullable(),
  couple: z.object({ partnerName1: z.string(), partnerName2: z.string().nullable() }).nullable(),
  weddingDate: z.number().nullable(),
  weddingDatePicker: weddingDatePickerViewSchema.nullable(),
  guestsEstimate: z.number().int().nullable(),
  /** This supplier has already sent the couple a message (contact-couple). */
  contacted: z.boolean(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const activityPageSchema = z.object({
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  eventType: z.enum(coupleActivityEvents).nullable(),
  items: z.array(activityItemSchema),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;
