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
