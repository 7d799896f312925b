import { z } from 'zod';
import { featureMinTier, hasFeatureAccess, type FeatureContext } from '../feature-access.ts';
import type { Tier } from '../tiers.ts';

/** Contacting a couple (spec sections 3, 5, 6 and 8): a paid message to a couple seen in the couples activity. */

/** Tier gate of the feature table: classic for non-venues, expert for venues. */
export function canContactCouples(context: FeatureContext): boolean {
  return hasFeatureAccess('contactCouples', context);
}

export function contactCouplesMinTier(kind: { isVenue: boolean }): Tier | null {
  return featureMinTier('contactCouples', kind);
}

/** Spec section 8: the answer (HTTP 400) when this supplier already wrote to this couple. */
export const messageAlreadySentError = 'message already sent';

export const contactCoupleMessageMaxLength = 2000;

const id = z.string({ error: 'validation:required' }).trim().min(1, { error: 'validation:required' }).max(128, { error: 'validation:maxLength' });

/** The call's payload; eventType is the activity event the supplier answers (the events table's type). */
export const contactCoupleSchema = z.object({
  supplierId: id,
  weddingId: id,
  eventType: id,
  message: z.string({ error: 'validation:required' }).trim().min(1, { error: 'validation:required' }).max(contactCoupleMessageMaxLength, { error: 'validation:maxLength' }),
  supplierUserId: id,
});
export type ContactCoupleInput = z.infer<typeof contactCoupleSchema>;
