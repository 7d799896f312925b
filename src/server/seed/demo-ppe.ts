import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { suppliers } from '../db/schema/index.ts';
import { recordLedgerTransaction } from '../features/ppe/ledger.ts';
import { ensureDefaultPrices } from '../features/ppe/prices.ts';

const demoPayPerEnquirySupplierId = 'demo-lichtblick';
const demoWelcomeCredits = 3;
const demoContactCouplesSupplierId = 'demo-petal-stem';
const demoContactCouplesCredits = 5;

/**
 * Pay-per-enquiry in the demo: the price packs, and the free-tier photographer on pay per enquiry (its
 * pay-per-enquiry enquiries are locked) with a few welcome credits granted by the platform; and the
 * classic florist's credits for contacting couples.
 */
export async function seedDemoPayPerEnquiry(db: Db): Promise<void> {
  await ensureDefaultPrices(db);
  await db.update(suppliers).set({ payPerEnquiry: true }).where(eq(suppliers.id, demoPayPerEnquirySupplierId));
  await recordLedgerTransaction(db, {
    supplierId: demoPayPerEnquirySupplierId,
    balanceType: 'enquiries',
    amount: demoWelcomeCredits,
    reason: 'adjustment',
    reference: 'demo:welcome-credits',
    note: 'Welcome credits',
  });
  await recordLedgerTransaction(db, {
    supplierId: demoContactCouplesSupplierId,
    balanceType: 'contact-couples',
    amount: demoContactCouplesCredits,
    reason: 'adjustment',
    reference: 'demo:contact-couples-credits',
    note: 'Contact couples credits',
  });
}
