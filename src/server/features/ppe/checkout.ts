import { isPayPerEnquirySupplier } from '../../../domain/enquiries/locking.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import type { PaymentsProvider } from '../../providers/payments/index.ts';
import { startOneOffCheckout, type OneOffPayment, type StartedCheckout } from '../payments/one-off.ts';
import { lockSupplierOf } from '../enquiries/enquiry-view.ts';
import { recordLedgerTransaction } from './ledger.ts';
import { findActivePrice } from './prices.ts';

/** Starts the checkout of a price pack for a pay-per-enquiry supplier, in the supplier's currency. */
export async function startCheckout(
  db: Db,
  payments: PaymentsProvider,
  access: SupplierAccess,
  priceId: string,
  appUrl: string,
): Promise<StartedCheckout> {
  const { supplier } = access;
  if (!isPayPerEnquirySupplier(lockSupplierOf(supplier)))
    throw new AppError(409, 'not-pay-per-enquiry', 'This supplier is not on pay per enquiry');
  const price = await findActivePrice(db, priceId);
  if (!price || price.currency !== supplier.currency)
    throw badRequest('validation', 'Unknown price', { priceId: 'ppe:errors.unknownPrice' });
  return startOneOffCheckout(
    db,
    payments,
    access,
    { product: 'credits', amount: price.amount, currency: price.currency, quantity: price.quantity, priceId: price.id },
    appUrl,
  );
}

/**
 * The credits a paid pack adds, once: the ledger entry is keyed by the payment, so a second "paid" event adds none.
 * Answers the credits added.
 */
export async function addPurchasedCredits(tx: Tx, session: OneOffPayment): Promise<number> {
  const added = await recordLedgerTransaction(tx, {
    supplierId: session.supplierId,
    balanceType: 'enquiries',
    amount: session.quantity,
    reason: 'purchase',
    reference: `payment:${session.id}`,
    createdBy: session.createdBy,
  });
  return added.applied ? session.quantity : 0;
}
