import { z } from './zod.ts';
import { isFeature } from './feature-access.ts';
import { leavingReasons, type VenueProData } from './venue-pro.ts';

const isoWeekday = z.number().int().min(1).max(7);
const hourMinute = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/**
 * The venue pro calls' shapes (src/domain/venue-pro.ts has the rules): the landing data file and the end popup's second
 * step.
 */

export const venueProDataSchema = z.object({
  contact: z.object({
    email: z.email(),
    phone: z.string(),
    hours: z.object({ days: z.tuple([isoWeekday, isoWeekday]), opens: hourMinute, closes: hourMinute }),
  }),
  highlights: z.array(z.string().refine(isFeature)),
}) satisfies z.ZodType<VenueProData>;

export const venueProFeedbackSchema = z
  .object({
    supplierId: z.string().min(1).max(128),
    reason: z.enum(leavingReasons, { error: 'validation:required' }),
    message: z.string().trim().max(2000, { error: 'validation:maxLength' }).default(''),
    /** A call from the venue team, on this number. */
    callBack: z.boolean().default(false),
    phone: z.string().trim().max(40, { error: 'validation:maxLength' }).default(''),
  })
  .refine((feedback) => !feedback.callBack || feedback.phone.length >= 6, {
    error: 'validation:required',
    path: ['phone'],
  });
