import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SupplierRole } from '../../domain/roles.ts';
import { supplierUsers, suppliers, users } from '../db/schema/index.ts';
import type { Supplier } from '../access/supplier-access.ts';
import { createUser, type CreatedUser } from './factories.ts';
import type { TestContext } from './test-app.ts';

export interface CreateSupplierOptions extends Partial<typeof suppliers.$inferInsert> {
  /** The user who gets `role` on the supplier (admin by default) and has it as active supplier. */
  ownerId: string;
  role?: SupplierRole;
}

/** Inserts a supplier of its own (unique ids and names) so tests run in parallel without cleanup. */
export async function createSupplier(
  ctx: TestContext,
  { ownerId, role = 'admin', ...overrides }: CreateSupplierOptions,
): Promise<Supplier> {
  const id = randomUUID();
  const unique = id.slice(0, 8);
  const { db } = ctx.database;
  const [supplier] = await db
    .insert(suppliers)
    .values({
      id,
      publicId: `p${unique}`,
      slug: `test-venue-${unique}`,
      name: `Test Venue ${unique}`,
      types: ['venue'],
      email: `hello-${unique}@venue.example`,
      phone: '020 7946 0018',
      website: `https://venue-${unique}.example`,
      street: ['1 Test Lane'],
      postalCode: 'SW1A 1AA',
      city: 'London',
      adminArea: ['Greater London', 'England'],
      countryCode: 'GB',
      latitude: 51.501,
      longitude: -0.1416,
      ...overrides,
    })
    .returning();
  await db.insert(supplierUsers).values({ supplierId: id, userId: ownerId, role });
  await db.update(users).set({ activeSupplierId: id }).where(eq(users.id, ownerId));
  return supplier!;
}

/** A new user and a supplier they own (admin role, active supplier): the usual start of a supplier-scoped test. */
export async function createOwnedSupplier(
  ctx: TestContext,
  overrides: Partial<CreateSupplierOptions> = {},
): Promise<{ user: CreatedUser; supplier: Supplier }> {
  const user = await createUser(ctx);
  const supplier = await createSupplier(ctx, { ownerId: user.id, ...overrides });
  return { user, supplier };
}
