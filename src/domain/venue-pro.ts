import { z } from 'zod';
import { isFeature } from './feature-access.ts';

/**
 * Venue pro (spec sections 2, 6, 7): the venues' plan family. Its landing data is a static read per market,
 * `venuePro/{country}.json`, falling back to the GB file; the venue-pro end popup asks a venue whose plan
 * ends whether to keep it, and in its second step why it leaves (a message to the venue team of the market).
 */

/** The markets with a venue pro file of their own; the others read the GB one (spec section 7). */
export const venueProMarkets = ['GB', 'DE', 'FR'] as const;
export const venueProFileOf = (country: string): string => ((venueProMarkets as readonly string[]).includes(country) ? country : 'GB');

/** A market's landing data: the venue team to talk to, and the features the landing puts first (names are translated). */
export const venueProDataSchema = z.object({
  contact: z.object({ email: z.email(), phone: z.string(), hours: z.string() }),
  highlights: z.array(z.string().refine(isFeature)),
});
export type VenueProData = z.infer<typeof venueProDataSchema>;

/** Why a venue leaves venue pro (the end popup's second step). */
export const leavingReasons = ['price', 'enquiries', 'closing', 'features', 'other'] as const;

export const venueProFeedbackSchema = z.object({
  supplierId: z.string().min(1).max(128),
  reason: z.enum(leavingReasons, { error: 'validation:required' }),
  message: z.string().trim().max(2000, { error: 'validation:maxLength' }).default(''),
  /** A call from the venue team, on this number. */
  callBack: z.boolean().default(false),
  phone: z.string().trim().max(40, { error: 'validation:maxLength' }).default(''),
}).refine((feedback) => !feedback.callBack || feedback.phone.length >= 6, { error: 'validation:required', path: ['phone'] });
export type VenueProFeedback = z.infer<typeof venueProFeedbackSchema>;

/**
 * The venue-pro end popup: a venue whose paid plan is cancelled and ends in the future (its premium end
 * date), seen by one who may keep it (the billing permission), until they have sent the second step.
 */
export function showsVenueProEndPopup({ isVenue, endDate, canBill, formCompleted }: { isVenue: boolean; endDate: string | null; canBill: boolean; formCompleted: boolean }, now: Date): boolean {
  return isVenue && canBill && !formCompleted && endDate !== null && new Date(endDate) > now;
}
