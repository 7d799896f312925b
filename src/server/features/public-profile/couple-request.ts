import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';

/** The reader's first language from Accept-Language, for a page that has no supplier to take it from. */
export const requestLocale = (request: FastifyRequest) =>
  request.headers['accept-language']?.split(',')[0]?.split(';')[0]?.trim() || 'en-GB';

/**
 * A couple's own browser: HEAD asks only for headers, and a crawler, link preview or script (every browser
 * names itself) is not a couple. What the public pages count (profile views, clicks, search appearances).
 */
export const isCouple = (request: FastifyRequest) =>
  request.method === 'GET' && !!request.headers['user-agent'] && !isbot(request.headers['user-agent']);
