import { randomUUID } from 'node:crypto';
import type { EnquirySource } from '../../../domain/enquiries/source.ts';
import type { BalanceType } from '../../../domain/enquiries/ppe.ts';
import type { Supplier } from '../../access/supplier-access.ts';
import { couples, enquiries, weddings } from '../../db/schema/index.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { createSupplier, type CreateSupplierOptions } from '../../test/supplier-factory.ts';
import type { TestContext } from '../../test/test-app.ts';
import { recordLedgerTransaction } from './ledger.ts';

export interface PpeSupplier {
  user: CreatedUser;
  supplier: Supplier;
}

/** A free-tier GB supplier on pay per enquiry (its pay-per-enquiry enquiries are locked) and its admin. */
export async function createPpeSupplier(
  ctx: TestContext,
  overrides: Partial<CreateSupplierOptions> = {},
): Promise<PpeSupplier> {
  const user = await createUser(ctx);
  const supplier = await createSupplier(ctx, { ownerId: user.id, tier: 'free', payPerEnquiry: true, ...overrides });
  return { user, supplier };
}

export interface EnquiryOptions {
  isPayPerEnquiry?: boolean;
  revealed?: boolean;
  source?: EnquirySource;
}

/** A couple, their wedding and their enquiry to the supplier; locked by default on a pay-per-enquiry supplier. */
export async function createEnquiry(
  ctx: TestContext,
  supplierId: string,
  { isPayPerEnquiry = true, revealed = false, source = 'marketplace' }: EnquiryOptions = {},
): Promise<string> {
  const { db } = ctx.database;
  const id = randomUUID();
  await db.insert(couples).values({
    id,
    partnerName1: 'Ada',
    partnerName2: 'Grace',
    email: `couple-${id}@test.example`,
    phone: '07700 900123',
  });
  await db.insert(weddings).values({ id, coupleId: id, guestsEstimate: 80 });
  await db.insert(enquiries).values({
    id,
    supplierId,
    weddingId: id,
    coupleId: id,
    source,
    message: 'We would love to hear about your availability.',
    partnerName1: 'Ada',
    partnerName2: 'Grace',
    email: `couple-${id}@test.example`,
    isPayPerEnquiry,
    revealed,
  });
  return id;
}

export async function giveCredits(
  ctx: TestContext,
  supplierId: string,
  amount: number,
  balanceType: BalanceType = 'enquiries',
): Promise<void> {
  await ctx.database.db.transaction((tx) =>
    recordLedgerTransaction(tx, { supplierId, balanceType, amount, reason: 'adjustment' }),
  );
}
