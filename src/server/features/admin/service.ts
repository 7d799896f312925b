import { asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { adminSearchPageSize, type AdminSearchResult } from '../../../domain/admin-search.ts';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { supplierUsers, suppliers, users } from '../../db/schema/index.ts';
import { readTier } from '../../../domain/tiers.ts';

function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  const byUserEmail = sql`exists (select 1 from ${supplierUsers} inner join ${users} on ${users.id} = ${supplierUsers.userId}
    where ${supplierUsers.supplierId} = ${suppliers.id} and ${users.email} ilike ${pattern})`;
  return or(ilike(suppliers.name, pattern), eq(suppliers.id, q), eq(suppliers.publicId, q), byUserEmail);
}

/** Any supplier (deleted ones too: support needs to find them), by name then id, one page at a time. */
export async function searchSuppliers(db: Db, q: string, page: number): Promise<AdminSearchResult> {
  const where = searchCondition(q);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: suppliers.id,
        publicId: suppliers.publicId,
        name: suppliers.name,
        types: suppliers.types,
        tier: suppliers.tier,
        country: suppliers.countryCode,
        city: suppliers.city,
        deleted: suppliers.deleted,
      })
      .from(suppliers)
      .where(where)
      .orderBy(asc(suppliers.name), asc(suppliers.id))
      .limit(adminSearchPageSize)
      .offset((page - 1) * adminSearchPageSize),
    db.select({ total: count() }).from(suppliers).where(where),
  ]);

  const emails = rows.length
    ? await db
        .select({ supplierId: supplierUsers.supplierId, email: users.email })
        .from(supplierUsers)
        .innerJoin(users, eq(users.id, supplierUsers.userId))
        .where(
          inArray(
            supplierUsers.supplierId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(users.email))
    : [];

  return {
    items: rows.map((row) => ({
      id: row.id,
      publicId: row.publicId,
      name: row.name,
      category: row.types[0] ?? '',
      tier: readTier(row.tier),
      country: row.country,
      city: row.city,
      deleted: row.deleted,
      userEmails: emails.filter((e) => e.supplierId === row.id).map((e) => e.email),
    })),
    total: totals?.total ?? 0,
    page,
    pageSize: adminSearchPageSize,
  };
}
