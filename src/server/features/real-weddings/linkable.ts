import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { offeredCountriesOf } from '../../../domain/feature-access.ts';
import type { LinkedRole } from '../../../domain/real-weddings/real-weddings.ts';
import { suppliers } from '../../db/schema/index.ts';

/**
 * Suppliers a real wedding can credit in `role`: on the marketplace, of that category, where real weddings are offered.
 */
export function linkableSuppliers(role: LinkedRole | null): SQL | undefined {
  const countries = offeredCountriesOf('realWeddings');
  return and(
    eq(suppliers.deleted, false),
    role ? sql`${suppliers.types}[1] = ${role}` : sql`false`,
    countries ? inArray(suppliers.countryCode, [...countries]) : undefined,
  );
}
