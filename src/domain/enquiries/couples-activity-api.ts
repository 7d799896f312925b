import { z } from '../zod.ts';
import { activityDefaults, coupleActivityEvents, maxActivityPageSize } from './couples-activity.ts';
import { weddingDatePickerViewSchema } from './inbox.ts';

/** The couples' activity call (spec section 7): its query and its page, shared by the server and the web (types). */

const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);
const whole = (min: number, max: number) =>
  z.coerce
    .number({ error: 'validation:digits' })
    .int({ error: 'validation:digits' })
    .min(min, { error: 'validation:digits' })
    .max(max, { error: 'validation:digits' });

/** `?page=&size=&eventType=`; empty values take the defaults. */
export const activityQuerySchema = z.object({
  page: z.preprocess(blankIsAbsent, whole(1, 1_000_000).default(activityDefaults.page)),
  size: z.preprocess(blankIsAbsent, whole(1, maxActivityPageSize).default(activityDefaults.size)),
  eventType: z.preprocess(
    blankIsAbsent,
    z.enum(coupleActivityEvents, { error: 'couples:errors.eventType' }).optional(),
  ),
});
export type ActivityQuery = z.output<typeof activityQuerySchema>;

const activityItemSchema = z.object({
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
