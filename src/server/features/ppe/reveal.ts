import { and, eq } from 'drizzle-orm';
import { revealCost, revealFailedError } from '../../../domain/enquiries/locking.ts';
import { creditCosts } from '../../../domain/enquiries/ppe.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { enquiries } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { lockSupplierOf } from '../enquiries/enquiry-view.ts';
import { enqueueEnquiryEvent } from '../webhooks/enqueue.ts';
import { readBalance, recordLedgerTransaction } from './ledger.ts';

export interface RevealResult {
  enquiryId: string;
  supplierId: string;
  /** 1 when this call unlocked the enquiry; 0 when it was not locked (never locked, or already revealed). */
  creditsUsed: 0 | 1;
  /** The supplier's enquiry credits after the call. */
  balance: number;
}

/**
 * Reveals a locked enquiry for one credit, in one transaction: the enquiry flips with
 * `WHERE revealed = false` (so only one of concurrent reveals of it pays) and the credit is spent by a
 * conditional UPDATE; without a credit the transaction rolls back and nothing changes.
 */
export async function revealEnquiry(
  db: Db,
  access: SupplierAccess,
  enquiryId: string,
  now: Date,
): Promise<RevealResult> {
  const supplierId = access.supplier.id;
  const { balanceType } = creditCosts.reveal;
  return db.transaction(async (tx) => {
    const [enquiry] = await tx
      .select({ isPayPerEnquiry: enquiries.isPayPerEnquiry, revealed: enquiries.revealed, source: enquiries.source })
      .from(enquiries)
      .where(and(eq(enquiries.supplierId, supplierId), eq(enquiries.id, enquiryId)));
    if (!enquiry) throw notFound(revealFailedError);
    const unchanged = async (): Promise<RevealResult> => ({
      enquiryId,
      supplierId,
      creditsUsed: 0,
      balance: await readBalance(tx, supplierId, balanceType),
    });

    const cost = revealCost({ supplier: lockSupplierOf(access.supplier), enquiry });
    if (cost === 0) return unchanged();
    const [flipped] = await tx
      .update(enquiries)
      .set({ revealed: true, updatedAt: now })
      .where(and(eq(enquiries.supplierId, supplierId), eq(enquiries.id, enquiryId), eq(enquiries.revealed, false)))
      .returning({ id: enquiries.id });
    // a concurrent reveal of the same enquiry got there first and paid for it
    if (!flipped) return unchanged();
    const spent = await recordLedgerTransaction(tx, {
      supplierId,
      balanceType,
      amount: -cost,
      reason: 'reveal',
      reference: `enquiry:${enquiryId}`,
      createdBy: access.user.id,
    });
    // the couple's details are in the enquiry's webhooks from now on
    await enqueueEnquiryEvent(tx, supplierId, enquiryId, 'enquiry.updated', now);
    return { enquiryId, supplierId, creditsUsed: spent.applied ? cost : 0, balance: spent.balance };
  });
}
