import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { applyEnquiryChange, type EnquiryChange, type EnquiryProgressState } from '../../domain/enquiries/progress.ts';
import { enquiries } from '../db/schema/index.ts';
import { createEnquiry, type NewEnquiry } from '../features/enquiries/create.ts';
import { buildDemoEnquiries, insertDemoEnquiries, type DemoInbox } from '../seed/demo-enquiries.ts';
import type { TestContext } from './test-app.ts';

export interface TestEnquiryOptions extends Partial<Omit<NewEnquiry, 'supplierId'>> {
  /** Progress and status changes applied in order through the domain rule. */
  changes?: EnquiryChange[];
  /** When the changes were made (default now): the response score reads the reply's instant. */
  changedAt?: Date;
  ownerId?: string | null;
  revealed?: boolean;
}

/** An enquiry of its own couple (unique e-mail) to `supplierId`; returns the enquiry id. */
export async function createTestEnquiry(
  ctx: TestContext,
  supplierId: string,
  options: TestEnquiryOptions = {},
): Promise<string> {
  const { changes = [], changedAt = new Date(), ownerId = null, revealed = false, ...input } = options;
  const unique = randomUUID().slice(0, 8);
  const { enquiryId } = await createEnquiry(ctx.database.db, {
    source: 'marketplace',
    message: `Hello from couple ${unique}`,
    ...input,
    couple: {
      partnerName1: `Alex ${unique}`,
      partnerName2: 'Sam Doe',
      email: `couple-${unique}@test.example`,
      phone: '07700 900123',
      ...input.couple,
    },
    supplierId,
  });
  let state: EnquiryProgressState = { progress: [], statuses: [], timestamps: {}, enquiryRead: false };
  for (const change of changes)
    state = applyEnquiryChange(state, change, { actor: { isPlatformAdmin: false }, now: changedAt }).enquiry;
  await ctx.database.db
    .update(enquiries)
    .set({
      progress: [...state.progress],
      statuses: [...state.statuses],
      timestamps: state.timestamps,
      enquiryRead: state.enquiryRead,
      ownerId,
      revealed,
    })
    .where(eq(enquiries.id, enquiryId));
  return enquiryId;
}

/** A varied inbox (the demo generator) for `supplierId`, with ids and e-mails of its own. */
export async function createTestInbox(
  ctx: TestContext,
  inbox: Pick<DemoInbox, 'supplierId' | 'teamUserIds' | 'count'> & Partial<DemoInbox>,
  now = new Date(),
): Promise<void> {
  const prefix = randomUUID().slice(0, 8);
  const rows = buildDemoEnquiries(
    {
      idPrefix: prefix,
      market: 'GB',
      currency: 'GBP',
      locale: 'en-GB',
      budgets: [
        [5_000, 10_000],
        [20_000, 40_000],
      ],
      payPerEnquiryShare: 0.3,
      seed: 7,
      ...inbox,
    },
    now,
  );
  for (const couple of rows.couples) couple.email = `${prefix}-${couple.email}`;
  await insertDemoEnquiries(ctx.database.db, rows);
}
