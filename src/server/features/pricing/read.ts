/**
 * What other features read of a supplier's pricing (packages, a venue's price schemes, brochures): the public profile
 * page's reads, and the listing's read with its order and row views.
 */
export { readPackages } from './packages.ts';
export { readPriceSchemes, priceSchemeOrder, toScheme } from './price-schemes.ts';
export { readBrochures, brochureOrder, toBrochure } from './brochures.ts';
