import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { helpWidgetSchema, releaseArticlesSchema } from '../../../domain/help/help-api.ts';
import { locales } from '../../../domain/locales.ts';
import { helpContactLimit, helpWidget, markChangelogSeen, releaseArticles, sendHelpMessage } from './service.ts';

const tags = ['help'];

/** The changelog notice's articles and the help widget (its settings and contact form); for signed-in users. */
export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/api/help/releases',
    {
      schema: {
        tags,
        summary: 'The help centre’s venue product-release articles, newest first (the changelog notice)',
        querystring: z.object({
          locale: z
            .enum(locales)
            .optional()
            .describe(
              "the screen's language (default: the user's); the portal's own notes are translated, a feed is not",
            ),
        }),
        response: { 200: releaseArticlesSchema },
      },
    },
    async (request) => releaseArticles(deps, request, request.query.locale),
  );

  app.put(
    '/api/help/changelog-seen',
    {
      schema: {
        tags,
        summary:
          "Remembers the newest “What's new” article the user has read {articleId}, on every browser; 400 validation (fields)",
        // checked by the domain's schema in the service (field errors as i18n keys)
        body: z.record(z.string(), z.unknown()),
      },
    },
    async (request, reply) => {
      await markChangelogSeen(deps, request, request.body);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/help/widget',
    {
      schema: {
        tags,
        summary: 'The outside help widget’s script, when one is configured',
        response: { 200: helpWidgetSchema },
      },
    },
    async () => helpWidget(deps),
  );

  app.post(
    '/api/help/contact',
    {
      // asking for help is reading: a viewer may ask too
      config: { supplierId: 'body.supplierId', permission: 'read' },
      schema: {
        tags,
        summary: `Sends the help widget's contact form {supplierId?, subject, message} to support; 400 validation (fields), 429 after ${helpContactLimit.max} an hour`,
        // checked by the domain's schema in the service (field errors as i18n keys)
        body: z.record(z.string(), z.unknown()),
      },
    },
    async (request, reply) => {
      await sendHelpMessage(deps, request, request.body, new Date());
      return reply.status(204).send();
    },
  );
};
