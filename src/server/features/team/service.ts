import { asc, eq } from 'drizzle-orm';
import { readRole } from '../../../domain/roles.ts';
import type { TeamMember } from '../../../domain/team.ts';
import type { Db } from '../../db/client.ts';
import { supplierUsers, users } from '../../db/schema/index.ts';
import { personName } from '../enquiries/enquiry-view.ts';

/** The supplier's users by name (a name left empty falls back to the e-mail address). */
export async function listTeam(db: Db, supplierId: string): Promise<TeamMember[]> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: supplierUsers.role,
    })
    .from(supplierUsers)
    .innerJoin(users, eq(users.id, supplierUsers.userId))
    .where(eq(supplierUsers.supplierId, supplierId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((row) => ({ id: row.id, name: personName(row), role: readRole(row.role) }));
}
