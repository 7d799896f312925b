import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { ledgerTransactionSchema } from '../../../domain/enquiries/ppe-calls.ts';
import {
  balancesResponseSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  ledgerTransactionResponseSchema,
  pricesQuerySchema,
  pricesResponseSchema,
  revealRequestSchema,
  revealResponseSchema,
} from '../../../domain/enquiries/ppe-calls.ts';
import { findSupplierAccess, requireSupplierAccess } from '../../access/supplier-access.ts';
import { requireUser } from '../../auth/session.ts';
import { ensurePlatformAdmin } from '../../access/platform-admin.ts';
import { startCheckout } from './checkout.ts';
import { readBalances, recordLedgerTransaction } from './ledger.ts';
import { ensureDefaultPrices, listPrices, pricesCurrency } from './prices.ts';
import { announceEnquiryChange } from '../live-inbox/announce.ts';
import { revealEnquiry } from './reveal.ts';

/** Pay-per-enquiry (spec sections 4 and 7): reveal by credit, balances and their ledger, price packs, card checkout. */
export const ppeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { payments } = app.deps.providers;
  // every start makes sure the default packs exist, with or without the demo seed
  app.addHook('onReady', () => ensureDefaultPrices(db));

  app.post(
    '/api/supplier/wedding/enquiry/reveal',
    {
      config: { supplierId: 'body.supplier' },
      schema: {
        tags: ['pay-per-enquiry'],
        summary:
          'Reveal a locked enquiry for one enquiry credit, atomically; free when it is not locked; 409 insufficient-balance uses no credit',
        body: revealRequestSchema,
        response: { 200: revealResponseSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.body.supplier);
      const revealed = await revealEnquiry(db, access, request.body.enquiry, new Date());
      await announceEnquiryChange(app.deps.database.changes, request.log, access.supplier.id, request.body.enquiry);
      return revealed;
    },
  );

  app.get(
    '/api/supplier/:id/balances',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags: ['pay-per-enquiry'],
        summary: "The supplier's enquiries and contact-couples balances",
        params: z.object({ id: z.string().min(1).max(128) }),
        response: { 200: balancesResponseSchema },
      },
    },
    async (request) => {
      const { supplier } = await requireSupplierAccess(request, request.params.id);
      return { supplierId: supplier.id, balances: await readBalances(db, supplier.id) };
    },
  );

  app.post(
    '/api/supplier/ledger/transaction',
    {
      config: { supplierId: 'body.supplierId' },
      schema: {
        tags: ['pay-per-enquiry'],
        summary:
          'Platform admins only: add (positive) or take (negative) credits; never below zero (409 insufficient-balance)',
        body: ledgerTransactionSchema,
        response: { 200: ledgerTransactionResponseSchema },
      },
    },
    async (request) => {
      const { supplierId, balanceType, amount, reason, note } = request.body;
      const user = ensurePlatformAdmin((await requireSupplierAccess(request, supplierId)).user);
      const outcome = await db.transaction((tx) =>
        recordLedgerTransaction(tx, {
          supplierId,
          balanceType,
          amount,
          reason,
          note: note || null,
          createdBy: user.id,
        }),
      );
      return { entryId: outcome.entryId!, supplierId, balanceType, amount, reason, balance: outcome.balance };
    },
  );

  app.get(
    '/api/ppe/fetch-prices',
    {
      config: { supplierId: 'query.supplierId' },
      schema: {
        tags: ['pay-per-enquiry'],
        summary:
          "Credit packs ascending by quantity, in the currency of supplierId (default: the user's active supplier; GBP without one)",
        querystring: pricesQuerySchema,
        response: { 200: pricesResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { supplierId } = request.query;
      const supplier = supplierId
        ? (await requireSupplierAccess(request, supplierId)).supplier
        : user.activeSupplierId
          ? (await findSupplierAccess(db, user, user.activeSupplierId))?.supplier
          : undefined;
      const currency = pricesCurrency(supplier?.currency);
      return { currency, prices: await listPrices(db, currency) };
    },
  );

  app.post(
    '/api/ppe/create-checkout-session',
    {
      config: { supplierId: 'body.supplierId', permission: 'billing' },
      schema: {
        tags: ['pay-per-enquiry'],
        summary: "Start paying for a credit pack (supplier admins); answers the provider's checkout page to open",
        body: checkoutRequestSchema,
        response: { 200: checkoutResponseSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.body.supplierId);
      return startCheckout(db, payments, access, request.body.priceId, app.deps.config.APP_URL);
    },
  );
};
