import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentReturnPath, type PaymentResult } from '../../../domain/enquiries/ppe.ts';
import { formatMoney } from '../../../domain/format.ts';
import type { Supplier } from '../../access/supplier-access.ts';
import type { paymentSessions } from '../../db/schema/index.ts';
import type { LocalPayments } from '../../providers/payments/local.ts';
import { findLocalSession } from './checkout.ts';
import { translatorFor } from '../../i18n/translator.ts';
import { acceptFormPosts, paidForBy, postToOwnWebhook, sendTestModePage, testModeCheckoutPage, testModeOutcome, testModeParams } from '../payments/test-mode.ts';

type PaymentSession = typeof paymentSessions.$inferSelect;

/**
 * The local payments provider's hosted checkout (the embedded default, no card, no money): a page
 * marked TEST MODE whose buttons post the signed checkout event to our own webhook, exactly as Stripe
 * would, then return to /enquiry-manager?payment=success|failed. Only the supplier's admins see it.
 */
export const localCheckoutRoutes: FastifyPluginAsyncZod<{ payments: LocalPayments }> = async (app, { payments }) => {
  const { db } = app.deps.database;
  acceptFormPosts(app);

  app.get(
    '/api/payments/local-checkout/:sessionId',
    { config: { permission: 'billing' }, schema: { tags: ['pay-per-enquiry'], summary: 'The local test-mode checkout page (HTML) of a payment session', params: testModeParams } },
    async (request, reply) => {
      const { row: checkout, supplier, locale } = await paidForBy(request, await findLocalSession(db, request.params.sessionId));
      return sendTestModePage(reply, checkoutPage(checkout, supplier, locale));
    },
  );

  app.post(
    '/api/payments/local-checkout/:sessionId',
    {
      config: { permission: 'billing' },
      schema: {
        tags: ['pay-per-enquiry'],
        summary: 'Ends the local test-mode checkout as paid or failed (posts the signed event to the webhook), then redirects to the enquiries',
        params: testModeParams,
        body: testModeOutcome,
      },
    },
    async (request, reply) => {
      const { row: session } = await paidForBy(request, await findLocalSession(db, request.params.sessionId));
      let result: PaymentResult = session.status === 'paid' ? 'success' : 'failed';
      if (session.status === 'open') {
        await postToOwnWebhook(app, [payments.outcomeDelivery(session.providerSessionId, request.body.outcome === 'pay' ? 'paid' : 'failed')]);
        result = request.body.outcome === 'pay' ? 'success' : 'failed';
      }
      return reply.redirect(paymentReturnPath(result), 303);
    },
  );
};

function checkoutPage(session: PaymentSession, supplier: Supplier, locale: string): string {
  const t = translatorFor(locale);
  return testModeCheckoutPage({
    locale: t.locale,
    supplierName: supplier.name,
    item: t('ppe:pack', { count: session.quantity }),
    price: formatMoney(session.amount, session.currency, t.locale, { exact: true }),
    open: session.status === 'open',
    back: { href: '/enquiry-manager', text: t('ppe:checkout.back') },
  });
}
