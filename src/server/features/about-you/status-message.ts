import { eq } from 'drizzle-orm';
import {
  statusMessageChange,
  type StatusMessage,
  type StatusMessageChange,
} from '../../../domain/about-you/status-message.ts';
import type { Db } from '../../db/client.ts';
import { supplierStatusMessages } from '../../db/schema/index.ts';

export async function loadStatusMessage(db: Db, supplierId: string): Promise<StatusMessage> {
  const [row] = await db
    .select()
    .from(supplierStatusMessages)
    .where(eq(supplierStatusMessages.supplierId, supplierId))
    .limit(1);
  return {
    statusMessage: row
      ? { message: row.message, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() }
      : null,
  };
}

/** Applies the add / edit / remove rule to what is stored; answers the change made and the message after it. */
export async function saveStatusMessage(
  db: Db,
  supplierId: string,
  typed: string,
  now: Date,
): Promise<StatusMessage & { change: StatusMessageChange['kind'] }> {
  const change = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(supplierStatusMessages)
      .where(eq(supplierStatusMessages.supplierId, supplierId))
      .for('update')
      .limit(1);
    const decided = statusMessageChange(row?.message ?? null, typed);
    if (decided.kind === 'add') {
      // a concurrent add of the same supplier: the later one edits
      await tx
        .insert(supplierStatusMessages)
        .values({ supplierId, message: decided.message, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: supplierStatusMessages.supplierId,
          set: { message: decided.message, updatedAt: now },
        });
    } else if (decided.kind === 'edit') {
      await tx
        .update(supplierStatusMessages)
        .set({ message: decided.message, updatedAt: now })
        .where(eq(supplierStatusMessages.supplierId, supplierId));
    } else if (decided.kind === 'remove') {
      await tx.delete(supplierStatusMessages).where(eq(supplierStatusMessages.supplierId, supplierId));
    }
    return decided.kind;
  });
  return { change, ...(await loadStatusMessage(db, supplierId)) };
}
