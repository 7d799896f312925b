import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import {
  enquiryChangeResponseSchema,
  enquiryDetailResponseSchema,
  enquiryListSchema,
  enquiryNoteDeletedSchema,
  enquiryNoteInputSchema,
  enquiryNoteResponseSchema,
} from '../../../domain/enquiries/inbox.ts';
import {
  enquiryChangeSchema,
  ownerChangeSchema,
  ownerFilterSchema,
  statusViewSchema,
} from '../../../domain/enquiries/progress-schemas.ts';
import { canUseFeature } from '../../access/feature-gate.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { announceEnquiryChange } from '../live-inbox/announce.ts';
import { csvFileName, enquiryCsvChunks } from './csv-export.ts';
import { csvTextFor } from './csv-text.ts';
import { spamVerdictInputSchema, spamVerdictResponseSchema } from '../../../domain/enquiries/spam-api.ts';
import { judgeEnquirySpam } from './spam-verdicts.ts';
import {
  addEnquiryNote,
  changeEnquiryMarks,
  changeEnquiryOwner,
  countUnread,
  deleteEnquiryNote,
  listEnquiries,
  openEnquiry,
} from './service.ts';

const id = z.string().min(1).max(128);
const page = z.coerce
  .number({ error: 'validation:digits' })
  .int({ error: 'validation:digits' })
  .min(0, { error: 'validation:digits' })
  .max(1_000_000, { error: 'validation:digits' });
const enquiryParams = z.object({ id, eid: id });

/** The inbox (spec sections 3, 4 and 7): list, open enquiry, its changes, and the CSV export. */
export const enquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, changes } = app.deps.database;
  // every change of an enquiry below (progress, owner, spam, notes) is told to the live inboxes once it succeeded
  app.addHook('onResponse', async (request, reply) => {
    const params = request.params as { id?: string; eid?: string };
    if (request.method === 'GET' || reply.statusCode >= 400 || !params.id || !params.eid) return;
    await announceEnquiryChange(changes, request.log, params.id, params.eid);
  });

  const listSchema = {
    tags: ['enquiries'],
    summary: 'One page (from 0, 20 rows) of a status view under an owner filter, with every count of numStatuses',
    params: z.object({ id, page, status: statusViewSchema, ownerFilter: ownerFilterSchema }),
    response: { 200: enquiryListSchema },
  };
  // Shorter forms default the status to inprogress and the owner filter to all.
  for (const path of [
    '/api/inbox/weddings/:id/:page/:status/:ownerFilter',
    '/api/inbox/weddings/:id/:page/:status',
    '/api/inbox/weddings/:id/:page',
  ]) {
    app.get(path, { config: { supplierId: 'params.id' }, schema: listSchema }, async (request) => {
      const { id: supplierId, page: pageNumber, status, ownerFilter } = request.params;
      const access = await requireSupplierAccess(request, supplierId);
      return listEnquiries(db, access, { page: pageNumber, status, owner: ownerFilter }, new Date());
    });
  }

  app.get(
    '/api/inbox/unread/:id',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags: ['enquiries'],
        summary: 'The number of unread enquiries (the menu badge; numStatuses.unread without the list)',
        params: z.object({ id }),
        response: { 200: z.object({ unread: z.number().int() }) },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.id);
      return { unread: await countUnread(db, access.supplier.id, new Date()) };
    },
  );

  app.get(
    '/api/inbox/wedding/:id/:eid/:status',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags: ['enquiries'],
        summary:
          'The open enquiry (marked read unless locked), the next one of the view, and the wedding summary; 404 when missing or foreign',
        params: enquiryParams.extend({ status: statusViewSchema }),
        querystring: z.object({ ownerFilter: ownerFilterSchema }),
        response: { 200: enquiryDetailResponseSchema },
      },
    },
    async (request) => {
      const { id: supplierId, eid, status } = request.params;
      const access = await requireSupplierAccess(request, supplierId);
      return openEnquiry(db, access, eid, status, request.query.ownerFilter, new Date(), () =>
        announceEnquiryChange(changes, request.log, supplierId, eid),
      );
    },
  );

  app.post(
    '/api/inbox/wedding/:id/:eid/progress',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags: ['enquiries'],
        summary:
          'Set, clear or toggle a progress step or a status flag (important, lost, dismissed); booked records a booking',
        params: enquiryParams,
        body: enquiryChangeSchema,
        response: { 200: enquiryChangeResponseSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.id);
      return changeEnquiryMarks(db, access, request.params.eid, request.body, new Date());
    },
  );

  app.post(
    '/api/inbox/wedding/:id/:eid/owner',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags: ['enquiries'],
        summary: 'Assign the enquiry to a team member of the supplier, or clear the owner (null)',
        params: enquiryParams,
        body: ownerChangeSchema,
        response: { 200: enquiryChangeResponseSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.id);
      return changeEnquiryOwner(db, access, request.params.eid, request.body.owner, new Date());
    },
  );

  app.post(
    '/api/inbox/wedding/:id/:eid/spam',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags: ['enquiries'],
        summary:
          '"Report spam" or "Not spam": moves the enquiry to the Spam view or back to the inbox and teaches the supplier\'s spam threshold',
        params: enquiryParams,
        body: spamVerdictInputSchema,
        response: { 200: spamVerdictResponseSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.id);
      return judgeEnquirySpam(db, access, request.params.eid, request.body.verdict, new Date());
    },
  );

  app.post(
    '/api/inbox/wedding/:id/:eid/notes',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags: ['enquiries'],
        summary: 'Add a team note to the enquiry',
        params: enquiryParams,
        body: enquiryNoteInputSchema,
        response: { 201: enquiryNoteResponseSchema },
      },
    },
    async (request, reply) => {
      const access = await requireSupplierAccess(request, request.params.id);
      const created = await addEnquiryNote(db, access, request.params.eid, request.body.text, new Date());
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/api/inbox/wedding/:id/:eid/notes/:noteId',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags: ['enquiries'],
        summary: 'Delete a note (its author or an admin of the supplier)',
        params: enquiryParams.extend({ noteId: id }),
        response: { 200: enquiryNoteDeletedSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.id);
      return deleteEnquiryNote(db, access, request.params.eid, request.params.noteId);
    },
  );

  app.get(
    '/api/enquiries/exportCSV/:supplierId',
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['enquiries'],
        summary: "Every enquiry as CSV (UTF-8 with BOM, headers in the user's language), streamed",
        params: z.object({ supplierId: id }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const access = await requireSupplierAccess(request, request.params.supplierId);
      const now = new Date();
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName(access.supplier, now)}"`)
        .header('cache-control', 'no-store')
        .send(
          Readable.from(
            enquiryCsvChunks(
              db,
              access.supplier,
              canUseFeature(access, 'preferredLocations'),
              csvTextFor(access.user.locale),
            ),
          ),
        );
    },
  );
};
