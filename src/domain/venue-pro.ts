import type { Feature } from './feature-access.ts';
import type { OpeningHours } from './format.ts';

/**
 * Venue pro (spec sections 2, 6, 7): the venues' plan family. Its landing data is a static read per market,
 * `venuePro/{country}.json`, falling back to the GB file; the venue-pro end popup asks a venue whose plan
 * ends whether to keep it, and in its second step why it leaves (a message to the venue team of the market).
 */

/** The markets with a venue pro file of their own; the others read the GB one (spec section 7). */
export const venueProMarkets = ['GB', 'DE', 'FR'] as const;
export const venueProFileOf = (country: string): string =>
  (venueProMarkets as readonly string[]).includes(country) ? country : 'GB';

/** The language of a market's venue team (the one its file is for). */
const marketLocales: Record<(typeof venueProMarkets)[number], string> = { GB: 'en-GB', DE: 'de-DE', FR: 'fr-FR' };
export const venueProLocaleOf = (country: string): string =>
  marketLocales[venueProFileOf(country) as (typeof venueProMarkets)[number]];

/**
 * A market's landing data: the venue team to talk to, and the features the landing puts first (feature ids, named by
 * the tier texts).
 */
export interface VenueProData {
  contact: { email: string; phone: string; hours: OpeningHours };
  highlights: Feature[];
}

/** Why a venue leaves venue pro (the end popup's second step). */
export const leavingReasons = ['price', 'enquiries', 'closing', 'features', 'other'] as const;

/** Closed, the venue-pro end popup stays away this long on the device: a reminder, not a toll on every sign-in. */
const venueProEndPopupQuietDays = 7;

/**
 * The venue-pro end popup: a venue whose paid plan is cancelled and ends in the future (its premium end
 * date), seen by one who may keep it (the billing permission), until they have sent the second step. Once closed it
 * stays away for `venueProEndPopupQuietDays` (issue 33: it had come back in every new session).
 */
export function showsVenueProEndPopup(
  {
    isVenue,
    endDate,
    canBill,
    formCompleted,
    closedAt = null,
  }: { isVenue: boolean; endDate: string | null; canBill: boolean; formCompleted: boolean; closedAt?: string | null },
  now: Date,
): boolean {
  const quiet =
    closedAt !== null && now.getTime() - new Date(closedAt).getTime() < venueProEndPopupQuietDays * 86_400_000;
  return isVenue && canBill && !formCompleted && !quiet && endDate !== null && new Date(endDate) > now;
}
