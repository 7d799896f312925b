import { enquiryMessages, supplierReviews } from '../db/schema/index.ts';
import { bookTestCouple, type TestCouple } from './booking-factory.ts';
import type { TestContext } from './test-app.ts';

/**
 * What a couple leaves at a supplier they booked, for the privacy tests: the booking with a stored file, the couple's
 * answer in the enquiry's conversation and a review written with their address. Answers the stored file's key.
 */
export async function addCoupleRecords(ctx: TestContext, supplierId: string, couple: TestCouple): Promise<string> {
  const { db } = ctx.database;
  const fileKey = `booking-files/${couple.enquiryId}/plan.pdf`;
  await ctx.app.deps.providers.storage.put(fileKey, Buffer.from('%PDF-1.4 seating plan'), 'application/pdf');
  await bookTestCouple(ctx, supplierId, couple, {
    files: [{ id: 'f1', name: 'plan.pdf', path: fileKey, size: 21, uploadedAt: new Date().toISOString() }],
  });
  await db.insert(enquiryMessages).values({
    id: `in-${couple.enquiryId}`,
    supplierId,
    enquiryId: couple.enquiryId,
    direction: 'in',
    subject: 'Re: your enquiry',
    text: 'Could we visit on Saturday?',
    mailMessageId: `<in-${couple.enquiryId}@test.example>`,
    fromAddress: couple.email,
  });
  await db.insert(supplierReviews).values({
    id: `r-${couple.enquiryId}`,
    supplierId,
    verified: false,
    stars: 5,
    title: 'Lovely',
    body: 'A lovely day',
    authorName: 'Alex',
    authorEmail: couple.email,
    locale: 'en-GB',
    confirmedAt: new Date(),
  });
  return fileKey;
}
