import { eq } from 'drizzle-orm';
import { isBlank } from '../../../domain/field-rules.ts';
import type { Supplier } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { supplierUsers, users } from '../../db/schema/index.ts';

/**
 * Who hears of what happens to a supplier (a new review): every team member in their language, else the supplier's own
 * address.
 */
export async function teamMailRecipients(
  db: Db,
  supplier: Pick<Supplier, 'id' | 'email' | 'locale'>,
): Promise<{ email: string; locale: string }[]> {
  const members = await db
    .select({ email: users.email, locale: users.locale })
    .from(supplierUsers)
    .innerJoin(users, eq(users.id, supplierUsers.userId))
    .where(eq(supplierUsers.supplierId, supplier.id));
  return members.length > 0
    ? members
    : isBlank(supplier.email)
      ? []
      : [{ email: supplier.email, locale: supplier.locale }];
}
