import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ReviewRequest } from '../../../domain/reviews/reviews-api.ts';
import { requireFeature } from '../../access/feature-gate.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { bookings, couples, reviewRequests } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { coupleNameOf } from '../couples/service.ts';
import { reviewLink } from './links.ts';
import { reviewRequestMail } from './mails.ts';

/** A couple is asked again at most once a day (the button is not a way to flood their inbox). */
const reviewRequestResendMs = 24 * 60 * 60_000;

/** The couple of the supplier's booking of this wedding, or 404 (not booked, or another supplier's). */
async function bookedCouple(db: Db, supplierId: string, weddingId: string) {
  const [row] = await db
    .select({
      partnerName1: couples.partnerName1,
      partnerName2: couples.partnerName2,
      email: couples.email,
      locale: couples.locale,
    })
    .from(bookings)
    .innerJoin(couples, eq(couples.id, bookings.coupleId))
    .where(and(eq(bookings.supplierId, supplierId), eq(bookings.weddingId, weddingId)))
    .limit(1);
  if (!row) throw notFound('booking not found');
  return row;
}

type RequestRow = Pick<typeof reviewRequests.$inferSelect, 'sentAt' | 'usedAt'>;

const stateOf = (weddingId: string, row: RequestRow | undefined): ReviewRequest => ({
  weddingId,
  state: !row ? 'none' : row.usedAt ? 'reviewed' : 'sent',
  sentAt: row?.sentAt.toISOString() ?? null,
});

async function requestRow(db: Db, supplierId: string, weddingId: string) {
  const [row] = await db
    .select({ sentAt: reviewRequests.sentAt, usedAt: reviewRequests.usedAt })
    .from(reviewRequests)
    .where(and(eq(reviewRequests.supplierId, supplierId), eq(reviewRequests.weddingId, weddingId)));
  return row;
}

/** Whether the booked couple of this wedding was asked for a review, and whether they wrote it. */
export async function readReviewRequest(db: Db, access: SupplierAccess, weddingId: string): Promise<ReviewRequest> {
  await bookedCouple(db, access.supplier.id, weddingId);
  return stateOf(weddingId, await requestRow(db, access.supplier.id, weddingId));
}

/**
 * Asks a booked couple for a review: a link only they have (its id is 24 random bytes) goes to their
 * e-mail address in their language. Asking again sends the same link, once a day at most (409
 * recently-sent); a couple who wrote their review is not asked again (409 already-reviewed).
 */
export async function requestReview(
  deps: AppDeps,
  log: FastifyBaseLogger,
  access: SupplierAccess,
  weddingId: string,
  now: Date,
): Promise<ReviewRequest> {
  const { db } = deps.database;
  const { supplier } = access;
  requireFeature(access, 'reviewsPage');
  const couple = await bookedCouple(db, supplier.id, weddingId);
  if (!couple.email)
    throw new AppError(409, 'couple-unreachable', 'This couple cannot be reached by e-mail', {
      _: 'reviews:errors.coupleUnreachable',
    });
  const coupleName = coupleNameOf(couple);
  const [row] = await db
    .insert(reviewRequests)
    .values({
      id: randomBytes(24).toString('base64url'),
      supplierId: supplier.id,
      weddingId,
      coupleName,
      email: couple.email,
      locale: couple.locale,
      requestedBy: access.user.id,
      sentAt: now,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [reviewRequests.supplierId, reviewRequests.weddingId],
      set: { sentAt: now, email: couple.email, coupleName, requestedBy: access.user.id },
      setWhere: and(
        isNull(reviewRequests.usedAt),
        lt(reviewRequests.sentAt, sql`${new Date(now.getTime() - reviewRequestResendMs).toISOString()}::timestamptz`),
      ),
    })
    .returning({
      id: reviewRequests.id,
      sentAt: reviewRequests.sentAt,
      usedAt: reviewRequests.usedAt,
      createdAt: reviewRequests.createdAt,
    });
  if (!row) {
    const existing = await requestRow(db, supplier.id, weddingId);
    if (existing?.usedAt)
      throw new AppError(409, 'already-reviewed', 'This couple has already written their review', {
        _: 'reviews:errors.alreadyReviewed',
      });
    throw new AppError(409, 'recently-sent', 'This couple was asked less than a day ago', {
      _: 'reviews:errors.recentlySent',
    });
  }
  try {
    const link = reviewLink(deps.config, supplier.publicId, row.id);
    await deps.providers.mail.send(
      reviewRequestMail({ to: couple.email, locale: couple.locale, coupleName, supplierName: supplier.name, link }),
    );
  } catch (error) {
    log.error({ err: error, weddingId }, 'review request mail failed');
    // not sent: a new request is forgotten, a repeated one may be sent again at once
    const mine = eq(reviewRequests.id, row.id);
    if (row.createdAt.getTime() === now.getTime()) await db.delete(reviewRequests).where(mine);
    else
      await db
        .update(reviewRequests)
        .set({ sentAt: new Date(now.getTime() - reviewRequestResendMs - 1) })
        .where(mine);
    throw new AppError(502, 'mail-failed', 'The e-mail could not be sent, try again later', {
      _: 'reviews:errors.mailFailed',
    });
  }
  return stateOf(weddingId, row);
}
