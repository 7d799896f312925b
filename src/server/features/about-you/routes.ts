import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { achievementsInputSchema, achievementsSchema } from '../../../domain/about-you/achievements.ts';
import { faqInputSchema, faqSchema } from '../../../domain/about-you/faq.ts';
import { statusMessageInputSchema, statusMessageSchema } from '../../../domain/about-you/status-message.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { loadAchievements, saveAchievements } from './achievements.ts';
import { loadFaq, saveFaq } from './faq.ts';
import { loadStatusMessage, saveStatusMessage } from './status-message.ts';

const idParams = z.object({ id: z.string().min(1).max(128) });
const tags = ['about-you'];

/** /about-you: the status message, achievements and FAQ answers of a supplier (any role reads, editors write). */
export const aboutYouRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/api/supplier/:id/status-message',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags,
        summary: 'The status message couples see on the profile, or null',
        params: idParams,
        response: { 200: statusMessageSchema },
      },
    },
    async (request) => {
      const { supplier } = await requireSupplierAccess(request, request.params.id);
      return loadStatusMessage(db, supplier.id);
    },
  );

  app.put(
    '/api/supplier/:id/status-message',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags,
        summary: 'Add, edit or (with an empty text) remove the status message; answers the change made',
        params: idParams,
        body: statusMessageInputSchema,
        response: { 200: statusMessageSchema.extend({ change: z.enum(['add', 'edit', 'remove', 'none']) }) },
      },
    },
    async (request) => {
      const { supplier } = await requireSupplierAccess(request, request.params.id);
      return saveStatusMessage(db, supplier.id, request.body.message, new Date());
    },
  );

  app.get(
    '/api/supplier/:id/achievements',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags,
        summary: 'The three achievement groups: featuredIn, industryAwards, accreditationsAssociations',
        params: idParams,
        response: { 200: achievementsSchema },
      },
    },
    async (request) => {
      const { supplier } = await requireSupplierAccess(request, request.params.id);
      return loadAchievements(db, supplier.id);
    },
  );

  app.put(
    '/api/supplier/:id/achievements',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags,
        summary:
          'Replace the groups sent, each with its whole set: nameless entries deleted, empty links dropped, other links must be URLs (field e.g. featuredIn.0.link)',
        params: idParams,
        body: achievementsInputSchema,
        response: { 200: achievementsSchema },
      },
    },
    async (request) => {
      const { supplier } = await requireSupplierAccess(request, request.params.id);
      return saveAchievements(db, supplier.id, request.body, new Date());
    },
  );

  app.get(
    '/api/supplier/:id/faq',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags,
        summary: "The ten FAQ questions of the supplier's category with its answers ('' when unanswered)",
        params: idParams,
        response: { 200: faqSchema },
      },
    },
    async (request) => {
      const { supplier } = await requireSupplierAccess(request, request.params.id);
      return loadFaq(db, supplier);
    },
  );

  app.put(
    '/api/supplier/:id/faq',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags,
        summary:
          'Save the whole set of answers (question id → answer): empty or left-out answers are deleted; an unknown question id is a 400',
        params: idParams,
        body: faqInputSchema,
        response: { 200: faqSchema },
      },
    },
    async (request) => {
      const { supplier } = await requireSupplierAccess(request, request.params.id);
      return saveFaq(db, supplier, request.body.answers, new Date());
    },
  );
};
