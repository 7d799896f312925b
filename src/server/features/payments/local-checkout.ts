import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentResult } from '../../../domain/enquiries/ppe.ts';
import { formatMoney } from '../../../domain/format.ts';
import { oneOffReturnPath } from '../../../domain/one-off-paths.ts';
import { withCheckout } from '../../../domain/checkout-return.ts';
import type { Supplier } from '../../access/supplier-access.ts';
import type { LocalPayments } from '../../providers/payments/local.ts';
import { oneOffItemName } from '../../../domain/one-off-products.ts';
import { translatorFor } from '../../i18n/translator.ts';
import { findLocalSession, type OneOffPayment } from './one-off.ts';
import { oneOffScreen } from './one-off-names.ts';
import {
  acceptFormPosts,
  paidForBy,
  postToOwnWebhook,
  sendTestModePage,
  testModeCheckoutPage,
  testModeOutcome,
  testModeParams,
} from './test-mode.ts';

/**
 * The local payments provider's hosted checkout of a single payment (the embedded default, no card, no
 * money): a page marked TEST MODE whose buttons post the signed checkout event to our own webhook, exactly
 * as Stripe would, then return to the screen of what was bought, told how it went. Only the supplier's
 * admins see it.
 */
export const localCheckoutRoutes: FastifyPluginAsyncZod<{ payments: LocalPayments }> = async (app, { payments }) => {
  const { db } = app.deps.database;
  acceptFormPosts(app);

  app.get(
    '/api/payments/local-checkout/:sessionId',
    {
      config: { permission: 'billing' },
      schema: {
        tags: ['payments'],
        summary: 'The local test-mode checkout page (HTML) of a single payment (credits, search boost, counties)',
        params: testModeParams,
      },
    },
    async (request, reply) => {
      const {
        row: checkout,
        supplier,
        locale,
      } = await paidForBy(request, await findLocalSession(db, request.params.sessionId));
      return sendTestModePage(reply, checkoutPage(checkout, supplier, locale));
    },
  );

  app.post(
    '/api/payments/local-checkout/:sessionId',
    {
      config: { permission: 'billing' },
      schema: {
        tags: ['payments'],
        summary:
          'Ends the local test-mode checkout as paid or failed (posts the signed event to the webhook), then redirects to the screen of what was bought',
        params: testModeParams,
        body: testModeOutcome,
      },
    },
    async (request, reply) => {
      const { row: session } = await paidForBy(request, await findLocalSession(db, request.params.sessionId));
      let result: PaymentResult = session.status === 'paid' ? 'success' : 'failed';
      if (session.status === 'open') {
        await postToOwnWebhook(app, [
          payments.outcomeDelivery(session.providerSessionId, request.body.outcome === 'pay' ? 'paid' : 'failed'),
        ]);
        result = request.body.outcome === 'pay' ? 'success' : 'failed';
      }
      const back = oneOffReturnPath(session.product, result, session.supplierId);
      return reply.redirect(result === 'success' ? withCheckout(back, session.id) : back, 303);
    },
  );
};

function checkoutPage(session: OneOffPayment, supplier: Supplier, locale: string): string {
  const t = translatorFor(locale);
  const screen = oneOffScreen(session.product, t);
  return testModeCheckoutPage({
    locale: t.locale,
    supplierName: supplier.name,
    item: oneOffItemName(session, t),
    price: formatMoney(session.amount, session.currency, t.locale, { exact: true }),
    open: session.status === 'open',
    back: { href: screen.href, text: screen.back },
  });
}
