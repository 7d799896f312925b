import { deliverAlerts } from '../../test/alerts.ts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Review, ReviewRemoval, ReviewRequest, ReviewsResponse } from '../../../domain/reviews/reviews-api.ts';
import { maxUnconfirmedReviewsPerLinkPerDay, unconfirmedReviewKeptDays } from '../../../domain/reviews/reviews.ts';
import {
  adminAudit,
  events,
  mailOutbox,
  reviewPhotos,
  reviewRequests,
  supplierReviews,
  supplierUsers,
  suppliers,
} from '../../db/schema/index.ts';
import { bookTestCouple, createTestCouple } from '../../test/booking-factory.ts';
import { createPlatformAdmin, createUser, type CreatedUser } from '../../test/factories.ts';
import { answerFieldsOf } from '../../test/openapi.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { oversizedPng } from '../../test/photo-factory.ts';
import { confirmReviewFromMail } from '../../test/review-confirmation.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import type { Supplier } from '../../access/supplier-access.ts';
import { formTokenKey, minFillMs, signFormToken } from '../../http/form-token.ts';
import { reviewTokenSubject } from './submission.ts';
import { deleteExpiredUnconfirmedReviews } from './retention.ts';

const png = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#c06' } })
    .png()
    .toBuffer();
const review = {
  stars: '5',
  title: 'Simply the best',
  body: 'They made our day.',
  authorName: 'Anna & Ben',
  weddingDate: '2026-06-20',
};

describe('reviews', () => {
  let ctx: TestContext;
  let bombPng: Buffer;
  beforeAll(async () => {
    ctx = await createTestApp();
    bombPng = await oversizedPng();
  });
  afterAll(() => ctx.close());
  // the database of this file's app, known once beforeAll has run
  const db = new Proxy({} as TestContext['database']['db'], { get: (_, key) => Reflect.get(ctx.database.db, key) });

  const tokenFor = (publicId: string, linkId: string, ageMs = minFillMs + 2_000) =>
    signFormToken(formTokenKey(ctx.app.deps), {
      publicId: reviewTokenSubject(publicId, linkId),
      fields: [],
      issuedAt: Date.now() - ageMs,
    });

  /** Posts the couple's form as a browser does (multipart; an empty file part when no photo was chosen). */
  async function postReview(
    publicId: string,
    linkId: string,
    fields: Record<string, string>,
    photos: { name: string; type: string; body: Buffer }[] = [],
    ip = '203.0.113.7',
    token = tokenFor(publicId, linkId),
  ) {
    const form = new FormData();
    form.append('token', token);
    for (const [name, value] of Object.entries({ website: '', ...fields })) form.append(name, value);
    if (photos.length === 0) form.append('photos', new Blob([], { type: 'application/octet-stream' }), '');
    for (const photo of photos)
      form.append('photos', new Blob([new Uint8Array(photo.body)], { type: photo.type }), photo.name);
    const encoded = new Response(form);
    return ctx.app.inject({
      method: 'POST',
      url: `/${publicId}/reviews/${linkId}`,
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')! },
      remoteAddress: ip,
    });
  }

  const list = (user: CreatedUser, supplierId: string, sort = '') =>
    ctx.app.inject({
      url: `/api/supplier/${supplierId}/reviews${sort ? `?sort=${sort}` : ''}`,
      headers: { cookie: user.cookie },
    });
  const reply = (user: CreatedUser, supplierId: string, reviewId: string, message: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/supplier/${supplierId}/reviews/${reviewId}/response`,
      payload: { message },
      headers: { cookie: user.cookie },
    });
  const askRemoval = (user: CreatedUser, supplierId: string, reviewId: string, reason: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/supplier/${supplierId}/reviews/${reviewId}/removal-request`,
      payload: { reason },
      headers: { cookie: user.cookie },
    });
  const askCouple = (user: CreatedUser, supplierId: string, weddingId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/supplier/${supplierId}/review-requests`,
      payload: { weddingId },
      headers: { cookie: user.cookie },
    });
  /** The id of the supplier's shared review link (made on the first read of its reviews). */
  const sharedId = async (user: CreatedUser, supplierId: string) =>
    new URL((await list(user, supplierId)).json<ReviewsResponse>().shareLink).pathname.split('/').pop()!;
  const confirmFromMail = (email: string) => confirmReviewFromMail(ctx, email);
  const rating = (user: CreatedUser, supplierId: string) =>
    ctx.app.inject({ url: `/api/supplier/${supplierId}/statistics/reviews-rating`, headers: { cookie: user.cookie } });
  const reviewRows = (supplierId: string) =>
    db.select().from(supplierReviews).where(eq(supplierReviews.supplierId, supplierId));
  const counters = async (supplierId: string) =>
    (await db.select({ c: suppliers.counters }).from(suppliers).where(eq(suppliers.id, supplierId)))[0]!.c;

  /**
   * A supplier (non-venue by default: replies need no paid tier) with a booked couple who was asked for a review;
   * answers the link's id.
   */
  async function requested(overrides: Partial<Supplier> = {}, coupleLocale = 'en-GB') {
    const owner = await createOwnedSupplier(ctx, { types: ['photo'], ...overrides });
    const couple = await createTestCouple(ctx, owner.supplier.id, {
      partnerName1: 'Anna',
      partnerName2: 'Ben',
      locale: coupleLocale,
    });
    await bookTestCouple(ctx, owner.supplier.id, couple);
    const asked = await askCouple(owner.user, owner.supplier.id, couple.weddingId);
    expect(asked.statusCode, asked.body).toBe(200);
    const [request] = await db.select().from(reviewRequests).where(eq(reviewRequests.weddingId, couple.weddingId));
    return { ...owner, couple, linkId: request!.id };
  }

  it('a booked couple gets a link once, writes one verified review through it, and the team hears of it', async () => {
    const { user, supplier, couple, linkId } = await requested();
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, couple.email));
    expect(mail!.subject).toBe(`${supplier.name} would love your review`);
    expect(mail!.text).toContain(`${ctx.app.deps.config.APP_URL}/${supplier.publicId}/reviews/${linkId}`);
    expect(linkId).toMatch(/^[\w-]{32}$/);

    const page = await ctx.app.inject({ url: `/${supplier.publicId}/reviews/${linkId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.body).toContain('value="Anna &amp; Ben"');
    expect(page.body).not.toContain('name="email"');

    const sent = await postReview(supplier.publicId, linkId, review);
    expect(sent.statusCode, sent.body).toBe(303);
    expect(sent.headers.location).toBe(`/${supplier.publicId}/reviews/${linkId}?sent=1`);
    const [row] = await reviewRows(supplier.id);
    expect(row).toMatchObject({
      stars: 5,
      verified: true,
      requestId: linkId,
      authorEmail: couple.email,
      weddingDate: '2026-06-20',
      removalState: 'none',
    });
    expect(await counters(supplier.id)).toMatchObject({ reviews: 1 });
    // the statistics' reviews metric (issue 14), written with the review
    expect(
      await db
        .select({ event: events.event, specificEventProps: events.specificEventProps })
        .from(events)
        .where(eq(events.supplierId, supplier.id)),
    ).toEqual([{ event: 'reviewWritten', specificEventProps: { reviewId: row!.id } }]);
    // the team hears of it through its alerts (by e-mail unless a member chose otherwise)
    await deliverAlerts(ctx.app.deps);
    const [teamMail] = (await db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email))).filter((mail) =>
      mail.subject.startsWith('New review'),
    );
    expect(teamMail!.subject).toBe(`New review for ${supplier.name}`);
    expect(teamMail!.text).toContain('5 stars out of 5');

    const again = await postReview(supplier.publicId, linkId, { ...review, title: 'Second try' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('You have already written your review');
    expect(await reviewRows(supplier.id)).toHaveLength(1);
    expect((await ctx.app.inject({ url: `/${supplier.publicId}/reviews/${linkId}` })).body).toContain(
      'You have already written your review',
    );
    expect((await askCouple(user, supplier.id, couple.weddingId)).json().error.code).toBe('already-reviewed');
    expect(
      (
        await ctx.app.inject({
          url: `/api/supplier/${supplier.id}/review-requests/${couple.weddingId}`,
          headers: { cookie: user.cookie },
        })
      ).json<ReviewRequest>(),
    ).toMatchObject({ state: 'reviewed' });
  });

  it('two sends of the same link at once give one review', async () => {
    const { supplier, linkId } = await requested();
    const answers = await Promise.all([
      postReview(supplier.publicId, linkId, review, [], '203.0.113.8'),
      postReview(supplier.publicId, linkId, review, [], '203.0.113.9'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([303, 409]);
    expect(await reviewRows(supplier.id)).toHaveLength(1);
    expect(await db.select().from(events).where(eq(events.supplierId, supplier.id))).toHaveLength(1);
  });

  it('asks a couple again once a day at most, and only booked couples of its own', async () => {
    const { user, supplier, couple } = await requested();
    expect((await askCouple(user, supplier.id, couple.weddingId)).json().error.code).toBe('recently-sent');
    const notBooked = await createTestCouple(ctx, supplier.id);
    expect((await askCouple(user, supplier.id, notBooked.weddingId)).statusCode).toBe(404);
    const other = await requested();
    expect((await askCouple(user, supplier.id, other.couple.weddingId)).statusCode).toBe(404);
    expect((await askCouple(user, supplier.id, '')).json().error.fields).toEqual({ weddingId: 'validation:required' });
    const noEmail = await createTestCouple(ctx, supplier.id, { email: null });
    await bookTestCouple(ctx, supplier.id, noEmail);
    expect((await askCouple(user, supplier.id, noEmail.weddingId)).json().error.code).toBe('couple-unreachable');
  });

  it('the shared link takes unverified reviews with an e-mail address that is never shown', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, {
      types: ['florist'],
      locale: 'de-DE',
      countryCode: 'DE',
    });
    const shared = await sharedId(user, supplier.id);
    expect(shared).toMatch(/^[\w-]{24}$/);
    const page = await ctx.app.inject({ url: `/${supplier.publicId}/reviews/${shared}` });
    expect(page.body).toContain('name="email"');
    expect(page.body).toContain('Ihre Bewertung');
    const missing = await postReview(supplier.publicId, shared, review);
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('aria-invalid="true"');
    expect(missing.body).toContain('Simply the best'); // what the couple wrote is kept
    expect(missing.body).toContain('<title>Fehler:');
    expect(missing.body).toMatch(/<input id="f-email"[^>]*autofocus=""/);
    const sent = await postReview(supplier.publicId, shared, { ...review, email: 'anna@example.com' });
    expect(sent.statusCode, sent.body).toBe(303);
    expect((await confirmFromMail('anna@example.com')).statusCode).toBe(200);
    const body = (await list(user, supplier.id)).json<ReviewsResponse>();
    expect(body.reviews).toMatchObject([{ verified: false, from: 'Anna & Ben', dateWedding: '2026-06-20' }]);
    // the spec's feedback type and link: the review's entry on the profile couples read
    const [written] = body.reviews;
    const profileUrl = (
      await ctx.app.inject({ url: `/api/supplier/${supplier.id}/profile-link`, headers: { cookie: user.cookie } })
    ).json<{ url: string }>().url;
    expect(written).toMatchObject({ type: 'review', link: `${profileUrl}#review-${written!.id}` });
    expect((await ctx.app.inject({ url: new URL(profileUrl).pathname })).body).toContain(`id="review-${written!.id}"`);
    expect(JSON.stringify(body)).not.toContain('anna@example.com');
    expect(body.shareLink).toBe(`${ctx.app.deps.config.APP_URL}/${supplier.publicId}/reviews/${shared}`);
  });

  it('publishes a shared link’s review only once its author confirms the address mailed to', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { types: ['photo'], tier: 'classic', locale: 'de-DE' });
    const shared = await sharedId(user, supplier.id);
    const profilePath = new URL(
      (
        await ctx.app.inject({ url: `/api/supplier/${supplier.id}/profile-link`, headers: { cookie: user.cookie } })
      ).json<{ url: string }>().url,
    ).pathname;
    const profile = async () => (await ctx.app.inject({ url: profilePath })).body;
    const teamMails = async () => db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));

    const sent = await postReview(supplier.publicId, shared, { ...review, email: 'waiting@example.com' });
    expect(sent.statusCode).toBe(303);
    const thanks = await ctx.app.inject({ url: sent.headers.location! });
    expect(thanks.body).toContain('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect((await list(user, supplier.id)).json<ReviewsResponse>().reviews).toEqual([]);
    expect((await rating(user, supplier.id)).json()).toEqual({ count: 0, rating: 0 });
    expect(await profile()).not.toContain('Simply the best');
    expect((await counters(supplier.id)).reviews ?? 0).toBe(0);
    await deliverAlerts(ctx.app.deps);
    expect(await teamMails()).toHaveLength(0);
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'waiting@example.com'));
    expect(mail!.subject).toBe(`Bestätigen Sie Ihre Bewertung von ${supplier.name}`);

    const confirmed = await confirmFromMail('waiting@example.com');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('veröffentlicht');
    expect((await list(user, supplier.id)).json<ReviewsResponse>().reviews).toMatchObject([{ verified: false }]);
    expect((await rating(user, supplier.id)).json()).toEqual({ count: 1, rating: 5 });
    expect(await profile()).toContain('Simply the best');
    expect((await counters(supplier.id)).reviews).toBe(1);
    await deliverAlerts(ctx.app.deps);
    expect(await teamMails()).toHaveLength(1);
    expect(await db.select().from(events).where(eq(events.supplierId, supplier.id))).toHaveLength(1);
    // the link works once, and only on its own supplier's address
    expect((await confirmFromMail('waiting@example.com')).statusCode).toBe(404);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: `/${supplier.publicId}/reviews/confirm/${'x'.repeat(32)}`,
      headers: { origin: ctx.app.deps.config.APP_URL },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it(`takes at most ${maxUnconfirmedReviewsPerLinkPerDay} unconfirmed reviews a day through the shared link`, async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const shared = await sharedId(user, supplier.id);
    const send = (i: number) =>
      postReview(supplier.publicId, shared, { ...review, email: `cap${i}@example.com` }, [], `198.51.100.${100 + i}`);
    for (let i = 0; i < maxUnconfirmedReviewsPerLinkPerDay; i += 1) expect((await send(i)).statusCode).toBe(303);
    // at once, too: the count is taken under the supplier's lock
    const over = await Promise.all([50, 51].map(send));
    expect(over.map((a) => a.statusCode)).toEqual([429, 429]);
    expect(over[0]!.body).toContain('still waiting for their authors to confirm them');
    expect(await reviewRows(supplier.id)).toHaveLength(maxUnconfirmedReviewsPerLinkPerDay);
    // a confirmed review frees its place
    expect((await confirmFromMail('cap0@example.com')).statusCode).toBe(200);
    expect((await send(60)).statusCode).toBe(303);
    expect((await send(61)).statusCode).toBe(429);
  });

  it('has no review page without the supplier’s own link, and a replaced link stops working', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    expect((await ctx.app.inject({ url: `/${supplier.publicId}/reviews/new` })).statusCode).toBe(404);
    const before = await sharedId(user, supplier.id);
    const replaced = await ctx.app.inject({
      method: 'POST',
      url: `/api/supplier/${supplier.id}/reviews/share-link`,
      headers: { cookie: user.cookie },
    });
    expect(replaced.statusCode).toBe(200);
    const after = await sharedId(user, supplier.id);
    expect(replaced.json<{ shareLink: string }>().shareLink).toContain(after);
    expect(after).not.toBe(before);
    expect((await ctx.app.inject({ url: `/${supplier.publicId}/reviews/${before}` })).statusCode).toBe(404);
    expect((await postReview(supplier.publicId, before, { ...review, email: 'old@example.com' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/${supplier.publicId}/reviews/${after}` })).statusCode).toBe(200);
    const stranger = await createOwnedSupplier(ctx);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/supplier/${supplier.id}/reviews/share-link`,
          headers: { cookie: stranger.user.cookie },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses bad input, robots and strangers, writing nothing', async () => {
    const { supplier, linkId } = await requested();
    const bad = await postReview(supplier.publicId, linkId, {
      ...review,
      stars: '6',
      title: ' ',
      weddingDate: '2999-01-01',
    });
    expect(bad.statusCode).toBe(400);
    for (const text of ['Choose your rating', 'Enter a title.', 'The wedding date cannot be in the future.'])
      expect(bad.body).toContain(text);
    const notAPhoto = await postReview(supplier.publicId, linkId, review, [
      { name: 'x.png', type: 'image/png', body: Buffer.from('not a png') },
    ]);
    expect(notAPhoto.body).toContain('Wrong file type');
    const tooMany = await postReview(
      supplier.publicId,
      linkId,
      review,
      await Promise.all([1, 2, 3, 4].map(async (i) => ({ name: `${i}.png`, type: 'image/png', body: await png() }))),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('Add at most 3 photos.');
    const tooManyParts = await postReview(
      supplier.publicId,
      linkId,
      review,
      await Promise.all([1, 2, 3, 4, 5].map(async (i) => ({ name: `${i}.png`, type: 'image/png', body: await png() }))),
    );
    expect(tooManyParts.statusCode).toBe(400);
    expect(tooManyParts.body).toContain('Add at most 3 photos.');
    const nul = await postReview(supplier.publicId, linkId, { ...review, title: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.body).toContain('a character that cannot be saved');

    const honeypot = await postReview(supplier.publicId, linkId, { ...review, website: 'http://spam.example' });
    expect(honeypot.statusCode).toBe(400);
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...review, token: tokenFor(supplier.publicId, linkId, 500) }))
      form.append(name, value);
    const encoded = new Response(form);
    const tooFast = await ctx.app.inject({
      method: 'POST',
      url: `/${supplier.publicId}/reviews/${linkId}`,
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')! },
    });
    expect(tooFast.body).toContain('The form was sent very quickly');
    const otherSupplier = await createOwnedSupplier(ctx);
    const foreignToken = await ctx.app.inject({ url: `/${otherSupplier.supplier.publicId}/reviews/${linkId}` });
    expect(foreignToken.statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/nobody/reviews/${linkId}` })).statusCode).toBe(404);
    const otherShared = await sharedId(otherSupplier.user, otherSupplier.supplier.id);
    await db.update(suppliers).set({ deleted: true }).where(eq(suppliers.id, otherSupplier.supplier.id));
    expect(
      (await postReview(otherSupplier.supplier.publicId, otherShared, { ...review, email: 'a@example.com' }))
        .statusCode,
    ).toBe(404);
    expect(await reviewRows(supplier.id)).toHaveLength(0);
    expect(await db.select().from(reviewPhotos).where(eq(reviewPhotos.supplierId, supplier.id))).toHaveLength(0);
  });

  it('limits reviews from one address', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const shared = await sharedId(user, supplier.id);
    for (let i = 0; i < 3; i += 1)
      expect(
        (await postReview(supplier.publicId, shared, { ...review, email: `c${i}@example.com` }, [], '198.51.100.1'))
          .statusCode,
      ).toBe(303);
    // the same client written another way (an IPv4 address mapped into IPv6) is the same client
    const fourth = await postReview(
      supplier.publicId,
      shared,
      { ...review, email: 'c4@example.com' },
      [],
      '::ffff:198.51.100.1',
    );
    expect(fourth.statusCode).toBe(429);
    // over the limit, the form is refused before its photos are read: a bomb that would be refused when read is not
    const bomb = await postReview(
      supplier.publicId,
      shared,
      { ...review, email: 'c5@example.com' },
      [1, 2, 3].map((i) => ({ name: `${i}.png`, type: 'image/png', body: bombPng })),
      '198.51.100.1',
    );
    expect(bomb.statusCode).toBe(429);
    expect(bomb.body).toContain('Too many reviews were sent from your connection');
    expect(await reviewRows(supplier.id)).toHaveLength(3);
  });

  it('refuses a photo of too many pixels without decoding it', async () => {
    const { supplier, linkId } = await requested();
    const answer = await postReview(supplier.publicId, linkId, review, [
      { name: 'bomb.png', type: 'image/png', body: bombPng },
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('each photo can have at most 50 megapixels');
    expect(await reviewRows(supplier.id)).toHaveLength(0);
  });

  it('one form gives one review, also when it is sent twice at once', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const shared = await sharedId(user, supplier.id);
    const token = tokenFor(supplier.publicId, shared);
    const send = (email: string, ip: string) =>
      postReview(supplier.publicId, shared, { ...review, email }, [], ip, token);
    const first = await send('first@example.com', '198.51.100.20');
    expect(first.statusCode).toBe(303);
    const again = await send('again@example.com', '198.51.100.21');
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This form has already been sent');

    const racing = tokenFor(supplier.publicId, shared);
    const answers = await Promise.all(
      ['198.51.100.22', '198.51.100.23'].map((ip, i) =>
        postReview(supplier.publicId, shared, { ...review, email: `race${i}@example.com` }, [], ip, racing),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([303, 409]);
    expect(await reviewRows(supplier.id)).toHaveLength(2);
  });

  it('lists in the four sorts with the rating to one decimal, and falls back to 0 and 0', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { types: ['photo'], tier: 'classic' });
    expect((await rating(user, supplier.id)).json()).toEqual({ count: 0, rating: 0 });
    const shared = await sharedId(user, supplier.id);
    for (const [i, stars] of ['4', '5', '4'].entries())
      expect(
        (
          await postReview(
            supplier.publicId,
            shared,
            { ...review, stars, title: `Review ${i}`, email: `r${i}@example.com` },
            [],
            `192.0.2.${i}`,
          )
        ).statusCode,
      ).toBe(303);
    for (const i of [0, 1, 2]) await confirmFromMail(`r${i}@example.com`);
    expect((await rating(user, supplier.id)).json()).toEqual({ count: 3, rating: 4.3 });
    const titles = async (sort: string) =>
      (await list(user, supplier.id, sort)).json<ReviewsResponse>().reviews.map((r) => r.title);
    expect(await titles('')).toEqual(['Review 2', 'Review 1', 'Review 0']);
    expect(await titles('oldest')).toEqual(['Review 0', 'Review 1', 'Review 2']);
    expect(await titles('highToLow')).toEqual(['Review 1', 'Review 2', 'Review 0']);
    expect(await titles('lowToHigh')).toEqual(['Review 2', 'Review 0', 'Review 1']);
    expect((await list(user, supplier.id, 'best')).statusCode).toBe(400);
    // the average is the rating tier's (classic); below it the page lists the reviews without it
    await db.update(suppliers).set({ tier: 'free' }).where(eq(suppliers.id, supplier.id));
    expect((await rating(user, supplier.id)).json().error.code).toBe('tier-required');
    expect((await list(user, supplier.id)).json<ReviewsResponse>()).toMatchObject({
      rating: null,
      reviews: [{}, {}, {}],
    });
  });

  it('creates the response on the first reply and only updates it afterwards; viewers and venues below classic23 cannot reply', async () => {
    const { user, supplier, linkId } = await requested();
    await postReview(supplier.publicId, linkId, review);
    const [row] = await reviewRows(supplier.id);
    const first = await reply(user, supplier.id, row!.id, 'Thank you both!');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Review>()).toMatchObject({ type: 'review', link: expect.stringMatching(`#review-${row!.id}$`) });
    const created = first.json<Review>().response!;
    const second = (await reply(user, supplier.id, row!.id, 'Thank you, Anna and Ben!')).json<Review>().response!;
    expect(second).toMatchObject({ message: 'Thank you, Anna and Ben!', createdAt: created.createdAt });
    expect((await reply(user, supplier.id, row!.id, '  ')).json().error.fields).toEqual({
      message: 'validation:required',
    });

    const viewer = await createUser(ctx);
    await db.insert(supplierUsers).values({ supplierId: supplier.id, userId: viewer.id, role: 'viewer' });
    expect((await reply(viewer, supplier.id, row!.id, 'Hi')).statusCode).toBe(403);
    const stranger = await createOwnedSupplier(ctx);
    expect((await reply(stranger.user, supplier.id, row!.id, 'Hi')).statusCode).toBe(404);
    // a venue on the free tier
    expect((await reply(stranger.user, stranger.supplier.id, row!.id, 'Hi')).statusCode).toBe(403);
    expect((await reviewRows(supplier.id))[0]!.responseMessage).toBe('Thank you, Anna and Ben!');

    const venue = await requested({ types: ['venue'], tier: 'classic23' });
    await postReview(venue.supplier.publicId, venue.linkId, review);
    const [venueReview] = await reviewRows(venue.supplier.id);
    expect((await reply(venue.user, venue.supplier.id, venueReview!.id, 'Thank you!')).statusCode).toBe(200);
    await db.update(suppliers).set({ tier: 'classic' }).where(eq(suppliers.id, venue.supplier.id));
    const refused = await reply(venue.user, venue.supplier.id, venueReview!.id, 'Again');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('tier-required');
  });

  it('a removal request waits for a platform admin, who removes the review or keeps it', async () => {
    const { user, supplier, linkId } = await requested();
    await postReview(supplier.publicId, linkId, review, [{ name: 'us.png', type: 'image/png', body: await png() }]);
    const [row] = await reviewRows(supplier.id);
    expect((await askRemoval(user, supplier.id, row!.id, '')).json().error.fields).toEqual({
      reason: 'validation:required',
    });
    const asked = await askRemoval(user, supplier.id, row!.id, 'This couple never booked us.');
    expect(asked.json<Review>().removal).toMatchObject({ state: 'requested', reason: 'This couple never booked us.' });
    expect((await askRemoval(user, supplier.id, row!.id, 'Again')).json().error.code).toBe('removal-requested');
    const stranger = await createOwnedSupplier(ctx);
    expect((await askRemoval(stranger.user, supplier.id, row!.id, 'x')).statusCode).toBe(404);
    expect((await askRemoval(stranger.user, stranger.supplier.id, row!.id, 'x')).statusCode).toBe(404);

    const admin = await createPlatformAdmin(ctx);
    expect(
      (await ctx.app.inject({ url: '/api/admin/review-removals', headers: { cookie: user.cookie } })).statusCode,
    ).toBe(403);
    const queue = (
      await ctx.app.inject({ url: '/api/admin/review-removals', headers: { cookie: admin.cookie } })
    ).json<{ removals: ReviewRemoval[] }>();
    expect(queue.removals.find((r) => r.reviewId === row!.id)).toMatchObject({
      supplierName: supplier.name,
      reason: 'This couple never booked us.',
    });
    const decide = (decision: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/review-removals/${row!.id}`,
        payload: { decision },
        headers: { cookie: admin.cookie },
      });
    expect((await decide('keep')).statusCode).toBe(204);
    expect((await list(user, supplier.id)).json<ReviewsResponse>().reviews[0]!.removal.state).toBe('kept');
    expect((await decide('remove')).statusCode).toBe(404);

    await askRemoval(user, supplier.id, row!.id, 'A second look, please.');
    expect((await decide('remove')).statusCode).toBe(204);
    expect(await reviewRows(supplier.id)).toHaveLength(0);
    expect(await db.select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, row!.id))).toHaveLength(0);
    expect(await counters(supplier.id)).toMatchObject({ reviews: 0 });
    const audit = await db.select().from(adminAudit).where(eq(adminAudit.supplierId, supplier.id));
    expect(audit.map((a) => (a.after as { decision: string }).decision).sort()).toEqual(['keep', 'remove']);
  });

  /** A review through the shared link with one photo, not confirmed yet; answers its row and its photo's. */
  async function unconfirmedWithPhoto(email: string, ip: string) {
    const { user, supplier } = await createOwnedSupplier(ctx, { types: ['photo'] });
    const shared = await sharedId(user, supplier.id);
    const photo = { name: 'us.png', type: 'image/png', body: await png() };
    const sent = await postReview(supplier.publicId, shared, { ...review, email }, [photo], ip);
    expect(sent.statusCode, sent.body).toBe(303);
    const [row] = await reviewRows(supplier.id);
    const [stored] = await db.select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, row!.id));
    return { user, supplier, row: row!, photo: stored! };
  }
  const photoQueue = async () => {
    const admin = await createPlatformAdmin(ctx);
    const res = await ctx.app.inject({ url: '/api/admin/photo-queue', headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    return res.json<{ photos: { id: string }[]; total: number }>();
  };
  const queued = async (photoId: string) => (await photoQueue()).photos.some((p) => p.id === photoId);
  const storedFile = (key: string) => ctx.app.deps.providers.storage.get(key);

  it('keeps the photos of an unconfirmed review out of the moderation queue until the review is confirmed', async () => {
    const before = (await photoQueue()).total;
    const { photo } = await unconfirmedWithPhoto('queue@example.com', '198.51.100.201');
    expect(await queued(photo.id)).toBe(false);
    expect((await photoQueue()).total).toBe(before);
    expect((await confirmFromMail('queue@example.com')).statusCode).toBe(200);
    expect(await queued(photo.id)).toBe(true);
  });

  it(`deletes reviews still unconfirmed after ${unconfirmedReviewKeptDays} days, with their photos and files`, async () => {
    const old = await unconfirmedWithPhoto('late@example.com', '198.51.100.202');
    const young = await unconfirmedWithPhoto('young@example.com', '198.51.100.203');
    const confirmedOld = await unconfirmedWithPhoto('kept@example.com', '198.51.100.204');
    expect((await confirmFromMail('kept@example.com')).statusCode).toBe(200);
    const day = 86_400_000;
    const written = new Date(Date.now() - (unconfirmedReviewKeptDays * day + 60_000));
    for (const { row } of [old, confirmedOld])
      await db.update(supplierReviews).set({ createdAt: written }).where(eq(supplierReviews.id, row.id));
    expect(await storedFile(old.photo.path)).not.toBeNull();
    // past its time the link no longer publishes, even before the job ran
    expect((await confirmFromMail('late@example.com')).statusCode).toBe(404);

    await deleteExpiredUnconfirmedReviews(db, ctx.app.deps.providers.storage, new Date());
    expect(await reviewRows(old.supplier.id)).toEqual([]);
    expect(await db.select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, old.row.id))).toEqual([]);
    expect(await storedFile(old.photo.path)).toBeNull();
    expect(await storedFile(old.photo.thumbnail)).toBeNull();
    // a younger unconfirmed review and an old confirmed one stay, with their files
    expect(await reviewRows(young.supplier.id)).toHaveLength(1);
    expect(await storedFile(young.photo.path)).not.toBeNull();
    expect(await reviewRows(confirmedOld.supplier.id)).toHaveLength(1);
    expect(await storedFile(confirmedOld.photo.path)).not.toBeNull();
  });

  it('keeps no review whose confirmation mail failed, and says so on the form, which can be sent again', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { types: ['photo'] });
    const shared = await sharedId(user, supplier.id);
    const mail = ctx.app.deps.providers.mail;
    const realSend = mail.send.bind(mail);
    const failing = vi.spyOn(mail, 'send').mockImplementation(async (message) => {
      if (message.to === 'bounce@example.com') throw new Error('mail server down');
      return realSend(message);
    });
    const token = tokenFor(supplier.publicId, shared);
    const photo = { name: 'us.png', type: 'image/png', body: await png() };
    try {
      const sent = await postReview(
        supplier.publicId,
        shared,
        { ...review, email: 'bounce@example.com' },
        [photo],
        '198.51.100.205',
        token,
      );
      expect(sent.statusCode).toBe(502);
      expect(sent.body).toContain('We could not send the e-mail that confirms your review');
      expect(sent.body).toContain('Simply the best'); // what was typed comes back
      expect(await reviewRows(supplier.id)).toEqual([]);
      expect(await db.select().from(reviewPhotos).where(eq(reviewPhotos.supplierId, supplier.id))).toEqual([]);
    } finally {
      failing.mockRestore();
    }
    // the same form, with the address corrected, goes through
    const again = await postReview(
      supplier.publicId,
      shared,
      { ...review, email: 'right@example.com' },
      [photo],
      '198.51.100.205',
      token,
    );
    expect(again.statusCode, again.body).toBe(303);
    expect(await reviewRows(supplier.id)).toHaveLength(1);
  });

  it('the public profile shows reviews with the rating and the replies, and review photos once approved', async () => {
    const { user, supplier, linkId } = await requested();
    await postReview(supplier.publicId, linkId, review, [{ name: 'us.png', type: 'image/png', body: await png() }]);
    const [row] = await reviewRows(supplier.id);
    await reply(user, supplier.id, row!.id, 'Thank you both!');
    const profilePath = (
      await ctx.app.inject({ url: `/api/supplier/${supplier.id}/profile-link`, headers: { cookie: user.cookie } })
    ).json<{ url: string }>().url;
    const profile = async () => (await ctx.app.inject({ url: new URL(profilePath).pathname })).body;
    const html = await profile();
    for (const text of [
      'Simply the best',
      'They made our day.',
      'Anna &amp; Ben',
      'Thank you both!',
      '5.0',
      '1 review',
    ])
      expect(html).toContain(text);
    expect(html).not.toContain('/reviews/');
    const [photo] = await db.select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, row!.id));
    expect(html).not.toContain(photo!.thumbnail);

    const admin = await createPlatformAdmin(ctx);
    const queue = (await ctx.app.inject({ url: '/api/admin/photo-queue', headers: { cookie: admin.cookie } })).json<{
      photos: { id: string; source: string }[];
    }>();
    expect(queue.photos.find((p) => p.id === photo!.id)).toMatchObject({ source: 'review' });
    const decided = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/photo-queue/decisions',
      payload: { photoIds: [photo!.id], decision: 'approve' },
      headers: { cookie: admin.cookie },
    });
    expect(decided.json()).toEqual({ decided: 1 });
    expect(await profile()).toContain(photo!.thumbnail);
    expect((await list(user, supplier.id)).json<ReviewsResponse>().reviews[0]!.photos[0]!.state).toBe('approved');
  });

  it('publishes the spec’s feedback fields of a review in the OpenAPI document', async () => {
    expect(await answerFieldsOf(ctx.app, 'GET', '/api/supplier/{supplierId}/reviews', 'reviews.[]')).toEqual(
      expect.arrayContaining(['type', 'stars', 'from', 'title', 'body', 'createdAt', 'updatedAt', 'dateWedding']),
    );
    expect(await answerFieldsOf(ctx.app, 'GET', '/api/supplier/{supplierId}/reviews', 'reviews.[]')).toEqual(
      expect.arrayContaining(['verified', 'link', 'photos', 'response']),
    );
  });
});
