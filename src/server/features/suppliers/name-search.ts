import { and, asc, eq, ilike, ne, type SQL } from 'drizzle-orm';
import { searchResultLimit } from '../../../domain/recommendations.ts';
import type { SupplierSearchResult } from '../../../domain/recommendations-api.ts';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { suppliers } from '../../db/schema/index.ts';

/**
 * Suppliers on the marketplace whose name holds `q`, other than the one searching, that also meet `filter`
 * (not recommended yet; of the category a real wedding links): at most 10, by name, with what tells two of
 * one name apart (category and town).
 */
export async function searchSuppliersByName(
  db: Db,
  searcherId: string,
  q: string,
  filter?: SQL,
): Promise<SupplierSearchResult[]> {
  const rows = await db
    .select({ id: suppliers.id, name: suppliers.name, types: suppliers.types, city: suppliers.city })
    .from(suppliers)
    .where(
      and(
        eq(suppliers.deleted, false),
        ne(suppliers.id, searcherId),
        ilike(suppliers.name, containsPattern(q)),
        filter,
      ),
    )
    .orderBy(asc(suppliers.name), asc(suppliers.id))
    .limit(searchResultLimit);
  return rows.map((row) => ({ id: row.id, name: row.name, category: row.types[0] ?? '', town: row.city }));
}
