import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { businessesToHandOver, deletionConfirmed } from '../../../domain/privacy/account-deletion.ts';
import { deleteAccountSchema } from '../../../domain/privacy/privacy-api.ts';
import { readRole } from '../../../domain/roles.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { SessionUser } from '../../auth/session.ts';
import { accounts, callRequests, dataExports, supplierUsers, suppliers, users } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { parseForm } from '../../http/parse-form.ts';
import { reauthenticate } from '../auth/service.ts';

/**
 * Deletes the signed-in user's account (issue 35, docs/decisions/privacy.md "Erasure and retention"), after the user
 * typed their e-mail address and, when the account has a password, gave it. The sole admin of a business is refused
 * (409 hand-over-required, naming the businesses). The user row goes, and with it (foreign keys) the sessions,
 * sign-in methods, memberships, calendar feeds and team chat; what the businesses must keep (ledger entries,
 * checkouts, invoices, enquiry conversations, notes, audit entries) stays with the person replaced by the anonymous
 * marker NULL, shown as "Former team member". The user's call requests (their phone number) are deleted, and their exports' ZIPs.
 */
export async function deleteAccount(deps: AppDeps, user: SessionUser, input: unknown): Promise<void> {
  const form = parseForm(deleteAccountSchema, input);
  if (!deletionConfirmed(form.confirmation, user.email))
    throw badRequest('validation', 'The confirmation is not the account’s e-mail address', {
      confirmation: 'privacy:deleteAccount.confirmationMismatch',
    });
  const { db } = deps.database;
  const [credential] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')))
    .limit(1);
  if (credential) await reauthenticate(deps, user, form.currentPassword ?? '');

  const { profilePhoto, exportKeys } = await db.transaction(async (tx) => {
    const memberships = await tx
      .select({ supplierId: supplierUsers.supplierId, businessName: suppliers.name, role: supplierUsers.role })
      .from(supplierUsers)
      .innerJoin(suppliers, eq(suppliers.id, supplierUsers.supplierId))
      .where(and(eq(supplierUsers.userId, user.id), eq(suppliers.deleted, false)))
      // two admins of one business leaving at once: the second waits and then counts the first as gone
      .for('update', { of: suppliers });
    const adminOf = memberships.filter((membership) => readRole(membership.role) === 'admin');
    const otherAdmins = new Map(
      adminOf.length === 0
        ? []
        : (
            await tx
              .select({ supplierId: supplierUsers.supplierId, admins: count() })
              .from(supplierUsers)
              .where(
                and(
                  inArray(
                    supplierUsers.supplierId,
                    adminOf.map((membership) => membership.supplierId),
                  ),
                  ne(supplierUsers.userId, user.id),
                  eq(supplierUsers.role, 'admin'),
                ),
              )
              .groupBy(supplierUsers.supplierId)
          ).map((row) => [row.supplierId, row.admins]),
    );
    const blocking = businessesToHandOver(
      memberships.map((membership) => ({
        ...membership,
        role: readRole(membership.role),
        otherAdmins: otherAdmins.get(membership.supplierId) ?? 0,
      })),
    );
    if (blocking.length > 0) {
      const names = blocking.map((business) => business.businessName).join(', ');
      throw new AppError(
        409,
        'hand-over-required',
        `Make another member admin of ${names}, or delete the business, before deleting your account`,
        undefined,
        { businesses: names },
      );
    }
    await tx.delete(callRequests).where(eq(callRequests.requestedBy, user.id));
    // the export rows would go with the user (foreign key); their ZIPs in storage hold the same data and go too
    const exports = await tx
      .delete(dataExports)
      .where(eq(dataExports.userId, user.id))
      .returning({ storageKey: dataExports.storageKey });
    const [deleted] = await tx
      .delete(users)
      .where(eq(users.id, user.id))
      .returning({ profilePhoto: users.profilePhoto });
    return { profilePhoto: deleted?.profilePhoto ?? null, exportKeys: exports.flatMap((e) => e.storageKey ?? []) };
  });
  const photoKey = profilePhoto ? deps.providers.storage.keyOf(profilePhoto) : null;
  for (const key of [...exportKeys, ...(photoKey ? [photoKey] : [])]) await deps.providers.storage.delete(key);
}
