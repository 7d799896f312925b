import { and, asc, eq } from 'drizzle-orm';
import { isLocale, defaultLocale, type Locale } from '../../../domain/locales.ts';
import type { SupplierRole } from '../../../domain/roles.ts';
import type { SupplierSummary, Viewer } from '../../../domain/viewer.ts';
import { findSupplierAccess } from '../../access/supplier-access.ts';
import type { SessionUser } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { supplierUsers, suppliers, users } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import { supplierViewOf } from '../suppliers/supplier-view.ts';
import { readTier } from '../../../domain/tiers.ts';
import { signInProviderOf } from '../../../domain/social-sign-in.ts';

/** The suppliers the user holds a role on (deleted ones drop out), by name. */
async function accessibleSuppliers(db: Db, userId: string): Promise<SupplierSummary[]> {
  const rows = await db
    .select({
      id: suppliers.id,
      name: suppliers.name,
      types: suppliers.types,
      tier: suppliers.tier,
      country: suppliers.countryCode,
      role: supplierUsers.role,
    })
    .from(supplierUsers)
    .innerJoin(suppliers, eq(suppliers.id, supplierUsers.supplierId))
    .where(and(eq(supplierUsers.userId, userId), eq(suppliers.deleted, false)))
    .orderBy(asc(suppliers.name), asc(suppliers.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    category: row.types[0] ?? '',
    tier: readTier(row.tier),
    country: row.country,
    role: row.role as SupplierRole,
  }));
}

/**
 * The viewer: user, suppliers and active supplier. A stored active supplier the user lost access to
 * falls back to their first supplier; a platform admin's active supplier may be anyone's (it joins
 * the list so the switcher can show it).
 */
export async function loadViewer(db: Db, storage: StorageProvider, sessionUser: SessionUser): Promise<Viewer> {
  const [user] = await db.select().from(users).where(eq(users.id, sessionUser.id)).limit(1);
  if (!user) throw notFound('user not found');
  const list = await accessibleSuppliers(db, user.id);

  const wantedId = user.activeSupplierId ?? list[0]?.id;
  let access = wantedId ? await findSupplierAccess(db, sessionUser, wantedId) : null;
  if (!access && list[0] && list[0].id !== wantedId) access = await findSupplierAccess(db, sessionUser, list[0].id);
  const activeSupplier = access
    ? await supplierViewOf(db, storage, access.supplier, access.role, sessionUser.isPlatformAdmin)
    : null;
  if (activeSupplier && !list.some((s) => s.id === activeSupplier.id)) {
    list.push({
      id: activeSupplier.id,
      name: activeSupplier.name,
      category: activeSupplier.category,
      tier: activeSupplier.premium.tier,
      country: activeSupplier.address.country,
      role: activeSupplier.role,
    });
  }

  return {
    user: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      profilePhoto: user.profilePhoto,
      registrationDate: user.createdAt.toISOString(),
      provider: signInProviderOf(user.lastLoginMethod),
      authenticatedAt: user.authenticatedAt?.toISOString() ?? null,
      correspondenceEmail: user.email,
      l10n: {
        locale: isLocale(user.locale) ? user.locale : defaultLocale,
        currency: user.currency,
        country: user.country,
      },
      isPlatformAdmin: sessionUser.isPlatformAdmin,
    },
    suppliers: list,
    activeSupplier,
  };
}

/** Spec "Supplier switching": only to a supplier the user can access (platform admins: any), else 404. */
export async function switchActiveSupplier(db: Db, user: SessionUser, supplierId: string): Promise<void> {
  const access = await findSupplierAccess(db, user, supplierId);
  if (!access) throw notFound('supplier not found');
  await db.update(users).set({ activeSupplierId: supplierId, updatedAt: new Date() }).where(eq(users.id, user.id));
}

export async function setUserLocale(db: Db, userId: string, locale: Locale): Promise<void> {
  await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId));
}
