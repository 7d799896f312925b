import { hasFeatureAccess, type FeatureContext, type SupplierKind } from './feature-access.ts';
import type { SupplierView } from './viewer.ts';

/** What the feature table asks of a supplier besides its tier (venue or not, category, country). */
export function supplierKindOf(supplier: SupplierView): SupplierKind {
  return { isVenue: supplier.isVenue, category: supplier.category, country: supplier.address.country };
}

/** Everything hasFeatureAccess needs to know about this supplier, seen by this user. */
export function featureContextOf(supplier: SupplierView, isPlatformAdmin: boolean): FeatureContext {
  // in demo mode a platform admin sees the portal as the supplier would at the demo tier
  return {
    ...supplierKindOf(supplier),
    country: supplier.address.country,
    tier: supplier.premium.tier,
    isPlatformAdmin: isPlatformAdmin && !supplier.admin.demoMode.active,
  };
}

/**
 * Whether the top bar names the supplier's tier: spec section 6 opens "top-bar tier info" at lite, so a free or
 * unverified supplier's frame does not announce its tier (the plans page and the menu's locks still say it).
 */
export function showsTierInTopBar(context: FeatureContext): boolean {
  return hasFeatureAccess('topBarTierInfo', context);
}
