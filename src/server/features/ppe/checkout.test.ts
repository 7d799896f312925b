import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents, paymentSessions, supplierUsers, users } from '../../db/schema/index.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import type { PaymentOutcome } from '../../providers/payments/types.ts';
import { localSignatureHeader } from '../../providers/payments/local.ts';
import { createPpeSupplier, type PpeSupplier } from './test-factory.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const as = (user: CreatedUser) => ({ cookie: user.cookie });

async function balance(owner: PpeSupplier): Promise<number> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/supplier/${owner.supplier.id}/balances`,
    headers: as(owner.user),
  });
  return res.json().balances.enquiries;
}

const startCheckout = (user: CreatedUser, supplierId: string, priceId: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/ppe/create-checkout-session',
    headers: as(user),
    payload: { supplierId, priceId },
  });

async function openSession(owner: PpeSupplier, priceId = 'ppe-gbp-10') {
  const res = await startCheckout(owner.user, owner.supplier.id, priceId);
  expect(res.statusCode, res.body).toBe(200);
  const { sessionId, url } = res.json<{ sessionId: string; url: string }>();
  const [session] = await ctx.database.db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
  return { sessionId, url, session: session! };
}

/** The signed event the local checkout posts, built by the app's own local provider. */
function delivery(providerSessionId: string, outcome: PaymentOutcome) {
  const { payments } = ctx.app.deps.providers;
  if (payments.kind !== 'local') throw new Error('the tests run on the local payments provider');
  return payments.outcomeDelivery(providerSessionId, outcome);
}

const postWebhook = (body: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: '/api/payments/webhook', headers, payload: body });

const submitCheckout = (user: CreatedUser, url: string, outcome: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...as(user), 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });

async function sessionCount(supplierId: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(paymentSessions)
    .where(eq(paymentSessions.supplierId, supplierId));
  return row!.n;
}

describe('GET /api/ppe/fetch-prices', () => {
  it("answers the default packs ascending by quantity in the supplier's currency (present without any seed)", async () => {
    const gb = await createPpeSupplier(ctx);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ppe/fetch-prices', headers: as(gb.user) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      currency: 'GBP',
      prices: [
        { id: 'ppe-gbp-1', quantity: 1, amount: 2500, currency: 'GBP' },
        { id: 'ppe-gbp-5', quantity: 5, amount: 11_000, currency: 'GBP' },
        { id: 'ppe-gbp-10', quantity: 10, amount: 20_000, currency: 'GBP' },
        { id: 'ppe-gbp-25', quantity: 25, amount: 45_000, currency: 'GBP' },
      ],
    });
    const de = await createPpeSupplier(ctx, { countryCode: 'DE', currency: 'EUR', locale: 'de-DE' });
    const euro = await ctx.app.inject({
      method: 'GET',
      url: `/api/ppe/fetch-prices?supplierId=${de.supplier.id}`,
      headers: as(de.user),
    });
    expect(euro.json().currency).toBe('EUR');
    expect(euro.json().prices.map((p: { quantity: number }) => p.quantity)).toEqual([1, 5, 10, 25]);
  });

  it('answers GBP to a user without a supplier, 404 for a foreign supplier, 401 signed out', async () => {
    const loner = await createUser(ctx);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/ppe/fetch-prices', headers: as(loner) })).json().currency,
    ).toBe('GBP');
    const other = await createPpeSupplier(ctx);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/ppe/fetch-prices?supplierId=${other.supplier.id}`,
          headers: as(loner),
        })
      ).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ppe/fetch-prices' })).statusCode).toBe(401);
  });
});

describe('POST /api/ppe/create-checkout-session and the local test-mode checkout', () => {
  it('opens a TEST MODE page for the pack; Pay credits the pack once and returns to the enquiries', async () => {
    const owner = await createPpeSupplier(ctx);
    const { url, session } = await openSession(owner);
    expect(url).toBe(`/api/payments/local-checkout/${session.providerSessionId}`);
    expect(session).toMatchObject({
      provider: 'local',
      supplierId: owner.supplier.id,
      priceId: 'ppe-gbp-10',
      quantity: 10,
      amount: 20_000,
      currency: 'GBP',
      status: 'open',
      createdBy: owner.user.id,
    });

    const page = await ctx.app.inject({ method: 'GET', url, headers: as(owner.user) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('10 enquiry credits');
    expect(page.body).toContain('Pay £200.00');
    expect(page.body).toContain('Fail payment');

    const paid = await submitCheckout(owner.user, url, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(/^\/enquiry-manager\?payment=success&checkout=[\w-]+$/);
    expect(await balance(owner)).toBe(10);

    // the session is closed: paying again adds nothing, and the page says so
    expect((await submitCheckout(owner.user, url, 'pay')).headers.location).toBe(paid.headers.location);
    expect(await balance(owner)).toBe(10);
    expect((await ctx.app.inject({ method: 'GET', url, headers: as(owner.user) })).body).toContain(
      'This checkout is already closed.',
    );
  });

  it("shows the page in the user's language and the supplier's currency", async () => {
    // a German business whose admin reads German (the page speaks the user's language, as the portal does)
    const owner = await createPpeSupplier(ctx, { countryCode: 'DE', currency: 'EUR', locale: 'de-DE' });
    await ctx.database.db.update(users).set({ locale: 'de-DE' }).where(eq(users.id, owner.user.id));
    const { url } = await openSession(owner, 'ppe-eur-5');
    const page = await ctx.app.inject({ method: 'GET', url, headers: as(owner.user) });
    expect(page.body).toContain('<html lang="de-DE">');
    expect(page.body).toContain('TESTMODUS');
    expect(page.body).toContain('5 Anfrage-Guthaben');
    expect(page.body).toMatch(/129,00\s€/); // Intl puts a no-break space before the sign
  });

  it('Fail payment credits nothing and returns with payment=failed', async () => {
    const owner = await createPpeSupplier(ctx);
    const { url, sessionId } = await openSession(owner);
    const failed = await submitCheckout(owner.user, url, 'fail');
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toBe('/enquiry-manager?payment=failed');
    expect(await balance(owner)).toBe(0);
    const [session] = await ctx.database.db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
    expect(session!.status).toBe('failed');
    // a failed checkout stays failed
    expect((await submitCheckout(owner.user, url, 'pay')).headers.location).toBe('/enquiry-manager?payment=failed');
    expect(await balance(owner)).toBe(0);
  });

  it('refuses bad input (400), a price of another currency (400), a viewer or editor (403) and a supplier not on pay per enquiry (409), writing nothing', async () => {
    const owner = await createPpeSupplier(ctx);
    for (const priceId of ['no-such-price', 'ppe-eur-5']) {
      const res = await startCheckout(owner.user, owner.supplier.id, priceId);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ priceId: 'ppe:errors.unknownPrice' });
    }
    const blank = await startCheckout(owner.user, owner.supplier.id, ' ');
    expect(blank.json().error.fields).toEqual({ priceId: 'validation:required' });

    const editor = await createUser(ctx);
    await ctx.database.db
      .insert(supplierUsers)
      .values({ supplierId: owner.supplier.id, userId: editor.id, role: 'editor' });
    expect((await startCheckout(editor, owner.supplier.id, 'ppe-gbp-1')).statusCode).toBe(403);

    const premium = await createPpeSupplier(ctx, { tier: 'classic' });
    const refused = await startCheckout(premium.user, premium.supplier.id, 'ppe-gbp-1');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('not-pay-per-enquiry');
    expect(await sessionCount(owner.supplier.id)).toBe(0);
    expect(await sessionCount(premium.supplier.id)).toBe(0);
  });

  it("answers 404 for another supplier's checkout, page and form alike, and credits nothing", async () => {
    const owner = await createPpeSupplier(ctx);
    const stranger = await createPpeSupplier(ctx);
    expect((await startCheckout(stranger.user, owner.supplier.id, 'ppe-gbp-1')).statusCode).toBe(404);
    const { url } = await openSession(owner);
    expect((await ctx.app.inject({ method: 'GET', url, headers: as(stranger.user) })).statusCode).toBe(404);
    expect((await submitCheckout(stranger.user, url, 'pay')).statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/payments/local-checkout/lcs_unknown',
          headers: as(owner.user),
        })
      ).statusCode,
    ).toBe(404);
    expect(await balance(owner)).toBe(0);
  });
});

describe('POST /api/payments/webhook', () => {
  it('credits a payment once when the same event is delivered twice, also at the same time', async () => {
    const owner = await createPpeSupplier(ctx);
    const { session } = await openSession(owner);
    const { body, headers } = delivery(session.providerSessionId, 'paid');

    const [a, b] = await Promise.all([postWebhook(body, headers), postWebhook(body, headers)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().credited, b.json().credited].sort()).toEqual([0, 10]);
    const replay = await postWebhook(body, headers);
    expect(replay.json()).toEqual({ received: true, duplicate: true, credited: 0 });
    // another "paid" event of the same checkout adds nothing either
    const second = delivery(session.providerSessionId, 'paid');
    expect((await postWebhook(second.body, second.headers)).json()).toEqual({
      received: true,
      duplicate: false,
      credited: 0,
    });
    expect(await balance(owner)).toBe(10);
  });

  it('answers 400 invalid-webhook for a bad or missing signature, and writes nothing', async () => {
    const owner = await createPpeSupplier(ctx);
    const { session } = await openSession(owner);
    const { body, headers } = delivery(session.providerSessionId, 'paid');
    const [before] = await ctx.database.db.select({ n: count() }).from(paymentEvents);

    const tampered = await postWebhook(body.replace('"paid"', '"paid" '), headers);
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error.code).toBe('invalid-webhook');
    const unsigned = await postWebhook(body, { 'content-type': 'application/json' });
    expect(unsigned.statusCode).toBe(400);
    const forged = await postWebhook(body, {
      ...headers,
      [localSignatureHeader]: headers[localSignatureHeader]!.replace(/v1=\w{4}/, 'v1=0000'),
    });
    expect(forged.statusCode).toBe(400);

    const [after] = await ctx.database.db.select({ n: count() }).from(paymentEvents);
    expect(after!.n).toBe(before!.n);
    expect(await balance(owner)).toBe(0);
    const [still] = await ctx.database.db
      .select({ status: paymentSessions.status })
      .from(paymentSessions)
      .where(eq(paymentSessions.id, session.id));
    expect(still!.status).toBe('open');
  });

  it('records an event of an unknown checkout without crediting anyone', async () => {
    const { body, headers } = delivery('lcs_not_ours', 'paid');
    expect((await postWebhook(body, headers)).json()).toEqual({ received: true, duplicate: false, credited: 0 });
  });
});

describe('OpenAPI', () => {
  it('publishes every pay-per-enquiry call', async () => {
    const paths = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    const calls: [string, string][] = [
      ['post', '/api/supplier/wedding/enquiry/reveal'],
      ['get', '/api/supplier/{id}/balances'],
      ['post', '/api/supplier/ledger/transaction'],
      ['get', '/api/ppe/fetch-prices'],
      ['post', '/api/ppe/create-checkout-session'],
      ['post', '/api/payments/webhook'],
      ['get', '/api/payments/local-checkout/{sessionId}'],
      ['post', '/api/payments/local-checkout/{sessionId}'],
    ];
    for (const [method, path] of calls) expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });
});
