import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { toStoredBudget, type BudgetRange } from '../../../domain/enquiries/budget.ts';
import { parseGuestsEstimate } from '../../../domain/enquiries/guests.ts';
import type { EnquirySource } from '../../../domain/enquiries/source.ts';
import {
  normaliseWeddingDate,
  weddingDateEpoch,
  type WeddingDatePicker,
} from '../../../domain/enquiries/wedding-date.ts';
import type { Db, Tx } from '../../db/client.ts';
import { couples, enquiries, weddings } from '../../db/schema/index.ts';
import { queueAlert } from '../notifications/enqueue.ts';
import { enqueueEnquiryEvent } from '../webhooks/enqueue.ts';
import { scoreNewEnquiry, storeSpamScore } from './spam-scoring.ts';

export interface NewEnquiry {
  supplierId: string;
  source: EnquirySource;
  couple: {
    partnerName1: string;
    partnerName2?: string | null;
    email?: string | null;
    phone?: string | null;
    countryCode?: string;
    locale?: string;
  };
  wedding?: { venueCounties?: string[]; tags?: string[]; budget?: BudgetRange | null; currency?: string };
  weddingDatePicker?: WeddingDatePicker | null;
  /** The guest number as the couple wrote it; the estimate is its integer reading. */
  guestsInitialTarget?: string | null;
  message?: string | null;
  budgetMatch?: boolean | null;
  isPayPerEnquiry?: boolean;
  createdAt?: Date;
}

export interface CreatedEnquiry {
  enquiryId: string;
  weddingId: string;
  coupleId: string;
  /** false when this couple had already written to this supplier: the existing enquiry is kept. */
  created: boolean;
  /**
   * The enquiry is in the Spam view (scored above the supplier's threshold): nothing is sent for it (no
   * auto-acknowledge).
   */
  spam: boolean;
}

/**
 * The couple of this e-mail address (case-insensitive, safe under concurrent submissions), or a new one; couples
 * without an address are always new.
 */
async function findOrCreateCouple(tx: Tx, couple: NewEnquiry['couple'], now: Date): Promise<string> {
  const email = couple.email?.trim() || null;
  const [created] = await tx
    .insert(couples)
    .values({
      id: randomUUID(),
      partnerName1: couple.partnerName1,
      partnerName2: couple.partnerName2 ?? null,
      email,
      phone: couple.phone ?? null,
      countryCode: couple.countryCode ?? 'GB',
      locale: couple.locale ?? 'en-GB',
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: couples.id });
  if (created) return created.id;
  const [existing] = await tx
    .select({ id: couples.id })
    .from(couples)
    .where(sql`lower(${couples.email}) = lower(${email})`);
  return existing!.id;
}

/**
 * The couple's wedding, created from the first enquiry. A later enquiry does not rewrite it: the
 * widget is public, so whoever knows a couple's address must not change their wedding. What the
 * couple writes each time stays on the enquiry itself.
 */
async function findOrCreateWedding(
  tx: Tx,
  coupleId: string,
  input: NewEnquiry,
  picker: WeddingDatePicker | null,
  guestsEstimate: number | null,
  now: Date,
): Promise<string> {
  const budget = input.wedding?.budget ?? null;
  const [created] = await tx
    .insert(weddings)
    .values({
      id: randomUUID(),
      coupleId,
      datePicker: picker,
      weddingDate: picker ? weddingDateEpoch(picker) : null,
      guestsEstimate,
      ...(budget ? { budgetMin: toStoredBudget(budget.min), budgetMax: toStoredBudget(budget.max) } : {}),
      ...(input.wedding?.currency ? { currency: input.wedding.currency } : {}),
      venueCounties: input.wedding?.venueCounties ?? [],
      tags: input.wedding?.tags ?? [],
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: weddings.coupleId })
    .returning({ id: weddings.id });
  if (created) return created.id;
  const [existing] = await tx.select({ id: weddings.id }).from(weddings).where(eq(weddings.coupleId, coupleId));
  return existing!.id;
}

/**
 * Records a couple's enquiry to a supplier (the widget, the marketplace, the demo data, tests), with its
 * spam score and, unless scored as spam, its `enquiry.created` webhooks, in one transaction. An enquiry
 * scored as spam is never pay-per-enquiry: it is not locked and costs no credit (docs/decisions/enquiries.md, spam
 * scoring); a supplier's tools hear of it only if the supplier marks it not spam.
 */
export async function createEnquiry(db: Db, input: NewEnquiry): Promise<CreatedEnquiry> {
  const now = input.createdAt ?? new Date();
  const guestsEstimate = parseGuestsEstimate(input.guestsInitialTarget);
  const picker = input.weddingDatePicker ? normaliseWeddingDate(input.weddingDatePicker) : null;
  return db.transaction(async (tx) => {
    const coupleId = await findOrCreateCouple(tx, input.couple, now);
    const weddingId = await findOrCreateWedding(tx, coupleId, input, picker, guestsEstimate, now);
    const email = input.couple.email?.trim() || null;
    const scored = await scoreNewEnquiry(
      tx,
      {
        supplierId: input.supplierId,
        email,
        message: input.message ?? null,
        coupleLocale: input.couple.locale ?? 'en-GB',
      },
      now,
    );
    const [inserted] = await tx
      .insert(enquiries)
      .values({
        id: randomUUID(),
        supplierId: input.supplierId,
        weddingId,
        coupleId,
        source: input.source,
        message: input.message ?? null,
        partnerName1: input.couple.partnerName1,
        partnerName2: input.couple.partnerName2 ?? null,
        email,
        phone: input.couple.phone ?? null,
        guestsInitialTarget: input.guestsInitialTarget ?? null,
        guestsEstimate,
        weddingDatePicker: picker,
        weddingDate: picker ? weddingDateEpoch(picker) : null,
        budgetMatch: input.budgetMatch ?? null,
        isPayPerEnquiry: (input.isPayPerEnquiry ?? false) && !scored.spam,
        spam: scored.spam,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [enquiries.supplierId, enquiries.weddingId] })
      .returning({ id: enquiries.id });
    if (inserted) {
      await storeSpamScore(tx, inserted.id, input.supplierId, scored, now);
      if (!scored.spam) {
        await enqueueEnquiryEvent(tx, input.supplierId, inserted.id, 'enquiry.created', now);
        await queueAlert(tx, { supplierId: input.supplierId, type: 'enquiry', subjectId: inserted.id }, now);
      }
      return { enquiryId: inserted.id, weddingId, coupleId, created: true, spam: scored.spam };
    }
    const [existing] = await tx
      .select({ id: enquiries.id, spam: enquiries.spam })
      .from(enquiries)
      .where(and(eq(enquiries.supplierId, input.supplierId), eq(enquiries.weddingId, weddingId)));
    return { enquiryId: existing!.id, weddingId, coupleId, created: false, spam: existing!.spam };
  });
}
