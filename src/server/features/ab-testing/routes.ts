import { readFileSync } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { abTestingCmsPath } from '../../../domain/ab-testing.ts';
import { abTestingCmsSchema } from '../../../domain/ab-testing-cms.ts';
import { projectPath } from '../../project-path.ts';

/**
 * The static read of the running experiments (spec section 7: `abtesting/cms.json`), read and checked once at start
 * (a broken file stops the portal, not a page).
 */
export const abTestingRoutes: FastifyPluginAsyncZod = async (app) => {
  const cms = abTestingCmsSchema.parse(
    JSON.parse(readFileSync(projectPath('src/server/features/ab-testing/cms.json'), 'utf8')),
  );

  app.get(
    abTestingCmsPath,
    {
      schema: {
        tags: ['ab testing'],
        summary: 'The running experiments: their variants with weights and the screens they apply to',
        response: { 200: abTestingCmsSchema },
      },
    },
    async (_request, reply) => {
      // the reply is a thenable: nothing to wait for, the header is set at once
      void reply.header('cache-control', 'public, max-age=300');
      return cms;
    },
  );
};
