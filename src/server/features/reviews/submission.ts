import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, eq, gt, gte, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { fieldErrors } from '../../../domain/form-errors.ts';
import { coupleReviewFormSchema } from '../../../domain/reviews/reviews-api.ts';
import {
  maxReviewPhotos,
  maxUnconfirmedReviewsPerLinkPerDay,
  unconfirmedReviewsDeletedBefore,
} from '../../../domain/reviews/reviews.ts';
import { isBlank } from '../../../domain/field-rules.ts';
import type { Supplier } from '../../access/supplier-access.ts';
import type { AppDeps } from '../../app-deps.ts';
import { clientSubjectOf, countAttempt, isOverLimit, type AttemptLimit } from '../../auth/attempt-limits.ts';
import type { Db, Tx } from '../../db/client.ts';
import { events, reviewPhotos, reviewRequests, supplierReviews } from '../../db/schema/index.ts';
import { statisticsEventCategory } from '../../../domain/statistics/metrics.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { lockSupplierRow } from '../../db/supplier-row.ts';
import { noteSupplierWrite } from '../../http/supplier-changes.ts';
import { receivePhotoForm } from '../photos/photo-form.ts';
import { removePhotoFiles, storePhotoFiles, type StoredPhoto } from '../photos/service.ts';
import { findPublicSupplier } from '../public-profile/service.ts';
import { queueAlert } from '../notifications/enqueue.ts';
import { isShareLink } from './share-link.ts';
import { formTokenKey, readFormToken, sentTooFast } from '../../http/form-token.ts';
import { reviewHoneypotField, type ReviewFormValues } from './couple-page.tsx';
import { enqueueReviewCreated } from '../webhooks/enqueue.ts';
import { reviewConfirmationMail } from './mails.ts';
import { countPublishedReviews } from './read.ts';
import { reviewConfirmationLink } from './links.ts';
import { hashSecret } from '../../auth/secret-hash.ts';
import { deleteUnconfirmedReview } from './retention.ts';

/** Reviews accepted per client address and supplier: a family may share a connection, a robot may not. */
const reviewSubmissionLimit: AttemptLimit = { name: 'review-submissions', max: 3, windowMs: 60 * 60_000 };
const limitSubjectOf = (request: FastifyRequest, supplier: Supplier) => `${clientSubjectOf(request.ip)}|${supplier.id}`;

/** Whether this client is over the limit for this supplier already: checked before the form is read. */
export const reviewSubmissionsOverLimit = (db: Db, request: FastifyRequest, supplier: Supplier, now: Date) =>
  isOverLimit(db, reviewSubmissionLimit, limitSubjectOf(request, supplier), now.getTime());

type RequestRow = typeof reviewRequests.$inferSelect;
type ReviewRow = typeof supplierReviews.$inferSelect;

/** Whose review a link asks for: the supplier, and the booked couple's request (none for the shared link). */
export interface ReviewTarget {
  supplier: Supplier;
  request: RequestRow | null;
}

/**
 * The target of `/{publicId}/reviews/{id}`: a booked couple's request of this supplier, or its shared link;
 * null for an unknown or deleted supplier, or an id that is neither.
 */
export async function findReviewTarget(db: Db, publicId: string, id: string): Promise<ReviewTarget | null> {
  const supplier = await findPublicSupplier(db, publicId);
  if (!supplier) return null;
  const [request] = await db
    .select()
    .from(reviewRequests)
    .where(and(eq(reviewRequests.id, id), eq(reviewRequests.supplierId, supplier.id)));
  if (request) return { supplier, request };
  return (await isShareLink(db, supplier.id, id)) ? { supplier, request: null } : null;
}

/**
 * What the form's signed token is about (http/form-token.ts signs the widget's form too): this link of this supplier.
 */
export const reviewTokenSubject = (publicId: string, id: string) => `reviews/${publicId}/${id}`;

/** A refused form: shown again with its values and what is wrong (field → i18n key; `_` the whole form). */
export class ReviewFormRefused extends Error {
  constructor(
    readonly status: number,
    readonly errors: Record<string, string>,
    readonly values: ReviewFormValues,
  ) {
    super('review form refused');
  }
}

/** The review link was used meanwhile (a second tab, a second try): the page says so. */
export class ReviewLinkUsed extends Error {}

const valuesOf = (fields: Record<string, string>): ReviewFormValues => ({
  stars: fields.stars ?? '',
  title: fields.title ?? '',
  body: fields.body ?? '',
  authorName: fields.authorName ?? '',
  email: fields.email ?? '',
  weddingDate: fields.weddingDate ?? '',
});

/**
 * A couple's review through the page. Refused, writing nothing, in this order: a filled honeypot (400),
 * a missing, forged, foreign or day-old form token (400, the form again with a new one), a used link
 * (`ReviewLinkUsed`), bad fields or photos (400, every error at once), a form sent within `minFillMs` of serving it
 * (400), more than the
 * limit from this address (429). Then the photos are stored, and in one transaction the request is
 * consumed (once: a used link gives `ReviewLinkUsed`), the review and its photos written and the
 * supplier's `reviews` counter set. The team is told by e-mail afterwards.
 */
export async function submitCoupleReview(
  deps: AppDeps,
  request: FastifyRequest,
  target: ReviewTarget,
  linkId: string,
  now: Date,
): Promise<void> {
  const { db } = deps.database;
  const { supplier } = target;
  const tokenOf = (fields: Record<string, string>) =>
    readFormToken(formTokenKey(deps), fields.token ?? '', reviewTokenSubject(supplier.publicId, linkId), now.getTime());
  // the page sends its token and honeypot before the photos: a robot's photos are drained, never decoded
  const received = await receivePhotoForm(request.parts(), {
    maxPhotos: maxReviewPhotos,
    tooManyKey: 'reviewPage:errors.tooManyPhotos',
    decodeFiles: (fields) => isBlank(fields[reviewHoneypotField]) && tokenOf(fields) !== null,
  });
  const values = valuesOf(received.fields);
  const refuse = (status: number, errors: Record<string, string>) => new ReviewFormRefused(status, errors, values);
  if (!isBlank(received.fields[reviewHoneypotField])) throw refuse(400, { _: 'reviewPage:errors.refused' });
  const token = tokenOf(received.fields);
  if (!token) throw refuse(400, { _: 'reviewPage:errors.expired' });
  if (target.request?.usedAt) throw new ReviewLinkUsed();
  if (received.formError) throw refuse(400, received.formError);

  const parsed = coupleReviewFormSchema(now, { askEmail: target.request === null }).safeParse(received.fields);
  const errors = {
    ...(parsed.success ? {} : fieldErrors(parsed.error)),
    ...(received.photoError ? { photos: received.photoError } : {}),
  };
  if (!parsed.success || Object.keys(errors).length > 0) throw refuse(400, errors);
  if (sentTooFast(token, now.getTime())) throw refuse(400, { _: 'reviewPage:errors.tooFast' });
  if (await countAttempt(db, reviewSubmissionLimit, limitSubjectOf(request, supplier), now.getTime()))
    throw refuse(429, { _: 'reviewPage:errors.tooMany' });

  const form = parsed.data;
  // a booked couple's review is published at once; one through the shared link once its author confirms the address
  const confirmation = target.request ? null : randomBytes(24).toString('base64url');
  const stored: StoredPhoto[] = [];
  let review: ReviewRow;
  try {
    for (const images of received.photos)
      stored.push(await storePhotoFiles(deps.providers.storage, `reviews/${supplier.id}`, images));
    review = await db.transaction(async (tx) => {
      if (target.request) {
        const [consumed] = await tx
          .update(reviewRequests)
          .set({ usedAt: now })
          .where(and(eq(reviewRequests.id, target.request.id), isNull(reviewRequests.usedAt)))
          .returning({ id: reviewRequests.id });
        if (!consumed) throw new ReviewLinkUsed();
      }
      await lockSupplierRow(tx, supplier.id);
      // counted under the supplier's lock, so parallel sends cannot all pass the cap
      if (confirmation && (await unconfirmedToday(tx, supplier.id, now)) >= maxUnconfirmedReviewsPerLinkPerDay)
        throw refuse(429, { _: 'reviewPage:errors.linkBusy' });
      const reviewId = randomUUID();
      const [row] = await tx
        .insert(supplierReviews)
        .values({
          id: reviewId,
          supplierId: supplier.id,
          requestId: target.request?.id ?? null,
          verified: target.request !== null,
          stars: form.stars,
          title: form.title,
          body: form.body,
          authorName: form.authorName,
          authorEmail: target.request?.email ?? form.email,
          weddingDate: form.weddingDate === '' ? null : form.weddingDate,
          formTokenId: token.id,
          confirmedAt: confirmation ? null : now,
          confirmationHash: confirmation && hashSecret(confirmation),
          locale: target.request?.locale ?? supplier.locale,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (stored.length > 0) {
        await tx.insert(reviewPhotos).values(
          stored.map((photo, position) => ({
            id: photo.id,
            reviewId,
            supplierId: supplier.id,
            position,
            path: photo.path,
            thumbnail: photo.thumbnail,
            createdAt: now,
          })),
        );
      }
      if (!confirmation) await publishReview(tx, row!, now);
      return row!;
    });
  } catch (error) {
    await removePhotoFiles(deps.providers.storage, stored, request.log);
    // the same form sent twice, one after the other or at once: the unique token id lets one through
    if (isUniqueViolation(error)) throw refuse(409, { _: 'reviewPage:errors.formUsed' });
    throw error;
  }
  noteSupplierWrite(request, supplier.id);
  if (confirmation) await mailConfirmation(deps, request.log, supplier, review, confirmation, values);
}

/** Reviews through the supplier's shared link made in the last 24 hours and not confirmed yet. */
async function unconfirmedToday(tx: Tx, supplierId: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(supplierReviews)
    .where(
      and(
        eq(supplierReviews.supplierId, supplierId),
        isNull(supplierReviews.confirmedAt),
        gt(supplierReviews.createdAt, new Date(now.getTime() - 24 * 60 * 60_000)),
      ),
    );
  return row?.n ?? 0;
}

/**
 * What a review's publication writes, in its transaction under the supplier's lock: the webhook, the statistics'
 * reviews metric (issue 14) and the supplier's counter.
 */
async function publishReview(tx: Tx, review: ReviewRow, now: Date): Promise<void> {
  await enqueueReviewCreated(tx, review);
  // the team hears of it as each member chose (issue 36: e-mail, push, the digest)
  await queueAlert(tx, { supplierId: review.supplierId, type: 'review', subjectId: review.id }, now);
  await tx.insert(events).values({
    event: 'reviewWritten',
    category: statisticsEventCategory,
    source: 'marketplace',
    supplierId: review.supplierId,
    specificEventProps: { reviewId: review.id },
    createdAt: now,
  });
  await countPublishedReviews(tx, review.supplierId);
}

/**
 * Asks the author of a shared link's review to confirm their address, in the review's language. When the mail cannot
 * be sent the review could never be published: it is deleted with its photos, and the form comes back (502) with what
 * was typed and the error, so the author can check the address and send it again (docs/decisions/reviews.md).
 */
async function mailConfirmation(
  deps: AppDeps,
  log: FastifyBaseLogger,
  supplier: Supplier,
  review: ReviewRow,
  secret: string,
  values: ReviewFormValues,
): Promise<void> {
  try {
    await deps.providers.mail.send(
      reviewConfirmationMail({
        to: review.authorEmail,
        locale: review.locale,
        supplierName: supplier.name,
        link: reviewConfirmationLink(deps.config, supplier.publicId, secret),
      }),
    );
  } catch (error) {
    log.error({ err: error, supplierId: supplier.id }, 'review confirmation mail failed; the review is not kept');
    await deleteUnconfirmedReview(deps.database.db, deps.providers.storage, review.id, log);
    throw new ReviewFormRefused(502, { _: 'reviewPage:errors.mailFailed' }, values);
  }
}

/**
 * Publishes the review whose confirmation link this is (once: the link's hash is cleared); the team hears of it
 * through its alerts. The
 * review when it was published now, null for an unknown, used or another supplier's link.
 */
export async function confirmReview(
  deps: AppDeps,
  supplier: Supplier,
  secret: string,
  now: Date,
): Promise<ReviewRow | null> {
  return deps.database.db.transaction(async (tx) => {
    await lockSupplierRow(tx, supplier.id);
    const [row] = await tx
      .update(supplierReviews)
      .set({ confirmedAt: now, confirmationHash: null, updatedAt: now })
      .where(
        and(
          eq(supplierReviews.supplierId, supplier.id),
          eq(supplierReviews.confirmationHash, hashSecret(secret)),
          // past its time the review is (or is about to be) deleted: its link no longer works
          gte(supplierReviews.createdAt, unconfirmedReviewsDeletedBefore(now)),
        ),
      )
      .returning();
    if (row) await publishReview(tx, row, now);
    return row ?? null;
  });
}
