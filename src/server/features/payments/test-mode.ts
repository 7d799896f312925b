import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from '../../../domain/zod.ts';
import { requireSupplierAccess, type Supplier } from '../../access/supplier-access.ts';
import { notFound } from '../../http/errors.ts';
import { escapeHtml } from '../../http/html.ts';
import { translatorFor } from '../../i18n/translator.ts';
import type { SignedDelivery } from '../../providers/payments/local.ts';

/** What the local provider's test-mode pages share (the credits checkout and the plan checkout). */

export const testModeParams = z.object({ sessionId: z.string().min(1).max(128) });
export const testModeOutcome = z.object({ outcome: z.enum(['pay', 'fail']) });

/** The pages' buttons post a plain HTML form. */
export function acceptFormPosts(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

/**
 * What a page is about (a checkout, a subscription) and its supplier, for a user allowed to pay for it
 * (404 for anyone else), and the language the page speaks: the user's, not the business's.
 */
export async function paidForBy<T extends { supplierId: string }>(
  request: FastifyRequest,
  row: T | undefined,
): Promise<{ row: T; supplier: Supplier; locale: string; isPlatformAdmin: boolean }> {
  if (!row) throw notFound('not found');
  const { supplier, user } = await requireSupplierAccess(request, row.supplierId);
  return { row, supplier, locale: user.locale, isPlatformAdmin: user.isPlatformAdmin };
}

/** A test-mode page: its own strict policy (no script at all), never cached. */
export function sendTestModePage(reply: FastifyReply, html: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    )
    .header('cache-control', 'no-store')
    .send(html);
}

/** Posts signed events to the portal's own webhook, as the real provider would, in order. */
export async function postToOwnWebhook(app: FastifyInstance, deliveries: readonly SignedDelivery[]): Promise<void> {
  for (const delivery of deliveries) {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: delivery.headers,
      payload: delivery.body,
    });
    if (answer.statusCode !== 200) throw new Error(`the payment webhook answered ${answer.statusCode}: ${answer.body}`);
  }
}

interface TestModePage {
  locale: string;
  /** The page's title and heading, translated. */
  title: string;
  /** The test-mode banner's text: what the page does instead of the real provider. */
  banner: string;
  /** What the page is about: label and value, translated; the last row is the total when `totalLast`. */
  rows: readonly [string, string][];
  totalLast?: boolean;
  /**
   * The buttons, each posting `outcome=<value>` to the page's own address; none: the `closed` text and the way back.
   */
  actions: readonly { value: string; label: string; kind: 'go' | 'stop' | 'plain' }[];
  /** A note above the buttons (e.g. the time the buttons make pass). */
  note?: string;
  closed: string;
  back: { href: string; text: string };
  /** The way back also beside the buttons (a receipt's buttons are extras; a checkout's are the way on). */
  backWithActions?: boolean;
}

/**
 * A page of the local payments provider (the embedded default, no card, no money), marked TEST MODE: its
 * buttons post to the page's own address, which posts the signed events to the webhook as the real
 * provider would.
 */
function testModePage({
  locale,
  title,
  banner,
  rows,
  totalLast = false,
  actions,
  note,
  closed,
  back,
  backWithActions = false,
}: TestModePage): string {
  const t = translatorFor(locale);
  const e = (key: string) => escapeHtml(t(`payments:${key}`));
  const list = rows
    .map(([label, value], index) => {
      const total = totalLast && index === rows.length - 1 ? ' class="total"' : '';
      return `  <dt${total}>${escapeHtml(label)}</dt><dd${total}>${escapeHtml(value)}</dd>`;
    })
    .join('\n');
  const backLink = `<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.text)}</a></p>`;
  const body = actions.length
    ? `${note ? `<p class="note">${escapeHtml(note)}</p>` : ''}<form method="post">
${actions.map((action) => `  <button type="submit" name="outcome" value="${escapeHtml(action.value)}" class="${action.kind}">${escapeHtml(action.label)}</button>`).join('\n')}
</form>${backWithActions ? backLink : ''}`
    : `<p role="status">${escapeHtml(closed)}</p>${backLink}`;
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e('checkout.testMode')} · ${escapeHtml(title)}</title>
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
  .note { color: #57606a; font-size: 0.9rem; }
  form { display: grid; gap: 12px; }
  button { font: inherit; padding: 12px; border-radius: 6px; cursor: pointer; }
  .go { background: #1a7f37; color: #fff; border: 0; font-weight: 600; }
  .stop { background: #fff; color: #b42318; border: 1px solid #b42318; }
  .plain { background: #fff; color: #1f2328; border: 1px solid #8c959f; }
  button:focus-visible, a:focus-visible { outline: 3px solid #0969da; outline-offset: 2px; }
  @media (max-width: 640px) { main { margin: 16px; } }
</style>
</head>
<body>
<div class="banner" role="note"><strong>${e('checkout.testMode')}</strong>${escapeHtml(banner)}</div>
<main>
<h1>${escapeHtml(title)}</h1>
<dl>
${list}
</dl>
${body}
</main>
</body>
</html>`;
}

interface TestModeCheckout {
  locale: string;
  supplierName: string;
  /** What is bought, translated (e.g. "5 enquiry credits", "Venue pro Classic, monthly"). */
  item: string;
  /** The price, formatted. */
  price: string;
  /** Whether it can still be paid or failed; a closed one links back. */
  open: boolean;
  back: { href: string; text: string };
}

/** The test-mode checkout: pay or fail (`outcome=pay|fail`). */
export function testModeCheckoutPage({ locale, supplierName, item, price, open, back }: TestModeCheckout): string {
  const t = translatorFor(locale);
  return testModePage({
    locale,
    title: t('payments:checkout.pageTitle'),
    banner: t('payments:checkout.testModeText'),
    rows: [
      [t('payments:checkout.supplier'), supplierName],
      [t('payments:checkout.item'), item],
      [t('payments:checkout.total'), price],
    ],
    totalLast: true,
    actions: open
      ? [
          { value: 'pay', label: t('payments:checkout.pay', { price }), kind: 'go' },
          { value: 'fail', label: t('payments:checkout.fail'), kind: 'stop' },
        ]
      : [],
    closed: t('payments:checkout.closed'),
    back,
  });
}

interface TestModeManage {
  locale: string;
  rows: readonly [string, string][];
  actions: TestModePage['actions'];
  back: { href: string; text: string };
}

/**
 * A test-mode receipt: what was bought, when, whether it was paid, what was refunded or disputed, the total;
 * for platform admins the buttons of what support does in the provider's dashboard (refund, dispute).
 */
export function testModeReceiptPage({ locale, rows, actions, back }: TestModeManage): string {
  const t = translatorFor(locale);
  return testModePage({
    locale,
    title: t('payments:receipt.pageTitle'),
    banner: t('payments:receipt.testModeText'),
    rows,
    totalLast: true,
    actions,
    note: t('payments:receipt.supportNote'),
    closed: t('payments:receipt.note'),
    back,
    backWithActions: true,
  });
}

/** The test-mode "customer portal" of a subscription: change, cancel or resume it, and make a period pass. */
export function testModeManagePage({ locale, rows, actions, back }: TestModeManage): string {
  const t = translatorFor(locale);
  return testModePage({
    locale,
    title: t('payments:manage.pageTitle'),
    banner: t('payments:manage.testModeText'),
    rows,
    actions,
    note: t('payments:manage.note'),
    closed: t('payments:manage.ended'),
    back,
  });
}
