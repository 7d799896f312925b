import { z } from '../zod.ts';
import { supplierBrochureSchema } from './brochure-schemas.ts';
import { supplierPackageSchema } from './packages.ts';
import { priceSchemes, supplierPriceSchemeSchema } from './price-schemes.ts';

/** Answers of the /pricing calls, shared by the API (response schemas) and the web (types). */

export const packagesResponseSchema = z.object({
  packages: z.array(supplierPackageSchema),
  currency: z.string(),
  /** The checkbox group of the supplier's category. */
  inclusions: z.array(z.string()),
});
export type PackagesResponse = z.infer<typeof packagesResponseSchema>;

export const priceSchemesResponseSchema = z.object({
  priceSchemes: z.array(supplierPriceSchemeSchema),
  currency: z.string(),
  /** The listing's venue price fields derived from the schemes. */
  listingFields: z.record(z.string(), z.number()),
  schemes: z.array(z.enum(priceSchemes)),
});
export type PriceSchemesResponse = z.infer<typeof priceSchemesResponseSchema>;

export const brochuresResponseSchema = z.object({
  brochures: z.array(supplierBrochureSchema),
  limit: z.number().int(),
  maxBytes: z.number().int(),
});
export type BrochuresResponse = z.infer<typeof brochuresResponseSchema>;
