import { and, asc, eq, lte, sql } from 'drizzle-orm';
import {
  endTrial,
  extendTrial,
  trialExtensionRefusal,
  trialHasExpired,
  type TrialPatch,
  type TrialState,
} from '../../../domain/trial.ts';
import { isTier, readTier } from '../../../domain/tiers.ts';
import type { Db, Tx } from '../../db/client.ts';
import { adminAudit, suppliers } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { premiumPatch } from '../suppliers/premium.ts';
import { rawRows } from '../../db/raw-rows.ts';

type SupplierRow = typeof suppliers.$inferSelect;

export function trialStateOf(row: SupplierRow): TrialState {
  return {
    tier: readTier(row.tier),
    trialActive: row.trialActive,
    trialActivatedAt: row.trialActivatedAt,
    trialEndsAt: row.trialEndsAt,
    trialTierBefore: row.trialTierBefore !== null && isTier(row.trialTierBefore) ? row.trialTierBefore : null,
    trialExtendedCount: row.trialExtendedCount,
  };
}

/**
 * The supplier columns a trial rule's patch writes; a tier change goes through the premium rules an admin change uses.
 */
export function trialColumns(row: SupplierRow, { tier, ...patch }: TrialPatch, now: Date): Partial<SupplierRow> {
  return { ...patch, ...(tier === undefined ? {} : premiumPatch(row, tier, now)) };
}

/** The audit log's record of a trial change: the changed columns before and after. */
function auditOf(row: SupplierRow, columns: Partial<SupplierRow>) {
  return {
    before: Object.fromEntries(Object.keys(columns).map((key) => [key, row[key as keyof SupplierRow]])),
    after: columns,
  };
}

async function writeTrialChange(
  tx: Tx,
  row: SupplierRow,
  columns: Partial<SupplierRow>,
  action: string,
  actorId: string | null,
  now: Date,
): Promise<void> {
  await tx
    .update(suppliers)
    .set({ ...columns, updatedAt: now })
    .where(eq(suppliers.id, row.id));
  await tx.insert(adminAudit).values({ supplierId: row.id, actorId, action, ...auditOf(row, columns), createdAt: now });
}

const refusalTexts = {
  'platform-admin': 'Platform admins do not extend trials',
  'not-on-trial': 'This business has no running trial',
  'not-lite': 'Only a trial at the lite tier can be extended',
  'already-extended': 'The trial was extended already; it can be extended once',
} as const;

/**
 * Spec "Trial extension", asked for by one of the business's admins: the supplier row locked, the rule
 * checked on it, the end moved and the extended count raised, written to the audit log (the tier-change
 * history) with who asked. 409 with the reason when the rule refuses.
 */
export async function extendSupplierTrial(
  db: Db,
  supplierId: string,
  user: { id: string; isPlatformAdmin: boolean },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(suppliers).where(eq(suppliers.id, supplierId)).for('update');
    if (!row) throw notFound('supplier not found');
    const state = trialStateOf(row);
    const refusal = trialExtensionRefusal(state, user.isPlatformAdmin);
    if (refusal) throw new AppError(409, `trial-${refusal}`, refusalTexts[refusal]);
    await writeTrialChange(tx, row, trialColumns(row, extendTrial(state, now), now), 'trialExtended', user.id, now);
  });
}

/** A transaction-scoped advisory lock key of the trial job: one API node at a time runs it. */
const trialJobLock = 0x7472_6961; // "tria"

/**
 * Ends the trials past their end (the trial job): each returns its supplier to the tier it had, in the
 * tier-change history as the portal's own change (no actor). Under an advisory lock, so one node runs it
 * at a time, and each row re-read under its row lock, so two runs at once end a trial once. Returns the
 * suppliers it changed (their public pages are dropped).
 */
export async function endExpiredTrials(db: Db, now: Date, batch = 200): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [lock] = await rawRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${trialJobLock}) as locked`,
    );
    if (!lock?.locked) return [];
    const rows = await tx
      .select()
      .from(suppliers)
      .where(and(eq(suppliers.trialActive, true), lte(suppliers.trialEndsAt, now)))
      .orderBy(asc(suppliers.trialEndsAt))
      .limit(batch)
      .for('update', { skipLocked: true });
    const ended: string[] = [];
    for (const row of rows) {
      const state = trialStateOf(row);
      if (!trialHasExpired(state, now)) continue;
      await writeTrialChange(tx, row, trialColumns(row, endTrial(state, now), now), 'trialEnded', null, now);
      ended.push(row.id);
    }
    return ended;
  });
}
