import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../../domain/viewer.ts';
import {
  supplierAreas,
  supplierListings,
  supplierStatusMessages,
  supplierUsers,
  users,
} from '../../db/schema/index.ts';
import { answerFieldsOf } from '../../test/openapi.ts';
import { createPlatformAdmin, createUser, type CreatedUser } from '../../test/factories.ts';
import { insertTestPhotos } from '../../test/photo-factory.ts';
import { createSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('viewer, supplier switching and locale', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const getViewer = async (user: CreatedUser) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/viewer', headers: { cookie: user.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Viewer>();
  };
  const switchTo = (user: CreatedUser, supplierId: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/viewer/active-supplier',
      headers: { cookie: user.cookie },
      payload: { supplierId },
    });
  const storedActiveSupplier = async (userId: string) =>
    (await ctx.database.db.select({ id: users.activeSupplierId }).from(users).where(eq(users.id, userId)))[0]?.id;

  it('answers 401 when signed out', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/viewer' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });

  it('gives a user without a supplier an empty list and no active supplier', async () => {
    const user = await createUser(ctx, { firstName: 'Ada', lastName: 'Lovelace' });
    const viewer = await getViewer(user);
    expect(viewer.user).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      isPlatformAdmin: false,
      l10n: { locale: 'en-GB' },
    });
    expect(viewer.suppliers).toEqual([]);
    expect(viewer.activeSupplier).toBeNull();
  });

  it("answers the user's newest sign-in: its method and instant, and the address the portal writes to", async () => {
    const user = await createUser(ctx);
    const signedUp = await getViewer(user);
    expect(signedUp.user).toMatchObject({ provider: 'password', correspondenceEmail: user.email });
    const signUpAt = Date.parse(signedUp.user.authenticatedAt ?? '');
    expect(Date.now() - signUpAt).toBeLessThan(60_000);

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const signedIn = await getViewer(user);
    expect(Date.parse(signedIn.user.authenticatedAt ?? '')).toBeGreaterThanOrEqual(signUpAt);
    // nothing but the session cookie is set: the method is the server's to answer
    expect(String(login.headers['set-cookie'])).not.toContain('last_used_login_method');
  });

  it('gives the suppliers the user holds and the active one with its fields, counters and admin data', async () => {
    const user = await createUser(ctx);
    const barn = await createSupplier(ctx, {
      ownerId: user.id,
      name: 'A Barn',
      tier: 'classic',
      premiumActive: true,
      counters: { photos: 7, reviews: 1, testimonials: 2, videos: 3, videoTours: 0 },
    });
    const studio = await createSupplier(ctx, {
      ownerId: user.id,
      name: 'B Studio',
      types: ['photo'],
      role: 'editor',
      countryCode: 'DE',
      payPerEnquiry: true,
    });
    const viewer = await getViewer(user);
    expect(viewer.suppliers).toEqual([
      { id: barn.id, name: 'A Barn', category: 'venue', tier: 'classic', country: 'GB', role: 'admin' },
      { id: studio.id, name: 'B Studio', category: 'photo', tier: 'free', country: 'DE', role: 'editor' },
    ]);
    // the factory made the last supplier active
    expect(viewer.activeSupplier).toMatchObject({
      id: studio.id,
      publicId: studio.publicId,
      name: 'B Studio',
      category: 'photo',
      isVenue: false,
      role: 'editor',
      payPerEnquiry: true,
      address: { postalCode: 'SW1A 1AA', city: 'London', country: 'DE', street: ['1 Test Lane'] },
      coordinates: { latitude: expect.closeTo(51.501, 3), longitude: expect.closeTo(-0.1416, 3) },
      admin: {
        premium: { tier: 'free', active: false, trial: { active: false, activatedAt: null } },
        actions: { deleted: false, searchable: true },
      },
    });
    expect(viewer.activeSupplier?.admin.registrationDate).toBe(studio.createdAt.toISOString());
  });

  it('switches to another supplier of the user and persists it', async () => {
    const user = await createUser(ctx);
    const first = await createSupplier(ctx, { ownerId: user.id, name: 'First' });
    await createSupplier(ctx, { ownerId: user.id, name: 'Second' });
    const res = await switchTo(user, first.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Viewer>().activeSupplier?.id).toBe(first.id);
    expect(await storedActiveSupplier(user.id)).toBe(first.id);
    expect((await getViewer(user)).activeSupplier?.id).toBe(first.id);
  });

  it('refuses a foreign supplier with 404 and changes nothing', async () => {
    const user = await createUser(ctx);
    const own = await createSupplier(ctx, { ownerId: user.id });
    const stranger = await createUser(ctx);
    const foreign = await createSupplier(ctx, { ownerId: stranger.id });
    for (const id of [foreign.id, 'no-such-supplier']) {
      const res = await switchTo(user, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not-found');
    }
    expect(await storedActiveSupplier(user.id)).toBe(own.id);
  });

  it('answers 400 for a missing supplier id', async () => {
    const user = await createUser(ctx);
    const res = await switchTo(user, '');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ supplierId: 'validation:required' });
  });

  it('lets a platform admin work as any supplier, which joins their list', async () => {
    const admin = await createPlatformAdmin(ctx);
    const owner = await createUser(ctx);
    const supplier = await createSupplier(ctx, { ownerId: owner.id, name: 'Someone Else’s Venue' });
    const res = await switchTo(admin, supplier.id);
    expect(res.statusCode, res.body).toBe(200);
    const viewer = res.json<Viewer>();
    expect(viewer.user.isPlatformAdmin).toBe(true);
    expect(viewer.activeSupplier).toMatchObject({ id: supplier.id, role: 'admin' });
    expect(viewer.suppliers.map((s) => s.id)).toEqual([supplier.id]);
  });

  it('falls back to the first supplier when the stored one is no longer accessible', async () => {
    const user = await createUser(ctx);
    const own = await createSupplier(ctx, { ownerId: user.id, name: 'Mine' });
    const stranger = await createUser(ctx);
    const foreign = await createSupplier(ctx, { ownerId: stranger.id });
    await ctx.database.db.update(users).set({ activeSupplierId: foreign.id }).where(eq(users.id, user.id));
    const viewer = await getViewer(user);
    expect(viewer.activeSupplier?.id).toBe(own.id);
    expect(viewer.suppliers.map((s) => s.id)).toEqual([own.id]);
  });

  describe('GET /api/suppliers/{id}', () => {
    it('gives a supplier to its user and 404 to anyone else', async () => {
      const user = await createUser(ctx);
      const supplier = await createSupplier(ctx, { ownerId: user.id, tier: 'expert' });
      const own = await ctx.app.inject({
        method: 'GET',
        url: `/api/suppliers/${supplier.id}`,
        headers: { cookie: user.cookie },
      });
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({
        id: supplier.id,
        premium: { tier: 'expert' },
        role: 'admin',
        admin: { premium: { tier: 'expert' } },
      });

      const stranger = await createUser(ctx);
      const foreign = await ctx.app.inject({
        method: 'GET',
        url: `/api/suppliers/${supplier.id}`,
        headers: { cookie: stranger.cookie },
      });
      expect(foreign.statusCode).toBe(404);
      // the supplier's users are its own team only
      expect(own.json<{ users: string[] }>().users).toEqual([user.id]);
      const signedOut = await ctx.app.inject({ method: 'GET', url: `/api/suppliers/${supplier.id}` });
      expect(signedOut.statusCode).toBe(401);
    });

    it('answers the spec’s Supplier fields named as written, from the listing, the status message, areas, team and boost', async () => {
      const user = await createUser(ctx);
      const editor = await createUser(ctx);
      const now = Date.now();
      const supplier = await createSupplier(ctx, {
        ownerId: user.id,
        tier: 'lite',
        premiumActive: true,
        premiumCreatedAt: new Date('2026-01-02T03:04:05Z'),
        trialActive: true,
        trialActivatedAt: new Date('2026-01-01T00:00:00Z'),
        counters: { photos: 0, reviews: 0, testimonials: 0, videos: 0, videoTours: 1 },
        searchBoost: 80,
        searchBoostActive: true,
        searchBoostEndsAt: new Date(now + 86_400_000),
      });
      const { db } = ctx.database;
      await db.insert(supplierUsers).values({ supplierId: supplier.id, userId: editor.id, role: 'editor' });
      await db.insert(supplierListings).values({
        supplierId: supplier.id,
        listing: {
          description: 'A barn',
          detailedDescription: 'A barn with a long story',
          hideFirstAddressLine: true,
          noOfWeddingsHosted: 'over 200',
          noOfPeopleInTeam: 6,
          publicLiabilityInsurance: true,
          yearBusinessWasEstablished: 1998,
          social: { facebook: 'https://facebook.example/barn', blog: 'https://blog.example', youtube: 'yt' },
          venueType: { barn: true, castle: false, farm: true },
        },
      });
      const statusAt = new Date('2026-03-01T10:00:00Z');
      await db
        .insert(supplierStatusMessages)
        .values({ supplierId: supplier.id, message: 'Open for 2027', createdAt: statusAt, updatedAt: statusAt });
      await db.insert(supplierAreas).values([
        { supplierId: supplier.id, county: 'Kent', endsAt: new Date(now + 86_400_000) },
        { supplierId: supplier.id, county: 'Essex', endsAt: new Date(now - 1000) },
      ]);
      const res = await ctx.app.inject({ url: `/api/suppliers/${supplier.id}`, headers: { cookie: user.cookie } });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json<Record<string, unknown>>();
      expect(answer).toMatchObject({
        type: ['venue'],
        description: { short: 'A barn', long: 'A barn with a long story' },
        status: { message: 'Open for 2027', createdAt: statusAt.toISOString(), updatedAt: statusAt.toISOString() },
        address: { adminArea: ['Greater London', 'England'] },
        additionalAreas: ['Kent'],
        flags: { hideStreet: true },
        contacts: { email: supplier.email, phone: supplier.phone, website: supplier.website },
        l10n: { country: 'GB', currency: 'GBP', locale: 'en-GB' },
        company: { weddingsHosted: 'over 200', teamSize: 6, insurance: true, established: 1998 },
        typeDetails: { venue: { type: ['barn', 'farm'], videoToursAvailable: true } },
        // in the order they joined; both may join within one millisecond, so their order is not asserted here
        users: expect.arrayContaining([user.id, editor.id]),
        collaborators: expect.arrayContaining([
          { userId: user.id, role: 'admin' },
          { userId: editor.id, role: 'editor' },
        ]),
        badges: [{ type: 'topSpot', value: 80, label: 'TopSpot TOP2' }],
        social: {
          facebook: 'https://facebook.example/barn',
          instagram: '',
          linkedin: '',
          pinterest: '',
          twitter: '',
          vimeo: '',
          youtube: 'yt',
        },
        premium: {
          tier: 'lite',
          active: true,
          createdAt: '2026-01-02T03:04:05.000Z',
          trial: { active: true, activatedAt: '2026-01-01T00:00:00.000Z' },
        },
      });
      expect(answer).not.toHaveProperty('types');
      expect(answer).not.toHaveProperty('tier');

      // a supplier without a listing, status message, areas or boost: the template's empty values, no badge
      const bare = await createSupplier(ctx, { ownerId: user.id, types: ['photo'] });
      const plain = (await ctx.app.inject({ url: `/api/suppliers/${bare.id}`, headers: { cookie: user.cookie } })).json<
        Record<string, unknown>
      >();
      expect(plain).toMatchObject({
        type: ['photo'],
        description: { short: '', long: '' },
        status: null,
        additionalAreas: [],
        flags: { hideStreet: false },
        company: { weddingsHosted: '', teamSize: 0, insurance: false, established: 1900 },
        typeDetails: {},
        badges: [],
      });

      expect(await answerFieldsOf(ctx.app, 'GET', '/api/suppliers/{id}')).toEqual(
        expect.arrayContaining([
          'type',
          'description',
          'status',
          'address',
          'additionalAreas',
          'flags',
          'contacts',
          'l10n',
          'counters',
          'company',
          'typeDetails',
          'users',
          'collaborators',
          'badges',
          'payPerEnquiry',
          'premium',
          'social',
        ]),
      );
      expect(await answerFieldsOf(ctx.app, 'GET', '/api/suppliers/{id}', 'premium')).toEqual([
        'active',
        'createdAt',
        'tier',
        'trial',
      ]);
      expect(await answerFieldsOf(ctx.app, 'GET', '/api/suppliers/{id}', 'company')).toEqual([
        'established',
        'insurance',
        'teamSize',
        'weddingsHosted',
      ]);
      expect(await answerFieldsOf(ctx.app, 'GET', '/api/viewer', 'activeSupplier')).toContain('typeDetails');
    });

    it('answers the thumbnail: the first approved photo’s, null before one is approved', async () => {
      const user = await createUser(ctx);
      const supplier = await createSupplier(ctx, { ownerId: user.id });
      const read = async () =>
        (await ctx.app.inject({ url: `/api/suppliers/${supplier.id}`, headers: { cookie: user.cookie } })).json<{
          thumbnail: string | null;
        }>().thumbnail;
      await insertTestPhotos(ctx, supplier.id, 2, { approved: false });
      expect(await read()).toBeNull();
      // another supplier's approved photos are never this one's thumbnail
      const other = await createSupplier(ctx, { ownerId: (await createUser(ctx)).id });
      await insertTestPhotos(ctx, other.id, 1, { approved: true });
      expect(await read()).toBeNull();
      await insertTestPhotos(ctx, supplier.id, 1, { approved: true });
      const thumbnail = ctx.app.deps.providers.storage.publicUrl(`photos/${supplier.id}/0-thumb.webp`);
      expect(await read()).toBe(thumbnail);
      expect((await getViewer(user)).activeSupplier?.thumbnail).toBe(thumbnail);
    });
  });

  describe('POST /api/i18n/set-locale', () => {
    it('saves the locale on the user; the viewer carries it', async () => {
      const user = await createUser(ctx);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/i18n/set-locale',
        headers: { cookie: user.cookie },
        payload: { locale: 'de-DE' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ locale: 'de-DE' });
      expect((await getViewer(user)).user.l10n.locale).toBe('de-DE');
    });

    it.each(['de', 'es-ES', '', 42])('refuses %j with 400 and keeps the stored locale', async (locale) => {
      const user = await createUser(ctx, { locale: 'fr-FR' });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/i18n/set-locale',
        headers: { cookie: user.cookie },
        payload: { locale },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ locale: 'validation:invalid' });
      expect((await getViewer(user)).user.l10n.locale).toBe('fr-FR');
    });

    it('needs a signed-in user', async () => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/i18n/set-locale', payload: { locale: 'de-DE' } });
      expect(res.statusCode).toBe(401);
    });
  });
});
