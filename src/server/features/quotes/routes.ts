import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { locales } from '../../../domain/locales.ts';
import {
  contractTemplateResponseSchema,
  quoteResponseSchema,
  quotesResponseSchema,
  sentQuoteResponseSchema,
} from '../../../domain/quotes/quote-api.ts';
import { z } from '../../../domain/zod.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { readContractTemplate, saveContractTemplate } from './contract-templates.ts';
import { sendQuote } from './send.ts';
import { createQuote, listQuotes, readQuote, updateQuote } from './service.ts';

const tags = ['quotes'];
const id = z.string().min(1).max(128);
const supplierParams = z.object({ supplierId: id });
const enquiryParams = supplierParams.extend({ enquiryId: id });
const quoteParams = supplierParams.extend({ quoteId: id });
const templateParams = supplierParams.extend({ language: z.enum(locales) });
// the service parses the body with the domain's schema on the supplier's day, so every field error is an i18n key
const formBody = z.object({}).passthrough();
const gated = '403 tier-required below lite';

/**
 * Quotes of an enquiry and the contract templates (issue 38): drafts, sending a version with the couple's link, and
 * one template per language. Writing is editing (editor and admin) behind the `quotes` gate; reading is open to every
 * role and tier, so a supplier that moved below lite still sees the quotes its couples can accept.
 */
export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const config = { supplierId: 'params.supplierId' } as const;

  app.get(
    '/api/supplier/:supplierId/enquiries/:enquiryId/quotes',
    {
      config,
      schema: {
        tags,
        summary: 'The quotes of one of the supplier’s enquiries, newest first; 404 for another supplier’s enquiry',
        params: enquiryParams,
        response: { 200: quotesResponseSchema },
      },
    },
    async (request) =>
      listQuotes(db, await requireSupplierAccess(request, request.params.supplierId), request.params.enquiryId),
  );

  app.post(
    '/api/supplier/:supplierId/enquiries/:enquiryId/quotes',
    {
      config,
      schema: {
        tags,
        summary: `A new draft {language, couple, weddingDate, venue, validUntil, items, deposit, balanceDaysBefore, terms, expected?}; currency and VAT are the supplier’s. 400 with field errors, ${gated}, 404 for another supplier’s enquiry`,
        params: enquiryParams,
        body: formBody,
        response: { 201: quoteResponseSchema },
      },
    },
    async (request, reply) => {
      const access = await requireSupplierAccess(request, request.params.supplierId);
      const quote = await createQuote(db, access, request.params.enquiryId, request.body, new Date());
      return reply.status(201).send(quote);
    },
  );

  app.get(
    '/api/supplier/:supplierId/quotes/:quoteId',
    {
      config,
      schema: {
        tags,
        summary: 'A quote: its draft with totals and schedule, and its versions; 404 for another supplier’s quote',
        params: quoteParams,
        response: { 200: quoteResponseSchema },
      },
    },
    async (request) =>
      readQuote(db, await requireSupplierAccess(request, request.params.supplierId), request.params.quoteId),
  );

  app.put(
    '/api/supplier/:supplierId/quotes/:quoteId',
    {
      config,
      schema: {
        tags,
        summary: `Saves the draft (body as for a new one); editing a sent quote voids its link until the next send. 400 with field errors, ${gated}`,
        params: quoteParams,
        body: formBody,
        response: { 200: quoteResponseSchema },
      },
    },
    async (request) =>
      updateQuote(
        db,
        await requireSupplierAccess(request, request.params.supplierId),
        request.params.quoteId,
        request.body,
        new Date(),
      ),
  );

  app.post(
    '/api/supplier/:supplierId/quotes/:quoteId/send',
    {
      config,
      schema: {
        tags,
        summary: `Sends the draft as the next version {expected?}: its document and SHA-256 are kept, and the couple’s link (/proposal/<token>) is answered this once. 400 with field errors (days passed, figures changed), 409 quote-sent, ${gated}`,
        params: quoteParams,
        body: formBody.nullish(),
        response: { 200: sentQuoteResponseSchema },
      },
    },
    async (request) =>
      sendQuote(
        db,
        await requireSupplierAccess(request, request.params.supplierId),
        request.params.quoteId,
        request.body,
        new Date(),
      ),
  );

  app.get(
    '/api/supplier/:supplierId/contract-templates/:language',
    {
      config,
      schema: {
        tags,
        summary: 'The contract template of a language: the supplier’s saved text, else the portal’s starter',
        params: templateParams,
        response: { 200: contractTemplateResponseSchema },
      },
    },
    async (request) =>
      readContractTemplate(
        db,
        await requireSupplierAccess(request, request.params.supplierId),
        request.params.language,
      ),
  );

  app.put(
    '/api/supplier/:supplierId/contract-templates/:language',
    {
      config,
      schema: {
        tags,
        summary: `Saves the contract template of a language {text}; unknown or malformed placeholders are field errors of text. ${gated}`,
        params: templateParams,
        body: formBody,
        response: { 200: contractTemplateResponseSchema },
      },
    },
    async (request) =>
      saveContractTemplate(
        db,
        await requireSupplierAccess(request, request.params.supplierId),
        request.params.language,
        request.body,
        new Date(),
      ),
  );
};
