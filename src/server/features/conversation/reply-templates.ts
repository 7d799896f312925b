import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { autoAcknowledgeHourlyLimit, replyTemplateLimit } from '../../../domain/enquiries/reply-templates.ts';
import {
  autoAcknowledgeSchema,
  replyTemplateInputSchema,
  replyTemplateSchema,
  replyTemplatesResponseSchema,
  type ReplyTemplate,
  type ReplyTemplateInput,
} from '../../../domain/enquiries/reply-templates-api.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { replyTemplates } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { readAutoAcknowledge, saveAutoAcknowledge } from './auto-acknowledge.ts';

const view = (row: typeof replyTemplates.$inferSelect): ReplyTemplate => ({
  id: row.id,
  name: row.name,
  texts: { 'en-GB': row.texts['en-GB'] ?? '', 'de-DE': row.texts['de-DE'] ?? '', 'fr-FR': row.texts['fr-FR'] ?? '' },
});

async function listReplyTemplates(db: Db, supplierId: string): Promise<ReplyTemplate[]> {
  const rows = await db
    .select()
    .from(replyTemplates)
    .where(eq(replyTemplates.supplierId, supplierId))
    .orderBy(asc(replyTemplates.createdAt), asc(replyTemplates.id));
  return rows.map(view);
}

async function createReplyTemplate(
  db: Db,
  supplierId: string,
  input: ReplyTemplateInput,
  now: Date,
): Promise<ReplyTemplate> {
  return db.transaction(async (tx) => {
    // counted under a transaction-scoped lock on the supplier's templates, so two creations cannot both pass the limit
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reply-templates:${supplierId}`}))`);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(replyTemplates)
      .where(eq(replyTemplates.supplierId, supplierId));
    if (n >= replyTemplateLimit)
      throw new AppError(
        409,
        'reply-template-limit',
        `A supplier can keep at most ${replyTemplateLimit} reply templates`,
      );
    const [row] = await tx
      .insert(replyTemplates)
      .values({ id: randomUUID(), supplierId, name: input.name, texts: input.texts, createdAt: now, updatedAt: now })
      .returning();
    return view(row!);
  });
}

const supplierParams = z.object({ supplierId: z.string().min(1).max(128) });
const templateParams = supplierParams.extend({ templateId: z.string().min(1).max(128) });
const templateResponse = z.object({ template: replyTemplateSchema });

/** A supplier's reply templates (issue 15): read by every role, written by editors and admins. */
export const replyTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const base = '/api/supplier/:supplierId/reply-templates';

  app.get(
    base,
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['enquiries'],
        summary: "The supplier's reply templates, oldest first",
        params: supplierParams,
        response: { 200: replyTemplatesResponseSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.supplierId);
      return { templates: await listReplyTemplates(db, access.supplier.id) };
    },
  );

  app.post(
    base,
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['enquiries'],
        summary:
          'Add a reply template (placeholders {coupleNames}, {weddingDate}, {supplierName}; 400 for others); 409 reply-template-limit',
        params: supplierParams,
        body: replyTemplateInputSchema,
        response: { 201: templateResponse },
      },
    },
    async (request, reply) => {
      const access = await requireSupplierAccess(request, request.params.supplierId);
      return reply
        .status(201)
        .send({ template: await createReplyTemplate(db, access.supplier.id, request.body, new Date()) });
    },
  );

  app.put(
    `${base}/:templateId`,
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['enquiries'],
        summary: 'Change a reply template',
        params: templateParams,
        body: replyTemplateInputSchema,
        response: { 200: templateResponse },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.supplierId);
      const [row] = await db
        .update(replyTemplates)
        .set({ name: request.body.name, texts: request.body.texts, updatedAt: new Date() })
        .where(and(eq(replyTemplates.supplierId, access.supplier.id), eq(replyTemplates.id, request.params.templateId)))
        .returning();
      if (!row) throw notFound('reply template not found');
      return { template: view(row) };
    },
  );

  app.delete(
    `${base}/:templateId`,
    {
      config: { supplierId: 'params.supplierId' },
      schema: { tags: ['enquiries'], summary: 'Delete a reply template', params: templateParams },
    },
    async (request, reply) => {
      const access = await requireSupplierAccess(request, request.params.supplierId);
      const deleted = await db
        .delete(replyTemplates)
        .where(and(eq(replyTemplates.supplierId, access.supplier.id), eq(replyTemplates.id, request.params.templateId)))
        .returning({ id: replyTemplates.id });
      if (deleted.length === 0) throw notFound('reply template not found');
      return reply.status(204).send();
    },
  );

  const autoAcknowledgePath = '/api/supplier/:supplierId/auto-acknowledge';
  const autoAcknowledgeSummary = `The automatic acknowledgement of new enquiries: a template sent at once to each (never to spam, at most ${autoAcknowledgeHourlyLimit} an hour)`;
  app.get(
    autoAcknowledgePath,
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['enquiries'],
        summary: autoAcknowledgeSummary,
        params: supplierParams,
        response: { 200: autoAcknowledgeSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.supplierId);
      return readAutoAcknowledge(db, access.supplier.id);
    },
  );
  app.put(
    autoAcknowledgePath,
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['enquiries'],
        summary: `${autoAcknowledgeSummary}; switched on with one of the supplier's templates (400 naming templateId)`,
        params: supplierParams,
        body: autoAcknowledgeSchema,
        response: { 200: autoAcknowledgeSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.supplierId);
      return saveAutoAcknowledge(db, access.supplier.id, request.body, new Date());
    },
  );
};
