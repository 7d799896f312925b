import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fieldErrors } from '../../../domain/form-errors.ts';
import { coupleReviewFormSchema } from '../../../domain/reviews/reviews-api.ts';
import { maxReviewPhotos, sharedReviewLinkId } from '../../../domain/reviews/reviews.ts';
import { isBlank } from '../../../domain/field-rules.ts';
import type { Supplier } from '../../access/supplier-access.ts';
import type { AppDeps } from '../../app.ts';
import { countAttempt, type AttemptLimit } from '../../auth/attempt-limits.ts';
import type { Db } from '../../db/client.ts';
import { reviewPhotos, reviewRequests, supplierReviews, supplierUsers, users } from '../../db/schema/index.ts';
import { lockSupplierRow, setSupplierCounter } from '../../db/supplier-row.ts';
import { noteSupplierWrite } from '../../http/supplier-changes.ts';
import { receivePhotoForm } from '../photos/photo-form.ts';
import { removePhotoFiles, storePhotoFiles, type StoredPhoto } from '../photos/service.ts';
import { findPublicSupplier } from '../public-profile/service.ts';
import { formTokenKey, readFormToken, sentTooFast } from '../widget/form-token.ts';
import { reviewHoneypotField, type ReviewFormValues } from './couple-page.tsx';
import { newReviewMail } from './mails.ts';

/** Reviews accepted per client address and supplier: a family may share a connection, a robot may not. */
export const reviewSubmissionLimit: AttemptLimit = { name: 'review-submissions', max: 3, windowMs: 60 * 60_000 };

type RequestRow = typeof reviewRequests.$inferSelect;

/** Whose review a link asks for: the supplier, and the booked couple's request (none for the shared link). */
export interface ReviewTarget {
  supplier: Supplier;
  request: RequestRow | null;
}

/** The target of `/{publicId}/reviews/{id}`; null for an unknown or deleted supplier, or a request that is not this supplier's. */
export async function findReviewTarget(db: Db, publicId: string, id: string): Promise<ReviewTarget | null> {
  const supplier = await findPublicSupplier(db, publicId);
  if (!supplier) return null;
  if (id === sharedReviewLinkId) return { supplier, request: null };
  const [request] = await db
    .select()
    .from(reviewRequests)
    .where(and(eq(reviewRequests.id, id), eq(reviewRequests.supplierId, supplier.id)));
  return request ? { supplier, request } : null;
}

/** What the form's signed token is about (widget/form-token.ts signs both forms): this link of this supplier. */
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

/** The supplier's team: every member's address in their language, else the supplier's own address. */
async function teamRecipients(db: Db, supplier: Supplier): Promise<{ email: string; locale: string }[]> {
  const members = await db
    .select({ email: users.email, locale: users.locale })
    .from(supplierUsers)
    .innerJoin(users, eq(users.id, supplierUsers.userId))
    .where(eq(supplierUsers.supplierId, supplier.id));
  return members.length > 0 ? members : isBlank(supplier.email) ? [] : [{ email: supplier.email, locale: supplier.locale }];
}

/**
 * A couple's review through the page. Refused, writing nothing, in this order: a filled honeypot (400),
 * a missing, forged, foreign or day-old form token (400, the form again with a new one), bad fields or
 * photos (400, every error at once), a form sent within `minFillMs` of serving it (400), more than the
 * limit from this address (429). Then the photos are stored, and in one transaction the request is
 * consumed (once: a used link gives `ReviewLinkUsed`), the review and its photos written and the
 * supplier's `reviews` counter set. The team is told by e-mail afterwards.
 */
export async function submitCoupleReview(deps: AppDeps, request: FastifyRequest, target: ReviewTarget, linkId: string, now: Date): Promise<void> {
  const { db } = deps.database;
  const { supplier } = target;
  const received = await receivePhotoForm(request.parts({ limits: { files: maxReviewPhotos + 1, fields: 12, fieldSize: 32 * 1024 } }), maxReviewPhotos, 'reviewPage:errors.tooManyPhotos');
  const values = valuesOf(received.fields);
  const refuse = (status: number, errors: Record<string, string>) => new ReviewFormRefused(status, errors, values);
  if (!isBlank(received.fields[reviewHoneypotField])) throw refuse(400, { _: 'reviewPage:errors.refused' });
  const token = readFormToken(formTokenKey(deps), received.fields.token ?? '', reviewTokenSubject(supplier.publicId, linkId), now.getTime());
  if (!token) throw refuse(400, { _: 'reviewPage:errors.expired' });
  if (target.request?.usedAt) throw new ReviewLinkUsed();

  const parsed = coupleReviewFormSchema(now, { askEmail: target.request === null }).safeParse(received.fields);
  const errors = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...(received.photoError ? { photos: received.photoError } : {}) };
  if (!parsed.success || Object.keys(errors).length > 0) throw refuse(400, errors);
  if (sentTooFast(token, now.getTime())) throw refuse(400, { _: 'reviewPage:errors.tooFast' });
  if (await countAttempt(db, reviewSubmissionLimit, `${request.ip}|${supplier.id}`, now.getTime())) throw refuse(429, { _: 'reviewPage:errors.tooMany' });

  const form = parsed.data;
  const stored: StoredPhoto[] = [];
  try {
    for (const images of received.photos) stored.push(await storePhotoFiles(deps.providers.storage, `reviews/${supplier.id}`, images));
    await db.transaction(async (tx) => {
      if (target.request) {
        const [consumed] = await tx
          .update(reviewRequests)
          .set({ usedAt: now })
          .where(and(eq(reviewRequests.id, target.request.id), isNull(reviewRequests.usedAt)))
          .returning({ id: reviewRequests.id });
        if (!consumed) throw new ReviewLinkUsed();
      }
      await lockSupplierRow(tx, supplier.id);
      const reviewId = randomUUID();
      await tx.insert(supplierReviews).values({
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
        locale: target.request?.locale ?? supplier.locale,
        createdAt: now,
        updatedAt: now,
      });
      if (stored.length > 0) {
        await tx.insert(reviewPhotos).values(stored.map((photo, position) => ({ id: photo.id, reviewId, supplierId: supplier.id, position, path: photo.path, thumbnail: photo.thumbnail, createdAt: now })));
      }
      const [total] = await tx.select({ n: count() }).from(supplierReviews).where(eq(supplierReviews.supplierId, supplier.id));
      await setSupplierCounter(tx, supplier.id, 'reviews', total?.n ?? 0);
    });
  } catch (error) {
    await removePhotoFiles(deps.providers.storage, stored, request.log);
    throw error;
  }
  noteSupplierWrite(request, supplier.id);

  // the review is safe: a mail server failure is logged, not shown to the couple
  try {
    const reviewsUrl = `${deps.config.APP_URL.replace(/\/+$/, '')}/reviews`;
    for (const member of await teamRecipients(db, supplier)) {
      await deps.providers.mail.send(newReviewMail({ to: member.email, locale: member.locale, supplierName: supplier.name, stars: form.stars, title: form.title, authorName: form.authorName, reviewsUrl }));
    }
  } catch (error) {
    request.log.error({ err: error, supplierId: supplier.id }, 'new review mail failed');
  }
}

