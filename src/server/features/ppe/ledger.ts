import { randomUUID } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import { balanceTypes, type BalanceType, type LedgerReason } from '../../../domain/enquiries/ppe.ts';
import type { Db } from '../../db/client.ts';
import { balances, ledgerEntries } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

export interface LedgerEntryInput {
  supplierId: string;
  balanceType: BalanceType;
  /** Credits added (positive) or spent (negative). */
  amount: number;
  reason: LedgerReason;
  /** What caused the move (`enquiry:<id>`, `payment:<id>`): a cause already in the ledger moves nothing again. */
  reference?: string | null;
  note?: string | null;
  createdBy?: string | null;
}

export interface LedgerOutcome {
  entryId: string | null;
  /** False when the reference was already in the ledger: nothing moved. */
  applied: boolean;
  balance: number;
}

/** 409 `insufficient-balance` (the domain's LedgerRefusal): a balance never goes below zero. */
const insufficientBalance = () => new AppError(409, 'insufficient-balance', 'Not enough credits');

/**
 * Moves a balance and appends the ledger entry, inside the caller's transaction. The spend is one
 * conditional UPDATE (`balance + amount >= 0`), atomic on PostgreSQL under concurrency as on PGlite;
 * when it finds no credit it throws, so the caller's transaction rolls back everything it did.
 */
export async function recordLedgerTransaction(tx: Db, entry: LedgerEntryInput): Promise<LedgerOutcome> {
  const { supplierId, balanceType, amount } = entry;
  const [recorded] = await tx
    .insert(ledgerEntries)
    .values({ id: randomUUID(), ...entry })
    .onConflictDoNothing({ target: [ledgerEntries.supplierId, ledgerEntries.balanceType, ledgerEntries.reference] })
    .returning({ id: ledgerEntries.id });
  if (!recorded) return { entryId: null, applied: false, balance: await readBalance(tx, supplierId, balanceType) };

  const [moved] =
    amount > 0
      ? await tx
          .insert(balances)
          .values({ supplierId, balanceType, balance: amount })
          .onConflictDoUpdate({
            target: [balances.supplierId, balances.balanceType],
            set: { balance: sql`${balances.balance} + ${amount}`, updatedAt: sql`now()` },
          })
          .returning({ balance: balances.balance })
      : await tx
          .update(balances)
          .set({ balance: sql`${balances.balance} + ${amount}`, updatedAt: sql`now()` })
          .where(
            and(
              eq(balances.supplierId, supplierId),
              eq(balances.balanceType, balanceType),
              gte(balances.balance, -amount),
            ),
          )
          .returning({ balance: balances.balance });
  if (!moved) throw insufficientBalance();
  return { entryId: recorded.id, applied: true, balance: moved.balance };
}

export async function readBalance(db: Db, supplierId: string, balanceType: BalanceType): Promise<number> {
  const [row] = await db
    .select({ balance: balances.balance })
    .from(balances)
    .where(and(eq(balances.supplierId, supplierId), eq(balances.balanceType, balanceType)));
  return row?.balance ?? 0;
}

/** Both balances of a supplier; a balance never moved is 0. */
export async function readBalances(db: Db, supplierId: string): Promise<Record<BalanceType, number>> {
  const rows = await db
    .select({ balanceType: balances.balanceType, balance: balances.balance })
    .from(balances)
    .where(eq(balances.supplierId, supplierId));
  const byType = new Map(rows.map((r) => [r.balanceType, r.balance]));
  return Object.fromEntries(balanceTypes.map((type) => [type, byType.get(type) ?? 0])) as Record<BalanceType, number>;
}
