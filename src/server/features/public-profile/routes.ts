import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { isCategoryValue } from '../../../domain/categories.ts';
import {
  isPreviewQuery,
  previewParameter,
  profileCategoryPathSlugs,
  profileOutLinks,
  publicIdOfProfileSegment,
  telHref,
  type ProfileOutLink,
} from '../../../domain/public-profile.ts';
import { statisticsEventCategory } from '../../../domain/statistics/metrics.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { translatorFor } from '../../i18n/translator.ts';
import { memoTranslate } from './memo-translate.ts';
import { renderProfileNotFound, renderProfilePage, profilePageCsp } from './page.tsx';
import { canonicalProfilePath, profileLinksOf } from './profile-links.ts';
import { safeHref } from './sections.tsx';
import { createProfilePageCache, etagOf, type ServedPage } from './page-cache.ts';
import { findPublicSupplier, readPublicProfile, type PublicProfile } from './service.ts';
import { widgetUrl } from '../../../domain/enquiries/enquiry-widget.ts';
import { createViewRecorder } from './view-recorder.ts';
import { isCouple, requestLocale } from './couple-request.ts';
import { readListingNoindex } from '../listing/service.ts';
import { readPublicInstagram } from '../apps/read.ts';

const profileParams = z.object({ profile: z.string().min(1).max(300) });
// a repeated or odd parameter is simply not preview (the page never answers 400 to a couple)
const profileQuery = z.object({ supplier: z.string().optional().catch(undefined) });
/** The enquiry widget's form page of the supplier, on this portal (relative: the page's frame is 'self'). */
function enquiryPathOf({ supplier, widgetSettings }: PublicProfile, preview: boolean): string {
  const path = widgetUrl({
    appUrl: '',
    countryCode: supplier.countryCode,
    publicId: supplier.publicId,
    settings: widgetSettings,
  });
  return preview ? `${path}&${previewParameter.name}=${previewParameter.value}` : path;
}

const profileLinkSchema = z.object({ url: z.string(), previewUrl: z.string(), noindex: z.boolean() });

function htmlReply(reply: FastifyReply, preview = false): FastifyReply {
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', profilePageCsp(preview))
    .header('cache-control', 'no-cache');
}

/** Whether the browser's copy is the page (If-None-Match holds its ETag; a list or a weak one as well). */
const browserHasPage = (request: FastifyRequest, etag: string) =>
  request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag) ?? false;

/**
 * The couple-facing profile page at the couple-facing link's path (`/{wedding-category}/{slug}-{publicId}`),
 * server-rendered; and the link itself for the portal's /preview screen.
 */
export const publicProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  const pages = createProfilePageCache(deps.database.changes);
  const views = createViewRecorder(db, app.log);
  app.addHook('onClose', async () => {
    pages.close();
    await views.flush();
  });

  /** The page of a public id, rendered; null when there is no such listed supplier. */
  const renderPage = async (publicId: string, preview: boolean): Promise<ServedPage | null> => {
    const supplier = await findPublicSupplier(db, publicId);
    if (!supplier || !isCategoryValue(supplier.types[0])) return null;
    const profile = await readPublicProfile(db, deps.providers.storage, supplier, (found) =>
      readPublicInstagram(deps, found, app.log),
    );
    const noindex = preview || profile.listing.noindex;
    const html = renderProfilePage(profile, {
      t: memoTranslate(translatorFor(supplier.locale)),
      pageUrl: profileLinksOf(deps.config, supplier).url,
      absolute: (path) => new URL(path, deps.config.APP_URL).href,
      preview,
      noindex,
      enquiryPath: enquiryPathOf(profile, preview),
    });
    const page: ServedPage = {
      supplierId: supplier.id,
      canonicalPath: canonicalProfilePath(supplier),
      html,
      etag: etagOf(html),
      noindex,
    };
    return page;
  };
  const servedPage = (publicId: string, preview: boolean) =>
    pages.served(publicId, preview, () => renderPage(publicId, preview));

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
        const preview = isPreviewQuery(request.query);
        const publicId = publicIdOfProfileSegment(request.params.profile);
        const page = publicId ? await servedPage(publicId, preview) : null;
        if (!page) {
          return htmlReply(reply)
            .header('x-robots-tag', 'noindex')
            .status(404)
            .send(renderProfileNotFound(translatorFor(requestLocale(request))));
        }
        if (request.url.split('?')[0] !== page.canonicalPath)
          return reply.redirect(preview ? `${page.canonicalPath}?supplier=true` : page.canonicalPath, 301);

        htmlReply(reply, preview).header('etag', page.etag);
        if (page.noindex) reply.header('x-robots-tag', 'noindex');
        // the browser's copy is current: a view all the same
        if (browserHasPage(request, page.etag)) reply.status(304).send();
        else reply.send(page.html);
        if (!preview && isCouple(request)) views.record(page.supplierId, page.canonicalPath, new Date());
        return reply;
      },
    );
  }

  app.get(
    '/out/:publicId/:link',
    {
      schema: {
        tags: ['public-profile'],
        summary:
          "A couple's click on the profile's website or phone link: counted (not in preview, nor for crawlers), then redirected (302) to the supplier's own stored website or tel: number; 404 when it has none",
        params: z.object({
          publicId: z.string().min(1).max(64),
          link: z.enum(Object.keys(profileOutLinks) as [ProfileOutLink, ...ProfileOutLink[]]),
        }),
        querystring: profileQuery,
      },
    },
    async (request, reply) => {
      const { publicId, link } = request.params;
      const supplier = await findPublicSupplier(db, publicId);
      // the target is the supplier's stored address, checked again here (a web or tel: link only), never the request's
      const target = supplier && (link === 'website' ? safeHref(supplier.website) : telHref(supplier.phone));
      if (!supplier || !target) {
        return htmlReply(reply)
          .header('x-robots-tag', 'noindex')
          .status(404)
          .send(renderProfileNotFound(translatorFor(requestLocale(request))));
      }
      if (!isPreviewQuery(request.query) && isCouple(request)) {
        views.recordEvent(
          {
            event: profileOutLinks[link],
            category: statisticsEventCategory,
            supplierId: supplier.id,
            pathname: request.url.split('?')[0],
          },
          new Date(),
        );
      }
      return reply.header('x-robots-tag', 'noindex').header('cache-control', 'no-store').redirect(target, 302);
    },
  );

  app.get(
    '/api/supplier/:id/profile-link',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags: ['public-profile'],
        summary:
          "The couple-facing link of the supplier's profile, its preview link (supplier=true) and whether the listing is noindex",
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
