import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { locales } from '../../../domain/locales.ts';
import { setLocaleBodySchema, switchSupplierBodySchema, viewerSchema } from '../../../domain/viewer.ts';
import { requireUser } from '../../auth/session.ts';
import { loadViewer, setUserLocale, switchActiveSupplier } from './service.ts';

export const viewerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { storage } = app.deps.providers;

  app.get(
    '/api/viewer',
    {
      schema: {
        tags: ['viewer'],
        summary: 'The signed-in user, their suppliers and the active supplier with its admin data',
        response: { 200: viewerSchema },
      },
    },
    async (request) => loadViewer(db, storage, await requireUser(request)),
  );

  app.post(
    '/api/viewer/active-supplier',
    {
      schema: {
        tags: ['viewer'],
        summary: 'Switch the active supplier (404 without access; platform admins may pick any)',
        body: switchSupplierBodySchema,
        response: { 200: viewerSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await switchActiveSupplier(db, user, request.body.supplierId);
      return loadViewer(db, storage, user);
    },
  );

  app.post(
    '/api/i18n/set-locale',
    {
      schema: {
        tags: ['viewer'],
        summary: `Save the signed-in user's language (${locales.join(', ')})`,
        body: setLocaleBodySchema,
        response: { 200: z.object({ locale: z.enum(locales) }) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await setUserLocale(db, user.id, request.body.locale);
      return { locale: request.body.locale };
    },
  );
};
