import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { isCategoryValue } from '../../../domain/categories.ts';
import { photoMaxBytes } from '../../../domain/photos/photo-files.ts';
import { latestPastDay } from '../../../domain/past-days.ts';
import { maxReviewPhotos } from '../../../domain/reviews/reviews.ts';
import { translatorFor, type Translate } from '../../i18n/translator.ts';
import { pageStyleSource } from '../public-profile/page.tsx';
import { profileLinksOf } from '../public-profile/profile-links.ts';
import { signFormToken, formTokenKey } from '../../http/form-token.ts';
import { emptyReviewForm, renderReviewPage, type ReviewFormValues, type ReviewPageState } from './couple-page.tsx';
import { noteSupplierWrite } from '../../http/supplier-changes.ts';
import { findPublicSupplier } from '../public-profile/service.ts';
import {
  confirmReview,
  findReviewTarget,
  ReviewFormRefused,
  ReviewLinkUsed,
  reviewSubmissionsOverLimit,
  reviewTokenSubject,
  submitCoupleReview,
  type ReviewTarget,
} from './submission.ts';

const pageParams = z.object({ publicId: z.string().min(1).max(64), id: z.string().min(1).max(128) });
// a repeated or odd parameter is simply not the thanks (the page never answers 400 to a couple for its address)
const pageQuery = z.object({ sent: z.string().optional().catch(undefined) });

/**
 * The page may post its own form and show our images; it runs no script and nothing may frame it. Its
 * address holds the link's secret: no other site gets it as a referrer ('same-origin', not 'no-referrer',
 * with which browsers post the form with Origin: null and the portal refuses it as foreign).
 */
const reviewPageCsp = `default-src 'none'; img-src 'self'; style-src ${pageStyleSource}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

/**
 * The couple-facing review page (spec section 2: {couple site}/{publicId}/reviews/{id}), served by the
 * portal like the public profile: `{id}` is a booked couple's request (a verified review) or `new`, the
 * supplier's shared link. HTML in the couple's language (the request's), else the supplier's.
 */
export const coupleReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  await app.register(multipart, {
    limits: { fileSize: photoMaxBytes, files: maxReviewPhotos + 1, fields: 12, fieldSize: 32 * 1024 },
  });

  const localeOf = (target: ReviewTarget) => target.request?.locale ?? target.supplier.locale;

  function send(
    reply: FastifyReply,
    status: number,
    t: Translate,
    target: ReviewTarget | null,
    state: ReviewPageState | null,
  ): FastifyReply {
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', reviewPageCsp)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'same-origin')
      .header('x-robots-tag', 'noindex');
    if (!target || !state) return reply.send(renderReviewPage(null, null, t));
    const { supplier } = target;
    const category = supplier.types[0] ?? '';
    const meta = [isCategoryValue(category) ? t(`categories:${category}`) : '', supplier.city]
      .filter((part) => part !== '')
      .join(' · ');
    return reply.send(
      renderReviewPage({ name: supplier.name, meta, profilePath: profileLinksOf(deps.config, supplier).url }, state, t),
    );
  }

  /** The form with a fresh token (its fill time starts now), keeping what the couple wrote. */
  const formState = (
    target: ReviewTarget,
    linkId: string,
    values: ReviewFormValues,
    errors: Record<string, string>,
    now: Date,
  ): ReviewPageState => ({
    kind: 'form',
    values,
    errors,
    askEmail: target.request === null,
    token: signFormToken(formTokenKey(deps), {
      publicId: reviewTokenSubject(target.supplier.publicId, linkId),
      fields: [],
      issuedAt: now.getTime(),
    }),
    action: `/${encodeURIComponent(target.supplier.publicId)}/reviews/${encodeURIComponent(linkId)}`,
    latestDate: latestPastDay(now),
  });

  app.get(
    '/:publicId/reviews/:id',
    {
      schema: {
        tags: ['reviews'],
        summary:
          "The couple's review page (HTML): the form, `sent` the thanks after it; 404 for an unknown supplier or link",
        params: pageParams,
        querystring: pageQuery,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const { publicId, id } = request.params;
      const target = await findReviewTarget(db, publicId, id);
      if (!target)
        return send(
          reply,
          404,
          translatorFor(request.headers['accept-language']?.split(/[,;]/)[0]?.trim() || 'en-GB'),
          null,
          null,
        );
      const t = translatorFor(localeOf(target));
      // a shared link's review waits for its author's confirmation (submission.ts), a booked couple's is published
      if (request.query.sent !== undefined)
        return send(reply, 200, t, target, { kind: target.request ? 'thanks' : 'checkMail' });
      if (target.request?.usedAt) return send(reply, 200, t, target, { kind: 'used' });
      return send(
        reply,
        200,
        t,
        target,
        formState(target, id, { ...emptyReviewForm, authorName: target.request?.coupleName ?? '' }, {}, new Date()),
      );
    },
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/:publicId/reviews/confirm/:secret',
    schema: {
      tags: ['reviews'],
      summary:
        "The link mailed to the author of a review through the shared link (HTML). GET: a page with a button; POST (the button): publishes the review, once, and shows the thanks. 404 for an unknown supplier, or a POST of an unknown, used or another supplier's link",
      params: z.object({ publicId: z.string().min(1).max(64), secret: z.string().min(1).max(128) }),
      produces: ['text/html'],
    },
    handler: async (request, reply) => {
      const { publicId, secret } = request.params;
      const supplier = await findPublicSupplier(db, publicId);
      if (!supplier) return send(reply, 404, translatorFor('en-GB'), null, null);
      const target = { supplier, request: null };
      // only the button publishes: a mail scanner opening the link (a GET) publishes nothing
      if (request.method === 'GET') {
        const action = `/${encodeURIComponent(supplier.publicId)}/reviews/confirm/${encodeURIComponent(secret)}`;
        return send(reply, 200, translatorFor(supplier.locale), target, { kind: 'confirm', action });
      }
      const review = await confirmReview(deps, supplier, secret, new Date());
      if (!review) return send(reply, 404, translatorFor(supplier.locale), null, null);
      noteSupplierWrite(request, supplier.id);
      return send(reply, 200, translatorFor(review.locale), target, { kind: 'thanks' });
    },
  });

  /** The target of a POST, found by its hook before the body is read. */
  const postTargets = new WeakMap<FastifyRequest, ReviewTarget>();

  app.post(
    '/:publicId/reviews/:id',
    {
      bodyLimit: (maxReviewPhotos + 1) * photoMaxBytes + 256 * 1024,
      schema: {
        tags: ['reviews'],
        summary: `A couple sends the review form (multipart: stars 1-5, title, body, authorName, email on the shared link, weddingDate, up to ${maxReviewPhotos} photos, token, website honeypot). 303 to the thanks; 400 the form with its errors; 404 unknown; 409 link or form already used; 429 too many`,
        params: pageParams,
        consumes: ['multipart/form-data'],
        produces: ['text/html'],
      },
      // multipart bodies are read by the handler (request.parts()), so this runs before a byte of a photo is:
      // a client over its limit costs one query, never an upload's decoding
      preHandler: async (request, reply) => {
        const { publicId, id } = request.params;
        const target = await findReviewTarget(db, publicId, id);
        if (!target) return send(reply, 404, translatorFor('en-GB'), null, null);
        const now = new Date();
        if (await reviewSubmissionsOverLimit(db, request, target.supplier, now))
          return send(
            reply,
            429,
            translatorFor(localeOf(target)),
            target,
            formState(target, id, emptyReviewForm, { _: 'reviewPage:errors.tooMany' }, now),
          );
        postTargets.set(request, target);
      },
    },
    async (request, reply) => {
      const { publicId, id } = request.params;
      const target = postTargets.get(request)!;
      const t = translatorFor(localeOf(target));
      const now = new Date();
      if (!request.isMultipart())
        return send(
          reply,
          400,
          t,
          target,
          formState(target, id, emptyReviewForm, { _: 'reviewPage:errors.refused' }, now),
        );
      try {
        await submitCoupleReview(deps, request, target, id, now);
      } catch (error) {
        if (error instanceof ReviewLinkUsed) return send(reply, 409, t, target, { kind: 'used' });
        if (error instanceof ReviewFormRefused)
          return send(reply, error.status, t, target, formState(target, id, error.values, error.errors, now));
        throw error;
      }
      return reply.redirect(`/${encodeURIComponent(publicId)}/reviews/${encodeURIComponent(id)}?sent=1`, 303);
    },
  );
};
