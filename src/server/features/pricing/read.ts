/**
 * What other features read of a supplier's pricing (packages, a venue's price schemes, brochures): the public profile
 * page's reads, the listing's read with its order and row views, and the check that a quote's line names the
 * supplier's own package or price scheme.
 */
export { readPackages } from './packages.ts';
export { readPriceSchemes, priceSchemeOrder, toScheme } from './price-schemes.ts';
export { readBrochures, brochureOrder, toBrochure } from './brochures.ts';
export { ownedPricingIds } from './owned-ids.ts';
