import { asc, eq } from 'drizzle-orm';
import { comparePackages, packageInputSchemaFor, type SupplierPackage } from '../../../domain/pricing/packages.ts';
import type { Db } from '../../db/client.ts';
import { supplierPackages } from '../../db/schema/index.ts';
import { parseForm } from '../../http/parse-form.ts';
import { orderedRowCalls } from './ordered-rows.ts';

type PackageRow = typeof supplierPackages.$inferSelect;

function toPackage(row: PackageRow, currency: string): SupplierPackage {
  const { supplierId: _supplierId, createdAt, updatedAt, ...rest } = row;
  return { ...rest, currency, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

/** A supplier's packages in the spec's order (order, then price); also the public profile's read. */
export async function readPackages(db: Db, supplier: { id: string; currency: string }): Promise<SupplierPackage[]> {
  const rows = await db
    .select()
    .from(supplierPackages)
    .where(eq(supplierPackages.supplierId, supplier.id))
    .orderBy(asc(supplierPackages.order), asc(supplierPackages.price));
  return rows.map((row) => toPackage(row, supplier.currency)).sort(comparePackages);
}

/** Package calls; the inclusions a package may list are those of the supplier's category. */
export const packageCalls = orderedRowCalls({
  table: supplierPackages,
  notFound: 'package not found',
  parse: (access, input) => parseForm(packageInputSchemaFor(access.supplier.types[0] ?? ''), input),
  view: toPackage,
  read: readPackages,
});
