import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import {
  reviewRequestInputSchema,
  reviewRequestSchema,
  reviewSchema,
  reviewsQuerySchema,
  reviewsRatingSchema,
  reviewsResponseSchema,
} from '../../../domain/reviews/reviews-api.ts';
import { canUseFeature, requireFeature } from '../../access/feature-gate.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { parseForm } from '../../http/parse-form.ts';
import { profileLinksOf } from '../public-profile/profile-links.ts';
import { reviewLink } from './links.ts';
import { readReviews, readReviewsRating } from './read.ts';
import { readReviewRequest, requestReview } from './requests.ts';
import { replyToReview, requestReviewRemoval } from './service.ts';
import { replaceShareLink, shareLinkIdOf } from './share-link.ts';

const supplierParams = z.object({ supplierId: z.string().min(1).max(128) });
const reviewParams = supplierParams.extend({ reviewId: z.string().min(1).max(128) });
const weddingParams = supplierParams.extend({ weddingId: z.string().min(1).max(128) });
// checked by the domain's schemas in the services (field errors as i18n keys)
const formBody = z.record(z.string(), z.unknown());
const tags = ['reviews'];

/**
 * /reviews: couples' reviews of the supplier, its replies and removal requests, and review requests to booked couples
 * (issue 12).
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  const { storage } = deps.providers;
  const base = '/api/supplier/:supplierId/reviews';

  app.get(
    base,
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags,
        summary:
          'The reviews in one of the four sorts (default mostRecent), the rating (null below the rating tier) and the shared review link',
        params: supplierParams,
        querystring: reviewsQuerySchema,
        response: { 200: reviewsResponseSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.supplierId);
      requireFeature(access, 'reviewsPage');
      const { supplier } = access;
      const [reviews, rating, linkId] = await Promise.all([
        readReviews(db, storage, supplier.id, profileLinksOf(deps.config, supplier).url, request.query.sort),
        canUseFeature(access, 'rating') ? readReviewsRating(db, supplier.id) : null,
        shareLinkIdOf(db, supplier.id),
      ]);
      return { reviews, rating, shareLink: reviewLink(deps.config, supplier.publicId, linkId) };
    },
  );

  app.post(
    `${base}/share-link`,
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags,
        summary: 'Replaces the shared review link: the old one stops working',
        params: supplierParams,
        response: { 200: z.object({ shareLink: z.string() }) },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.supplierId);
      requireFeature(access, 'reviewsPage');
      return {
        shareLink: reviewLink(
          deps.config,
          access.supplier.publicId,
          await replaceShareLink(db, access.supplier.id, new Date()),
        ),
      };
    },
  );

  app.get(
    '/api/supplier/:id/statistics/reviews-rating',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags,
        summary:
          'Count and average rating to one decimal (count 0, rating 0 without reviews); 403 tier-required below the rating tier (classic)',
        params: z.object({ id: z.string().min(1).max(128) }),
        response: { 200: reviewsRatingSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.id);
      requireFeature(access, 'rating');
      return readReviewsRating(db, access.supplier.id);
    },
  );

  app.put(
    `${base}/:reviewId/response`,
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags,
        summary:
          'Replies to a review: the first reply creates the response, later ones update it; 403 tier-required (reviewsReply), 400 validation',
        params: reviewParams,
        body: formBody,
        response: { 200: reviewSchema },
      },
    },
    async (request) =>
      replyToReview(
        db,
        storage,
        deps.config,
        await requireSupplierAccess(request, request.params.supplierId),
        request.params.reviewId,
        request.body,
        new Date(),
      ),
  );

  app.post(
    `${base}/:reviewId/removal-request`,
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags,
        summary:
          'Asks the platform to remove the review, with a reason (a platform admin decides); 409 removal-requested',
        params: reviewParams,
        body: formBody,
        response: { 200: reviewSchema },
      },
    },
    async (request) =>
      requestReviewRemoval(
        db,
        storage,
        deps.config,
        await requireSupplierAccess(request, request.params.supplierId),
        request.params.reviewId,
        request.body,
        new Date(),
      ),
  );

  app.get(
    '/api/supplier/:supplierId/review-requests/:weddingId',
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags,
        summary:
          'Whether the booked couple of this wedding was asked for a review (none, sent, reviewed); 404 when not booked',
        params: weddingParams,
        response: { 200: reviewRequestSchema },
      },
    },
    async (request) =>
      readReviewRequest(db, await requireSupplierAccess(request, request.params.supplierId), request.params.weddingId),
  );

  app.post(
    '/api/supplier/:supplierId/review-requests',
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags,
        summary:
          'E-mails a booked couple their review link (once a day at most); 404 not booked, 409 couple-unreachable, recently-sent, already-reviewed',
        params: supplierParams,
        body: formBody,
        response: { 200: reviewRequestSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.supplierId);
      const { weddingId } = parseForm(reviewRequestInputSchema, request.body);
      return requestReview(deps, request.log, access, weddingId, new Date());
    },
  );
};
