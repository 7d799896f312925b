import { desc, eq } from 'drizzle-orm';
import { applySearchBoost } from '../../../domain/search-boost.ts';
import { isVenue } from '../../../domain/categories.ts';
import type { SearchBoostChange, AuditLog } from '../../../domain/supplier-admin-api.ts';
import { becomesDeleted, invalidUnlinkMessage, type ActionFlags } from '../../../domain/supplier-admin.ts';
import type { Tier } from '../../../domain/tiers.ts';
import { deleteMembership, lockMembership } from '../../access/memberships.ts';
import type { Supplier } from '../../access/supplier-access.ts';
import type { Db, Tx } from '../../db/client.ts';
import { adminAudit, events, supplierUsers, suppliers, users } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { joinedPersonName } from '../enquiries/enquiry-view.ts';
import { premiumPatch } from '../suppliers/premium.ts';
import { trialColumns, trialStateOf } from '../trial/trial.ts';
import { toggleTrial as toggleTrialRule } from '../../../domain/trial.ts';

type SupplierPatch = Partial<typeof suppliers.$inferInsert>;

/** Who changes what, when. */
export interface AdminChange {
  actorId: string;
  supplierId: string;
  now: Date;
}

/**
 * One admin change in a transaction: the supplier row locked, the patch its rule makes written, and an
 * audit row with the changed fields before and after. `alongside` runs in the same transaction.
 */
async function changeSupplier(
  db: Db,
  { actorId, supplierId, now }: AdminChange,
  action: string,
  rule: (row: Supplier) => SupplierPatch,
  alongside?: (tx: Tx, row: Supplier, patch: SupplierPatch) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(suppliers).where(eq(suppliers.id, supplierId)).for('update');
    if (!row) throw notFound('supplier not found');
    const patch = rule(row);
    const before = Object.fromEntries(Object.keys(patch).map((key) => [key, row[key as keyof Supplier]]));
    await tx
      .update(suppliers)
      .set({ ...patch, updatedAt: now })
      .where(eq(suppliers.id, supplierId));
    await tx.insert(adminAudit).values({ supplierId, actorId, action, before, after: patch, createdAt: now });
    await alongside?.(tx, row, patch);
  });
}

export function changeTier(db: Db, change: AdminChange, tier: Tier): Promise<void> {
  return changeSupplier(db, change, 'premium', (row) => premiumPatch(row, tier, change.now));
}

/**
 * Spec "A trial toggle sets active and activatedAt": on starts a trial at its tier, off ends it as the trial job does
 * (src/domain/trial.ts).
 */
export function toggleTrial(db: Db, change: AdminChange, active: boolean): Promise<void> {
  return changeSupplier(db, change, 'trial', (row) =>
    trialColumns(row, toggleTrialRule(trialStateOf(row), active, change.now), change.now),
  );
}

/** The boost for a venue type is for venues only (a florist has no venue type to be found by). */
export function setSearchBoost(db: Db, change: AdminChange, choice: SearchBoostChange): Promise<void> {
  return changeSupplier(db, change, 'searchBoost', (row) => {
    if (choice.mode === 'type' && !isVenue(row.types[0] ?? ''))
      throw badRequest('validation', 'Only a venue can be boosted for a venue type', { mode: 'validation:invalid' });
    // an admin's boost has no end (a bought one's period is dropped with it)
    return { ...applySearchBoost(choice), searchBoostEndsAt: null };
  });
}

/**
 * The actions flags; marking the supplier deleted sends a deactivation event per collaborator (spec
 * section 4), written with the change.
 */
export function updateActions(db: Db, change: AdminChange, flags: Partial<ActionFlags>): Promise<void> {
  return changeSupplier(
    db,
    change,
    'actions',
    () => flags,
    async (tx, row) => {
      if (!becomesDeleted({ deleted: row.deleted, checked: row.checked, searchable: row.searchable }, flags)) return;
      const members = await tx
        .select({ userId: supplierUsers.userId })
        .from(supplierUsers)
        .where(eq(supplierUsers.supplierId, row.id));
      if (!members.length) return;
      await tx.insert(events).values(
        members.map(({ userId }) => ({
          event: 'collaboratorDeactivated',
          category: 'admin',
          source: 'portal',
          supplierId: row.id,
          userId,
          specificEventProps: { reason: 'supplierDeleted', by: change.actorId },
          createdAt: change.now,
        })),
      );
    },
  );
}

export function setDemoMode(db: Db, change: AdminChange, tier: Tier | null): Promise<void> {
  return changeSupplier(db, change, 'demoMode', () => ({ demoTier: tier }));
}

/**
 * Unlink a user from the supplier: 'Cannot unlink user - invalid uid' for an empty id or one without access; the last
 * admin stays.
 */
export async function unlinkUser(db: Db, { actorId, supplierId, now }: AdminChange, userId: string): Promise<void> {
  const invalid = () => badRequest('invalid-uid', invalidUnlinkMessage, { userId: 'validation:invalid' });
  if (!userId.trim()) throw invalid();
  await db.transaction(async (tx) => {
    const member = await lockMembership(tx, supplierId, userId, false, invalid);
    await deleteMembership(tx, supplierId, userId);
    await tx.insert(adminAudit).values({
      supplierId,
      actorId,
      action: 'unlinkUser',
      before: { userId, role: member.role },
      after: {},
      createdAt: now,
    });
  });
}

/** The supplier's audit log, newest first (the last 100 changes). */
export async function readAuditLog(db: Db, supplierId: string): Promise<AuditLog> {
  const rows = await db
    .select({ entry: adminAudit, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(adminAudit)
    .leftJoin(users, eq(users.id, adminAudit.actorId))
    .where(eq(adminAudit.supplierId, supplierId))
    .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
    .limit(100);
  return {
    entries: rows.map(({ entry, ...actor }) => ({
      id: entry.id,
      action: entry.action,
      actorName: joinedPersonName(actor),
      before: entry.before,
      after: entry.after,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
