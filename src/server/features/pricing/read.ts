/** What the public profile page reads of a supplier's pricing (packages, a venue's price schemes, brochures). */
export { readPackages } from './packages.ts';
export { readPriceSchemes } from './price-schemes.ts';
export { readBrochures } from './brochures.ts';
export { venuePriceFields } from '../../../domain/pricing/price-schemes.ts';
