import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, supplierUsers } from '../../db/schema/index.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const feedback = (user: CreatedUser, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/supplier/venue-pro/feedback',
    payload,
    headers: { cookie: user.cookie },
  });
/** A venue on Venue pro Lite (test-mode checkout), cancelled for its period's end: its plan is ending. */
async function endingVenue(overrides: Parameters<typeof createOwnedSupplier>[1] = {}) {
  const owned = await createOwnedSupplier(ctx, { tier: 'free', ...overrides });
  const post = (url: string, payload: object | string, form = false) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { cookie: owned.user.cookie, ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    });
  const { url } = (
    await post('/api/billing/checkout', {
      supplierId: owned.supplier.id,
      planId: `venuePro.lite.${owned.supplier.currency}`,
    })
  ).json<{ url: string }>();
  await post(url, 'outcome=pay', true);
  expect((await post('/api/billing/renewal', { supplierId: owned.supplier.id, renews: false })).statusCode).toBe(200);
  return owned;
}

const mailsTo = (to: string) =>
  ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));

describe('venue pro', () => {
  it('serves each market’s landing data, the GB file for markets without their own', async () => {
    const gb = await ctx.app.inject({ url: '/static/venuePro/GB.json' });
    expect(gb.statusCode).toBe(200);
    expect(gb.json()).toMatchObject({
      contact: { email: 'venues@couples.example.com' },
      highlights: expect.arrayContaining(['topSpot']),
    });
    expect((await ctx.app.inject({ url: '/static/venuePro/DE.json' })).json().contact.email).toBe(
      'locations@couples.example.com',
    );
    expect((await ctx.app.inject({ url: '/static/venuePro/PL.json' })).json()).toEqual(gb.json());
    expect((await ctx.app.inject({ url: '/static/venuePro/gb.txt' })).statusCode).toBe(404);
  });

  it('mails why a venue leaves, and the call back it asks, to its market’s venue team in the market’s language', async () => {
    // a German venue whose users read English: the DE venue team reads German
    const { user, supplier } = await endingVenue({
      countryCode: 'DE',
      currency: 'EUR',
      locale: 'en-GB',
      adminArea: ['Bayern', 'Deutschland'],
    });
    const before = (await mailsTo('locations@couples.example.com')).length;
    const sent = await feedback(user, {
      supplierId: supplier.id,
      reason: 'enquiries',
      message: 'Zu wenige Anfragen im Winter.',
      callBack: true,
      phone: '089 123456',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mails = await mailsTo('locations@couples.example.com');
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]!.subject).toBe(`Venue pro: ${supplier.name} kündigt`);
    expect(mails[0]!.text).toContain('Wichtigster Grund: Zu wenige Anfragen');
    expect(mails[0]!.text).toContain('Bittet um Rückruf unter 089 123456.');
    expect(mails[0]!.text).toContain(user.email);
  });

  it('refuses bad input (400), a plan that is not ending and a non-venue (409), other roles (403) and other businesses (404), sending nothing', async () => {
    const { user, supplier } = await endingVenue();
    const renewing = await createOwnedSupplier(ctx, { tier: 'classic' });
    const notEnding = await feedback(renewing.user, { supplierId: renewing.supplier.id, reason: 'price' });
    expect(notEnding.statusCode).toBe(409);
    expect(notEnding.json().error.code).toBe('not-ending');
    const before = (await mailsTo('venues@couples.example.com')).length;
    for (const [payload, field] of [
      [{ supplierId: supplier.id }, 'reason'],
      [{ supplierId: supplier.id, reason: 'boredom' }, 'reason'],
      [{ supplierId: supplier.id, reason: 'price', callBack: true }, 'phone'],
      [{ supplierId: supplier.id, reason: 'price', message: 'x'.repeat(2001) }, 'message'],
    ] as const) {
      const res = await feedback(user, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {})).toContain(field);
    }
    const florist = await createOwnedSupplier(ctx, { tier: 'classic', types: ['florist'] });
    expect((await feedback(florist.user, { supplierId: florist.supplier.id, reason: 'price' })).statusCode).toBe(409);
    const editor = await createUser(ctx);
    await ctx.database.db.insert(supplierUsers).values({ supplierId: supplier.id, userId: editor.id, role: 'editor' });
    expect((await feedback(editor, { supplierId: supplier.id, reason: 'price' })).statusCode).toBe(403);
    expect((await feedback(florist.user, { supplierId: supplier.id, reason: 'price' })).statusCode).toBe(404);
    expect(await mailsTo('venues@couples.example.com')).toHaveLength(before);
  });
});
