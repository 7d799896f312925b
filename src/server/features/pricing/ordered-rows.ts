import { randomUUID } from 'node:crypto';
import { and, eq, max } from 'drizzle-orm';
import { orderOf } from '../../../domain/pricing/packages.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { supplierPackages, supplierPriceSchemes, supplierRecommendations } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';

/**
 * The supplier's lists with an order column: packages, price schemes and recommendations share their add, save, delete
 * and reorder rules.
 */
type OrderedTable = typeof supplierPackages | typeof supplierPriceSchemes | typeof supplierRecommendations;
type RowValues<T extends OrderedTable> = Omit<T['$inferInsert'], 'id' | 'supplierId' | 'order'>;

/** Adds a row at the end of the supplier's list (one more than the highest order). */
async function insertAtEnd<T extends OrderedTable>(
  db: Db,
  table: T,
  supplierId: string,
  values: RowValues<T>,
  now: Date,
): Promise<T['$inferSelect']> {
  const list: OrderedTable = table;
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ order: max(list.order) })
      .from(list)
      .where(eq(list.supplierId, supplierId));
    // the union of the two tables defeats drizzle's overloads; the values are typed by T above
    const row = {
      ...values,
      id: randomUUID(),
      supplierId,
      order: (last?.order ?? -1) + 1,
      createdAt: now,
      updatedAt: now,
    } as never;
    const [created] = (await tx.insert(table).values(row).returning()) as T['$inferSelect'][];
    return created!;
  });
}

/** Saves one of the supplier's rows; 404 `what` when the supplier has no such row. */
async function updateOwnedRow<T extends OrderedTable>(
  db: Db,
  table: T,
  supplierId: string,
  id: string,
  values: RowValues<T>,
  now: Date,
  what: string,
): Promise<T['$inferSelect']> {
  const [row] = (await db
    .update(table)
    .set({ ...values, updatedAt: now } as never)
    .where(and(eq(table.supplierId, supplierId), eq(table.id, id)))
    .returning()) as T['$inferSelect'][];
  if (!row) throw notFound(what);
  return row;
}

/** Deletes one of the supplier's rows; 404 `what` when the supplier has no such row. */
export async function deleteOwnedRow(
  db: Db,
  table: OrderedTable,
  supplierId: string,
  id: string,
  what: string,
): Promise<void> {
  const deleted = await db
    .delete(table)
    .where(and(eq(table.supplierId, supplierId), eq(table.id, id)))
    .returning({ id: table.id });
  if (deleted.length === 0) throw notFound(what);
}

/**
 * Sets the order of all of the supplier's rows at once: `ids` must list each of them exactly once (400 otherwise,
 * nothing written).
 */
export async function applyOrder(
  db: Db,
  table: OrderedTable,
  supplierId: string,
  ids: readonly string[],
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: table.id })
      .from(table)
      .where(eq(table.supplierId, supplierId))
      .for('update');
    const order = orderOf(
      ids,
      existing.map((r) => r.id),
    );
    if (!order) throw badRequest('validation', 'The ids must list every row once', { ids: 'pricing:errors.reorder' });
    for (const [id, position] of order) {
      await tx
        .update(table)
        .set({ order: position, updatedAt: now })
        .where(and(eq(table.supplierId, supplierId), eq(table.id, id)));
    }
  });
}

/** Create, save, delete and reorder of one ordered list, the rows answered as `view` shows them. */
export function orderedRowCalls<T extends OrderedTable, View>(options: {
  table: T;
  /** The 404 text for an id the supplier has no row of. */
  notFound: string;
  parse: (access: SupplierAccess, input: unknown) => RowValues<T>;
  view: (row: T['$inferSelect'], currency: string) => View;
  read: (db: Db, supplier: SupplierAccess['supplier']) => Promise<View[]>;
}) {
  const { table } = options;
  return {
    /** A new row goes to the end of the list. */
    create: async (db: Db, access: SupplierAccess, input: unknown, now: Date): Promise<View> =>
      options.view(
        await insertAtEnd(db, table, access.supplier.id, options.parse(access, input), now),
        access.supplier.currency,
      ),
    update: async (db: Db, access: SupplierAccess, id: string, input: unknown, now: Date): Promise<View> =>
      options.view(
        await updateOwnedRow(db, table, access.supplier.id, id, options.parse(access, input), now, options.notFound),
        access.supplier.currency,
      ),
    remove: (db: Db, access: SupplierAccess, id: string): Promise<void> =>
      deleteOwnedRow(db, table, access.supplier.id, id, options.notFound),
    reorder: async (db: Db, access: SupplierAccess, ids: string[], now: Date): Promise<View[]> => {
      await applyOrder(db, table, access.supplier.id, ids, now);
      return options.read(db, access.supplier);
    },
  };
}
