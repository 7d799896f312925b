import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { countryL10n } from '../../../domain/countries.ts';
import { searchPageNumber, searchPageSize, searchPlaceOf } from '../../../domain/public-search.ts';
import {
  matchesKeyword,
  normaliseKeyword,
  searchAppearedEvent,
  searchKeywordProp,
} from '../../../domain/statistics/keywords.ts';
import { statisticsEventCategory } from '../../../domain/statistics/metrics.ts';
import { translatorFor } from '../../i18n/translator.ts';
import { isCouple, requestLocale } from '../public-profile/couple-request.ts';
import { createViewRecorder } from '../public-profile/view-recorder.ts';
import { renderSearchNotFound, renderSearchPage, searchPageCsp } from './page.tsx';
import { createSearchCache } from './search-cache.ts';
import { readCountySearch } from './service.ts';

const segment = z.string().min(1).max(100);
// odd or repeated parameters are read as none (the page never answers 400 to a couple)
const searchQuery = z.object({
  q: z.string().max(1000).optional().catch(undefined),
  page: z.string().max(10).optional().catch(undefined),
});

/**
 * Issue 14: the public search results page, `/search/{country}/{wedding-category}/{county}?q=&page=`. Each
 * supplier listed on the page a couple sees appears once (`searchAppeared`, with the keyword), all of them
 * in one insert after the page is sent; crawlers, scripts and HEAD are not counted (as profile views).
 */
export const publicSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  const lists = createSearchCache(deps.database.changes);
  const appearances = createViewRecorder(db, app.log);
  app.addHook('onClose', async () => {
    lists.close();
    await appearances.flush();
  });

  app.get(
    '/search/:country/:category/:county',
    {
      schema: {
        tags: ['public-profile'],
        summary:
          "The couple-facing search results (HTML) of a category in a county, in the ranking engine's order, in the market's language; q a keyword (found in name, town or description), page from 1. Each listed supplier's appearance is counted with the keyword (not for crawlers)",
        params: z.object({ country: segment, category: segment, county: segment }),
        querystring: searchQuery,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const place = searchPlaceOf(request.params);
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', searchPageCsp)
        .header('cache-control', 'no-cache');
      if (!place)
        return reply
          .header('x-robots-tag', 'noindex')
          .status(404)
          .send(renderSearchNotFound(translatorFor(requestLocale(request))));

      const key = `${place.countryCode}:${place.category}:${place.county}`;
      let list = lists.get(key);
      if (!list) {
        list = await readCountySearch(db, place, new Date());
        lists.set(key, list);
      }
      const keyword = normaliseKeyword(request.query.q);
      const found = keyword
        ? list.filter((entry) => matchesKeyword(keyword, [entry.name, entry.town, entry.description]))
        : list;
      const pages = Math.max(1, Math.ceil(found.length / searchPageSize));
      const page = Math.min(searchPageNumber(request.query.page), pages);
      const entries = found.slice((page - 1) * searchPageSize, page * searchPageSize);

      const t = translatorFor(countryL10n(place.countryCode).locale);
      reply.send(renderSearchPage({ place, keyword, page, total: found.length, entries }, t));
      if (isCouple(request)) {
        const now = new Date();
        const pathname = request.url.split('?')[0];
        const props = keyword ? { [searchKeywordProp]: keyword } : null;
        for (const entry of entries) {
          appearances.recordEvent(
            {
              event: searchAppearedEvent,
              category: statisticsEventCategory,
              supplierId: entry.id,
              pathname,
              specificEventProps: props,
            },
            now,
          );
        }
      }
      return reply;
    },
  );
};
