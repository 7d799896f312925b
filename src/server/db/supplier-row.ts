import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';
import { suppliers } from './schema/index.ts';

/**
 * Locks the supplier's row until the transaction ends: the writes of one supplier that check a limit,
 * keep a count or number a batch take their turns (and cannot deadlock on each other).
 */
export async function lockSupplierRow(tx: Tx, supplierId: string): Promise<void> {
  await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, supplierId)).for('update');
}

/**
 * One of the supplier's counters (spec: photos, reviews, testimonials, videos, videoTours), in the caller's
 * transaction.
 */
export async function setSupplierCounter(
  tx: Db | Tx,
  supplierId: string,
  counter: keyof (typeof suppliers.$inferSelect)['counters'],
  n: number,
): Promise<void> {
  await tx
    .update(suppliers)
    .set({ counters: sql`jsonb_set(${suppliers.counters}, ${`{${counter}}`}::text[], to_jsonb(${n}::int))` })
    .where(eq(suppliers.id, supplierId));
}
