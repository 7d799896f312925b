import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { supplierPackages, supplierPriceSchemes } from '../../db/schema/index.ts';

/**
 * Which of these package and price scheme ids are the supplier's own (a quote's lines name where they came from): the
 * ids of both kinds that exist under this supplier, so another supplier's package is never named on a quote.
 */
export async function ownedPricingIds(
  db: Db | Tx,
  supplierId: string,
  ids: { package: readonly string[]; priceScheme: readonly string[] },
): Promise<{ package: Set<string>; priceScheme: Set<string> }> {
  const [packages, schemes] = await Promise.all([
    ids.package.length === 0
      ? []
      : db
          .select({ id: supplierPackages.id })
          .from(supplierPackages)
          .where(and(eq(supplierPackages.supplierId, supplierId), inArray(supplierPackages.id, [...ids.package]))),
    ids.priceScheme.length === 0
      ? []
      : db
          .select({ id: supplierPriceSchemes.id })
          .from(supplierPriceSchemes)
          .where(
            and(
              eq(supplierPriceSchemes.supplierId, supplierId),
              inArray(supplierPriceSchemes.id, [...ids.priceScheme]),
            ),
          ),
  ]);
  return {
    package: new Set(packages.map((row) => row.id)),
    priceScheme: new Set(schemes.map((row) => row.id)),
  };
}
