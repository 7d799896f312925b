import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isbot } from 'isbot';
import { z } from 'zod';
import { isCategoryValue } from '../../../domain/categories.ts';
import { isPreviewQuery, profileCategoryPathSlugs, publicIdOfProfileSegment } from '../../../domain/public-profile.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { translatorFor } from '../../i18n/translator.ts';
import { memoTranslate } from './memo-translate.ts';
import { renderProfileNotFound, renderProfilePage, profilePageCsp } from './page.tsx';
import { canonicalProfilePath, profileLinksOf } from './profile-links.ts';
import { findPublicSupplier, readPublicProfile, recordProfileView } from './service.ts';
import { readListingNoindex } from '../listing/service.ts';

const profileParams = z.object({ profile: z.string().min(1).max(300) });
// a repeated or odd parameter is simply not preview (the page never answers 400 to a couple)
const profileQuery = z.object({ supplier: z.string().optional().catch(undefined) });
export const profileLinkSchema = z.object({ url: z.string(), previewUrl: z.string(), noindex: z.boolean() });

/** The reader's first language from Accept-Language, for a page that has no supplier to take it from. */
const requestLocale = (request: FastifyRequest) => request.headers['accept-language']?.split(',')[0]?.split(';')[0]?.trim() || 'en-GB';

function htmlReply(reply: FastifyReply, nonce: string, preview = false): FastifyReply {
  return reply.header('content-type', 'text/html; charset=utf-8').header('content-security-policy', profilePageCsp(nonce, preview)).header('cache-control', 'no-cache');
}

/**
 * The couple-facing profile page at the couple-facing link's path (`/{wedding-category}/{slug}-{publicId}`),
 * server-rendered; and the link itself for the portal's /preview screen.
 */
export const publicProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;

  for (const categoryPath of profileCategoryPathSlugs) {
    app.get(
      `/${categoryPath}/:profile`,
      {
        schema: {
          tags: ['public-profile'],
          summary: `The couple-facing profile page (HTML); supplier=true is the supplier's preview (not counted, noindex)`,
          params: profileParams,
          querystring: profileQuery,
          produces: ['text/html'],
        },
      },
      async (request, reply) => {
        const nonce = randomBytes(16).toString('base64');
        const preview = isPreviewQuery(request.query);
        const publicId = publicIdOfProfileSegment(request.params.profile);
        const supplier = publicId ? await findPublicSupplier(db, publicId) : null;
        if (!supplier || !isCategoryValue(supplier.types[0])) {
          return htmlReply(reply, nonce).header('x-robots-tag', 'noindex').status(404).send(renderProfileNotFound(translatorFor(requestLocale(request)), nonce));
        }
        const canonicalPath = canonicalProfilePath(supplier);
        if (request.url.split('?')[0] !== canonicalPath) return reply.redirect(preview ? `${canonicalPath}?supplier=true` : canonicalPath, 301);

        const profile = await readPublicProfile(db, deps.providers.storage, supplier);
        const noindex = preview || profile.listing.noindex;
        const html = renderProfilePage(profile, {
          t: memoTranslate(translatorFor(supplier.locale)),
          pageUrl: profileLinksOf(deps.config, supplier).url,
          absolute: (path) => new URL(path, deps.config.APP_URL).href,
          preview,
          noindex,
          nonce,
        });
        // HEAD asks only for headers, and a crawler, link preview or script (every browser names itself) is not a couple
        const userAgent = request.headers['user-agent'];
        const coupleView = !preview && request.method === 'GET' && Boolean(userAgent) && !isbot(userAgent);
        if (coupleView) await recordProfileView(db, supplier.id, canonicalPath, new Date());
        htmlReply(reply, nonce, preview);
        if (noindex) reply.header('x-robots-tag', 'noindex');
        return reply.send(html);
      },
    );
  }

  app.get(
    '/api/supplier/:id/profile-link',
    {
      schema: {
        tags: ['public-profile'],
        summary: "The couple-facing link of the supplier's profile, its preview link (supplier=true) and whether the listing is noindex",
        params: z.object({ id: z.string().min(1).max(128) }),
        response: { 200: profileLinkSchema },
      },
    },
    async (request) => {
      const { supplier } = await requireSupplierAccess(request, request.params.id);
      const noindex = isCategoryValue(supplier.types[0]) ? await readListingNoindex(db, supplier) : true;
      return { ...profileLinksOf(deps.config, supplier), noindex };
    },
  );
};
