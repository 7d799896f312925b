import { supplierUsers } from '../../db/schema/index.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import type { TestContext } from '../../test/test-app.ts';

/** A second user with the admin role on the supplier (a viewer's supplier needs someone who writes). */
export async function addAdmin(ctx: TestContext, supplierId: string): Promise<CreatedUser> {
  const admin = await createUser(ctx);
  await ctx.database.db.insert(supplierUsers).values({ supplierId, userId: admin.id, role: 'admin' });
  return admin;
}
