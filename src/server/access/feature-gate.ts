import { isVenue } from '../../domain/categories.ts';
import {
  featureMinTier,
  hasFeatureAccess,
  isFeatureOffered,
  type Feature,
  type FeatureContext,
} from '../../domain/feature-access.ts';
import { featureNameKey } from '../../domain/feature-names.ts';
import { AppError } from '../http/errors.ts';
import { translatorFor } from '../i18n/translator.ts';
import { readTier } from '../../domain/tiers.ts';
import { adminOverrideApplies, readDemoTier, tierSeenBy } from '../../domain/supplier-admin.ts';
import type { SupplierAccess } from './supplier-access.ts';

/** A supplier seen by someone: a signed-in user, or an anonymous couple (not a platform admin). */
export interface GateSubject {
  supplier: SupplierAccess['supplier'];
  user: Pick<SupplierAccess['user'], 'isPlatformAdmin'>;
}

/**
 * The feature table's context of a supplier seen by a user: platform admins get the admin override, or in
 * demo mode the demo tier without it (they see what the supplier would at that tier).
 */
export function featureContextOf({ supplier, user }: GateSubject): FeatureContext {
  const category = supplier.types[0] ?? '';
  const demoTier = readDemoTier(supplier.demoTier);
  return {
    tier: tierSeenBy(readTier(supplier.tier), demoTier, user.isPlatformAdmin),
    isVenue: isVenue(category),
    category,
    country: supplier.countryCode,
    isPlatformAdmin: adminOverrideApplies(demoTier, user.isPlatformAdmin),
  };
}

export function canUseFeature(access: GateSubject, feature: Feature): boolean {
  return hasFeatureAccess(feature, featureContextOf(access));
}

/** English names of the features for the API's messages (the web shows the fields' keys in the user's language). */
const english = translatorFor('en-GB');

/**
 * Refuses a gated call (design.md section 4). A supplier the feature is not offered to (its kind, category or country)
 * gets 403 `not-offered`: no tier would open it, so naming one would mislead. Below the feature's minimum tier it gets
 * 403 `tier-required`, `fields.tier` naming that tier (`tiers:names.<tier>`) for the web's lock. Both name the feature
 * in `fields.feature` (`tiers:features.<feature>`, or its name for a non-venue: featureNameKey).
 */
export function requireFeature(access: GateSubject, feature: Feature): void {
  const context = featureContextOf(access);
  if (hasFeatureAccess(feature, context)) return;
  const named = { feature: featureNameKey(feature, context) };
  const min = featureMinTier(feature, context);
  if (!min || !isFeatureOffered(feature, context))
    throw new AppError(
      403,
      'not-offered',
      `${english(named.feature)}: not available for this supplier's category or country`,
      { ...named, _: 'tiers:notOffered' },
    );
  throw new AppError(403, 'tier-required', `This needs the ${min} tier or above`, {
    ...named,
    tier: `tiers:names.${min}`,
  });
}
