import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnquiryDetailResponse, EnquiryList } from '../../../domain/enquiries/inbox.ts';
import type { SpamReports } from '../../../domain/enquiries/spam-api.ts';
import { defaultSpamThreshold } from '../../../domain/enquiries/spam.ts';
import { enquiries, enquirySpamScores, spamReports, spamThresholds, supplierUsers } from '../../db/schema/index.ts';
import { formTokenKey, minFillMs, signFormToken } from '../../http/form-token.ts';
import { createTestEnquiry } from '../../test/enquiry-factory.ts';
import { createPlatformAdmin, createUser, type CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createPpeSupplier, giveCredits } from '../ppe/test-factory.ts';

const unique = () => randomUUID().slice(0, 8);
/** Links behind shorteners from a disposable address: 30 + 30 + 40, far above any threshold. */
const obviousSpam = () => ({
  message: `Cheap leads for your wedding business ${unique()}: https://bit.ly/a1 https://bit.ly/b2 https://tinyurl.com/c3`,
  couple: { partnerName1: 'Promo', email: `promo-${unique()}@mailinator.com` },
});

describe('spam scoring of enquiries', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  const db = () => ctx.database.db;

  const list = async (user: CreatedUser, supplierId: string, view: string) => {
    const res = await ctx.app.inject({
      url: `/api/inbox/weddings/${supplierId}/0/${view}/all`,
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<EnquiryList>();
  };
  const idsIn = async (user: CreatedUser, supplierId: string, view: string) =>
    (await list(user, supplierId, view)).enquiries.map((e) => e.id);
  const judge = (user: CreatedUser, supplierId: string, enquiryId: string, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/inbox/wedding/${supplierId}/${enquiryId}/spam`,
      headers: { cookie: user.cookie },
      payload,
    });
  const scoreOf = async (enquiryId: string) =>
    (await db().select().from(enquirySpamScores).where(eq(enquirySpamScores.enquiryId, enquiryId)))[0];
  const stored = async (enquiryId: string) =>
    (await db().select().from(enquiries).where(eq(enquiries.id, enquiryId)))[0]!;
  const thresholdRow = async (supplierId: string) =>
    (await db().select().from(spamThresholds).where(eq(spamThresholds.supplierId, supplierId)))[0];
  const reportCount = async (supplierId: string) =>
    (await db().select({ n: count() }).from(spamReports).where(eq(spamReports.supplierId, supplierId)))[0]!.n;

  it('scores a marketplace enquiry at creation: obvious spam goes to the Spam view and leaves every working view and count', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'classic' });
    const plain = await createTestEnquiry(ctx, supplier.id);
    const spam = await createTestEnquiry(ctx, supplier.id, obviousSpam());

    expect(await scoreOf(plain)).toMatchObject({ score: 0, reasons: [], threshold: defaultSpamThreshold });
    expect(await scoreOf(spam)).toMatchObject({
      score: 100,
      reasons: [
        { key: 'manyLinks', weight: 30 },
        { key: 'shortener', weight: 30 },
        { key: 'disposableEmail', weight: 40 },
      ],
    });
    expect((await stored(spam)).spam).toBe(true);

    const inbox = await list(user, supplier.id, 'inprogress');
    expect(inbox.enquiries.map((e) => e.id)).toEqual([plain]);
    expect(inbox.numStatuses).toMatchObject({ inprogress: 1, unread: 1, total: 1, spam: 1 });
    expect(await idsIn(user, supplier.id, 'total')).toEqual([plain]);
    expect(await idsIn(user, supplier.id, 'spam')).toEqual([spam]);
    const badge = await ctx.app.inject({ url: `/api/inbox/unread/${supplier.id}`, headers: { cookie: user.cookie } });
    expect(badge.json()).toEqual({ unread: 1 });

    // the supplier sees why, on the enquiry
    const opened = await ctx.app.inject({
      url: `/api/inbox/wedding/${supplier.id}/${spam}/spam`,
      headers: { cookie: user.cookie },
    });
    const detail = opened.json<EnquiryDetailResponse>().supplierWedding;
    expect(detail).toMatchObject({ spam: true, spamScore: { score: 100 } });
    expect(detail.spamScore!.reasons.map((r) => r.key)).toEqual(['manyLinks', 'shortener', 'disposableEmail']);
  });

  it('scores a widget enquiry in the same transaction as the enquiry', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'classic' });
    const token = signFormToken(formTokenKey(ctx.app.deps), {
      publicId: supplier.publicId,
      fields: ['email', 'partnerName', 'message'],
      issuedAt: Date.now() - minFillMs - 2_000,
    });
    const { message, couple } = obviousSpam();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/widget/enquiry',
      payload: { publicId: supplier.publicId, token, email: couple.email, partnerName: 'Promo', message },
      headers: { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 200) + 1}` },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const [spam] = await idsIn(user, supplier.id, 'spam');
    expect(spam).toBeDefined();
    expect(await scoreOf(spam!)).toMatchObject({ score: 100, supplierId: supplier.id });
    expect(await idsIn(user, supplier.id, 'inprogress')).toEqual([]);
  });

  it('counts the same text to several suppliers and many enquiries from one address', async () => {
    const text = `Dear supplier, we offer you a great deal on wedding leads today ${unique()}`;
    const sender = `busy-${unique()}@test.example`;
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const { supplier } = await createOwnedSupplier(ctx);
      ids.push(await createTestEnquiry(ctx, supplier.id, { message: text }));
    }
    expect((await scoreOf(ids[2]!))!.reasons.map((r) => r.key)).not.toContain('repeatedText');
    expect((await scoreOf(ids[3]!))!.reasons).toContainEqual({ key: 'repeatedText', weight: 35 });

    const fromSender: string[] = [];
    for (let i = 0; i < 6; i++) {
      const { supplier } = await createOwnedSupplier(ctx);
      fromSender.push(await createTestEnquiry(ctx, supplier.id, { couple: { partnerName1: 'Busy', email: sender } }));
    }
    expect((await scoreOf(fromSender[4]!))!.reasons.map((r) => r.key)).not.toContain('senderVelocity');
    expect((await scoreOf(fromSender[5]!))!.reasons).toContainEqual({ key: 'senderVelocity', weight: 30 });
  });

  it('never locks or charges a spam enquiry of a pay-per-enquiry supplier', async () => {
    const { user, supplier } = await createPpeSupplier(ctx);
    await giveCredits(ctx, supplier.id, 2);
    const genuine = await createTestEnquiry(ctx, supplier.id, { isPayPerEnquiry: true });
    const spam = await createTestEnquiry(ctx, supplier.id, { isPayPerEnquiry: true, ...obviousSpam() });

    expect((await stored(genuine)).isPayPerEnquiry).toBe(true);
    expect((await stored(spam)).isPayPerEnquiry).toBe(false);
    const [listed] = (await list(user, supplier.id, 'spam')).enquiries;
    expect(listed).toMatchObject({ id: spam, locked: false, isPayPerEnquiry: false });
    expect(listed!.email).not.toBeNull();
    const reveal = await ctx.app.inject({
      method: 'POST',
      url: '/api/supplier/wedding/enquiry/reveal',
      headers: { cookie: user.cookie },
      payload: { enquiry: spam, supplier: supplier.id },
    });
    expect(reveal.json()).toMatchObject({ creditsUsed: 0, balance: 2 });

    // marked not spam it stays free (its details were read); a reported locked enquiry stays locked
    expect((await judge(user, supplier.id, spam, { verdict: 'notSpam' })).statusCode).toBe(200);
    expect((await judge(user, supplier.id, genuine, { verdict: 'spam' })).statusCode).toBe(200);
    const inbox = (await list(user, supplier.id, 'inprogress')).enquiries;
    expect(inbox.find((e) => e.id === spam)).toMatchObject({ locked: false });
    expect((await list(user, supplier.id, 'spam')).enquiries.find((e) => e.id === genuine)).toMatchObject({
      locked: true,
      email: null,
    });
  });

  it('"Not spam" and "Report spam" move the enquiry, teach the threshold and are kept for platform admins', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'classic' });
    const spam = await createTestEnquiry(ctx, supplier.id, obviousSpam());
    const plain = await createTestEnquiry(ctx, supplier.id);

    const notSpam = await judge(user, supplier.id, spam, { verdict: 'notSpam' });
    expect(notSpam.statusCode, notSpam.body).toBe(200);
    expect(notSpam.json()).toEqual({ spam: false, threshold: 90 });
    expect(await idsIn(user, supplier.id, 'spam')).toEqual([]);
    expect((await list(user, supplier.id, 'inprogress')).numStatuses).toMatchObject({
      inprogress: 2,
      unread: 2,
      spam: 0,
    });

    const reported = await judge(user, supplier.id, plain, { verdict: 'spam' });
    expect(reported.json()).toEqual({ spam: true, threshold: 44 });
    expect(await idsIn(user, supplier.id, 'spam')).toEqual([plain]);
    expect((await list(user, supplier.id, 'inprogress')).numStatuses).toMatchObject({ inprogress: 1, spam: 1 });

    // the learnt threshold scores the next enquiries
    const next = await createTestEnquiry(ctx, supplier.id, obviousSpam());
    expect(await scoreOf(next)).toMatchObject({ threshold: 44 });

    const admin = await createPlatformAdmin(ctx);
    const res = await ctx.app.inject({
      url: `/api/admin/suppliers/${supplier.id}/spam-reports`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<SpamReports>();
    expect(body.threshold).toBe(44);
    expect(
      body.reports.map((r) => [r.enquiryId, r.verdict, r.thresholdBefore, r.thresholdAfter, r.spamScore?.score]),
    ).toEqual([
      [plain, 'spam', 90, 44, 0],
      [spam, 'notSpam', 50, 90, 100],
    ]);
    expect(body.reports[0]!.userName).not.toBe('');
    expect(
      (
        await ctx.app.inject({
          url: `/api/admin/suppliers/${supplier.id}/spam-reports`,
          headers: { cookie: user.cookie },
        })
      ).statusCode,
    ).toBe(403);
  });

  it("refuses another supplier's enquiry, a viewer and a bad verdict, writing nothing", async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'classic' });
    const other = await createOwnedSupplier(ctx, { tier: 'classic' });
    const foreign = await createTestEnquiry(ctx, other.supplier.id, obviousSpam());
    const own = await createTestEnquiry(ctx, supplier.id);

    expect((await judge(user, supplier.id, foreign, { verdict: 'notSpam' })).statusCode).toBe(404);
    expect((await judge(user, other.supplier.id, foreign, { verdict: 'notSpam' })).statusCode).toBe(404);
    const viewer = await createUser(ctx);
    await db().insert(supplierUsers).values({ supplierId: supplier.id, userId: viewer.id, role: 'viewer' });
    expect((await judge(viewer, supplier.id, own, { verdict: 'spam' })).statusCode).toBe(403);

    for (const payload of [{ verdict: 'maybe' }, {}, { verdict: null }]) {
      const bad = await judge(user, supplier.id, own, payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toEqual({ verdict: 'enquiries:spam.errors.verdict' });
    }
    expect((await stored(foreign)).spam).toBe(true);
    expect((await stored(own)).spam).toBe(false);
    expect(await thresholdRow(supplier.id)).toBeUndefined();
    expect(await thresholdRow(other.supplier.id)).toBeUndefined();
    expect(await reportCount(supplier.id)).toBe(0);
    expect(await reportCount(other.supplier.id)).toBe(0);
  });
});
