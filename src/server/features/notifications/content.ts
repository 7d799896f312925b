import { and, eq, sql } from 'drizzle-orm';
import { isEnquiryLocked } from '../../../domain/enquiries/locking.ts';
import type { EnquirySource } from '../../../domain/enquiries/source.ts';
import type { AlertType } from '../../../domain/notifications.ts';
import { readTier } from '../../../domain/tiers.ts';
import type { Db } from '../../db/client.ts';
import {
  chatMessages,
  couples,
  enquiries,
  suppliers,
  supplierReviews,
  users,
  type alerts,
} from '../../db/schema/index.ts';

type AlertRow = typeof alerts.$inferSelect;

/**
 * What an alert tells, read when it is sent: names and numbers for its text, the ids for its link. Null when there is
 * nothing to tell any more (the enquiry was scored as spam or is gone, the review is not published yet).
 */
export interface AlertSubject {
  type: AlertType | 'test';
  supplierId: string | null;
  supplierName: string;
  /**
   * The couple's first names ("Anna & Ben"): what the team needs to know who wrote, no more. None for a locked
   * pay-per-enquiry enquiry: its names are what a credit reveals.
   */
  couple?: string;
  enquiryId?: string;
  /** A couple's answer goes to the enquiry's owner when it has one. */
  ownerId?: string | null;
  sender?: string;
  /** A direct message (not a mention in the team channel). */
  direct?: boolean;
  senderId?: string;
  stars?: number;
  /** A review's title and author, for the e-mail (the push names neither). */
  review?: { title: string; author: string };
}

/** What decides whether an enquiry is locked (pay-per-enquiry, spec section 4), read with it. */
export const lockColumns = {
  tier: suppliers.tier,
  payPerEnquiry: suppliers.payPerEnquiry,
  isPayPerEnquiry: enquiries.isPayPerEnquiry,
  revealed: enquiries.revealed,
  source: enquiries.source,
};

export function isLocked(row: {
  tier: string;
  payPerEnquiry: boolean;
  isPayPerEnquiry: boolean;
  revealed: boolean;
  source: EnquirySource;
}): boolean {
  return isEnquiryLocked({ supplier: { tier: readTier(row.tier), payPerEnquiry: row.payPerEnquiry }, enquiry: row });
}

const firstWord = (name: string | null) => name?.trim().split(/\s+/)[0] ?? '';

/** "Anna & Ben", "Anna" when the second partner is not named. */
export function coupleFirstNames(partner1: string, partner2: string | null): string {
  return [firstWord(partner1), firstWord(partner2)].filter(Boolean).join(' & ');
}

async function enquirySubject(db: Db, alert: AlertRow): Promise<AlertSubject | null> {
  const [row] = await db
    .select({
      spam: enquiries.spam,
      ownerId: enquiries.ownerId,
      partner1: couples.partnerName1,
      partner2: couples.partnerName2,
      supplierName: suppliers.name,
      ...lockColumns,
    })
    .from(enquiries)
    .innerJoin(couples, eq(couples.id, enquiries.coupleId))
    .innerJoin(suppliers, eq(suppliers.id, enquiries.supplierId))
    .where(and(eq(enquiries.id, alert.subjectId), eq(enquiries.supplierId, alert.supplierId ?? '')));
  // spam is never alerted (issue 36), also when scored or reported after it was queued
  if (!row || row.spam) return null;
  return {
    type: alert.type as AlertType,
    supplierId: alert.supplierId,
    supplierName: row.supplierName,
    couple: isLocked(row) ? undefined : coupleFirstNames(row.partner1, row.partner2),
    enquiryId: alert.subjectId,
    ownerId: alert.type === 'coupleReply' ? row.ownerId : null,
  };
}

async function chatSubject(db: Db, alert: AlertRow): Promise<AlertSubject | null> {
  const [row] = await db
    .select({
      senderId: chatMessages.senderId,
      recipientId: chatMessages.recipientId,
      firstName: users.firstName,
      lastName: users.lastName,
      supplierName: suppliers.name,
    })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderId))
    .innerJoin(suppliers, eq(suppliers.id, chatMessages.supplierId))
    .where(and(eq(chatMessages.id, Number(alert.subjectId)), eq(chatMessages.supplierId, alert.supplierId ?? '')));
  if (!row) return null;
  return {
    type: 'chatMention',
    supplierId: alert.supplierId,
    supplierName: row.supplierName,
    sender: `${row.firstName} ${row.lastName}`.trim(),
    senderId: row.senderId,
    direct: row.recipientId !== null,
  };
}

async function reviewSubject(db: Db, alert: AlertRow): Promise<AlertSubject | null> {
  const [row] = await db
    .select({
      stars: supplierReviews.stars,
      title: supplierReviews.title,
      author: supplierReviews.authorName,
      supplierName: suppliers.name,
    })
    .from(supplierReviews)
    .innerJoin(suppliers, eq(suppliers.id, supplierReviews.supplierId))
    .where(
      and(
        eq(supplierReviews.id, alert.subjectId),
        eq(supplierReviews.supplierId, alert.supplierId ?? ''),
        sql`${supplierReviews.confirmedAt} is not null`,
      ),
    );
  if (!row) return null;
  return {
    type: 'review',
    supplierId: alert.supplierId,
    supplierName: row.supplierName,
    stars: row.stars,
    review: { title: row.title, author: row.author },
  };
}

async function supplierSubject(db: Db, alert: AlertRow): Promise<AlertSubject | null> {
  const [row] = await db
    .select({ name: suppliers.name })
    .from(suppliers)
    .where(eq(suppliers.id, alert.supplierId ?? ''));
  return row ? { type: alert.type as AlertType, supplierId: alert.supplierId, supplierName: row.name } : null;
}

export function subjectOf(db: Db, alert: AlertRow): Promise<AlertSubject | null> {
  switch (alert.type) {
    case 'enquiry':
    case 'coupleReply':
      return enquirySubject(db, alert);
    case 'chatMention':
      return chatSubject(db, alert);
    case 'review':
      return reviewSubject(db, alert);
    case 'paymentFailed':
      return supplierSubject(db, alert);
    case 'test':
      return Promise.resolve({ type: 'test', supplierId: null, supplierName: '' });
    default:
      return Promise.resolve(null);
  }
}
