import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentReturnPath, type PaymentResult } from '../../../domain/enquiries/ppe.ts';
import { formatMoney } from '../../../domain/format.ts';
import { requireSupplierAccess, type Supplier } from '../../access/supplier-access.ts';
import type { paymentSessions } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { LocalPayments } from '../../providers/payments/local.ts';
import { findLocalSession } from './checkout.ts';
import { translatorFor } from '../../i18n/translator.ts';

type PaymentSession = typeof paymentSessions.$inferSelect;

const params = z.object({ sessionId: z.string().min(1).max(128) });

/**
 * The local payments provider's hosted checkout (the embedded default, no card, no money): a page
 * marked TEST MODE whose buttons post the signed checkout event to our own webhook, exactly as Stripe
 * would, then return to /enquiry-manager?payment=success|failed. Only the supplier's admins see it.
 */
export const localCheckoutRoutes: FastifyPluginAsyncZod<{ payments: LocalPayments }> = async (app, { payments }) => {
  const { db } = app.deps.database;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  async function sessionFor(request: Parameters<typeof requireSupplierAccess>[0], sessionId: string) {
    const session = await findLocalSession(db, sessionId);
    if (!session) throw notFound('checkout not found');
    const { supplier } = await requireSupplierAccess(request, session.supplierId);
    return { session, supplier };
  }

  app.get(
    '/api/payments/local-checkout/:sessionId',
    { config: { permission: 'billing' }, schema: { tags: ['pay-per-enquiry'], summary: 'The local test-mode checkout page (HTML) of a payment session', params } },
    async (request, reply) => {
      const { session, supplier } = await sessionFor(request, request.params.sessionId);
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'")
        .header('cache-control', 'no-store')
        .send(checkoutPage(session, supplier));
    },
  );

  app.post(
    '/api/payments/local-checkout/:sessionId',
    {
      config: { permission: 'billing' },
      schema: {
        tags: ['pay-per-enquiry'],
        summary: 'Ends the local test-mode checkout as paid or failed (posts the signed event to the webhook), then redirects to the enquiries',
        params,
        body: z.object({ outcome: z.enum(['pay', 'fail']) }),
      },
    },
    async (request, reply) => {
      const { session } = await sessionFor(request, request.params.sessionId);
      let result: PaymentResult = session.status === 'paid' ? 'success' : 'failed';
      if (session.status === 'open') {
        const delivery = payments.outcomeDelivery(session.providerSessionId, request.body.outcome === 'pay' ? 'paid' : 'failed');
        const answer = await app.inject({ method: 'POST', url: '/api/payments/webhook', headers: delivery.headers, payload: delivery.body });
        if (answer.statusCode !== 200) throw new Error(`the payment webhook answered ${answer.statusCode}: ${answer.body}`);
        result = request.body.outcome === 'pay' ? 'success' : 'failed';
      }
      return reply.redirect(paymentReturnPath(result), 303);
    },
  );
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function checkoutPage(session: PaymentSession, supplier: Supplier): string {
  const t = translatorFor(supplier.locale);
  const { locale } = t;
  const e = (key: string, values?: Record<string, string | number>) => escapeHtml(t(`ppe:${key}`, values));
  const price = formatMoney(session.amount, session.currency, locale, { exact: true });
  const action = session.status === 'open'
    ? `<form method="post">
  <button type="submit" name="outcome" value="pay" class="pay">${e('checkout.pay', { price })}</button>
  <button type="submit" name="outcome" value="fail" class="fail">${e('checkout.fail')}</button>
</form>`
    : `<p role="status">${e('checkout.closed')}</p><p><a href="/enquiry-manager">${e('checkout.back')}</a></p>`;
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e('checkout.testMode')} · ${e('checkout.pageTitle')}</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #f4f5f7; color: #1f2328; }
  .banner { background: #b42318; color: #fff; padding: 12px 16px; text-align: center; }
  .banner strong { letter-spacing: 0.08em; margin-right: 8px; }
  main { max-width: 440px; margin: 32px auto; background: #fff; border-radius: 8px; padding: 24px; box-shadow: 0 1px 3px rgb(0 0 0 / 0.12); }
  h1 { font-size: 1.4rem; margin: 0 0 16px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 24px; }
  dt { color: #57606a; }
  dd { margin: 0; text-align: right; }
  .total { font-weight: 700; font-size: 1.1rem; }
  form { display: grid; gap: 12px; }
  button { font: inherit; padding: 12px; border-radius: 6px; cursor: pointer; }
  .pay { background: #1a7f37; color: #fff; border: 0; font-weight: 600; }
  .fail { background: #fff; color: #b42318; border: 1px solid #b42318; }
  button:focus-visible, a:focus-visible { outline: 3px solid #0969da; outline-offset: 2px; }
  @media (max-width: 640px) { main { margin: 16px; } }
</style>
</head>
<body>
<div class="banner" role="note"><strong>${e('checkout.testMode')}</strong>${e('checkout.testModeText')}</div>
<main>
<h1>${e('checkout.pageTitle')}</h1>
<dl>
  <dt>${e('checkout.supplier')}</dt><dd>${escapeHtml(supplier.name)}</dd>
  <dt>${e('checkout.item')}</dt><dd>${e('pack', { count: session.quantity })}</dd>
  <dt class="total">${e('checkout.total')}</dt><dd class="total">${escapeHtml(price)}</dd>
</dl>
${action}
</main>
</body>
</html>`;
}
