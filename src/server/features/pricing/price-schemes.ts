import { asc, eq } from 'drizzle-orm';
import { isVenue } from '../../../domain/categories.ts';
import { priceSchemeInputSchema, type SupplierPriceScheme } from '../../../domain/pricing/price-schemes.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { supplierPriceSchemes } from '../../db/schema/index.ts';
import { forbidden } from '../../http/errors.ts';
import { parseForm } from '../../http/parse-form.ts';
import { orderedRowCalls } from './ordered-rows.ts';

type SchemeRow = typeof supplierPriceSchemes.$inferSelect;

/**
 * Price schemes belong to venues only: other suppliers get 403 venue-only (docs/decisions/pricing.md,
 * "Price schemes are for venues only").
 */
export function requireVenue(access: SupplierAccess): void {
  if (!isVenue(access.supplier.types[0] ?? '')) throw forbidden('venue-only', 'Price schemes are for venues only');
}

export function toScheme(row: SchemeRow, currency: string): SupplierPriceScheme {
  const { supplierId: _supplierId, createdAt, updatedAt, ...rest } = row;
  // method, guests type and scheme are written only from the domain's enums
  return {
    ...rest,
    currency,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  } as SupplierPriceScheme;
}

/** A venue's price schemes by order; also the public profile's read. */
export async function readPriceSchemes(
  db: Db,
  supplier: { id: string; currency: string },
): Promise<SupplierPriceScheme[]> {
  const rows = await db
    .select()
    .from(supplierPriceSchemes)
    .where(eq(supplierPriceSchemes.supplierId, supplier.id))
    .orderBy(...priceSchemeOrder);
  return rows.map((row) => toScheme(row, supplier.currency));
}

/** The schemes' order as the supplier set it (also the listing's read). */
export const priceSchemeOrder = [asc(supplierPriceSchemes.order), asc(supplierPriceSchemes.createdAt)];

export const priceSchemeCalls = orderedRowCalls({
  table: supplierPriceSchemes,
  notFound: 'price scheme not found',
  parse: (_access, input) => parseForm(priceSchemeInputSchema, input),
  view: toScheme,
  read: readPriceSchemes,
});
