import { isVenue } from '../../domain/categories.ts';
import { featureMinTier, hasFeatureAccess, type Feature, type FeatureContext } from '../../domain/feature-access.ts';
import { AppError } from '../http/errors.ts';
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

/**
 * Refuses a tier-gated call (design.md section 4): 403 `tier-required`; `fields` names the feature and
 * the minimum tier as i18n keys (`tiers:features.<feature>`, `tiers:names.<tier>`) for the web's lock.
 */
export function requireFeature(access: GateSubject, feature: Feature): void {
  const context = featureContextOf(access);
  if (hasFeatureAccess(feature, context)) return;
  const min = featureMinTier(feature, context);
  const fields: Record<string, string> = { feature: `tiers:features.${feature}` };
  if (min) fields.tier = `tiers:names.${min}`;
  throw new AppError(
    403,
    'tier-required',
    min ? `This needs the ${min} tier or above` : 'This feature is not offered to this supplier',
    fields,
  );
}
