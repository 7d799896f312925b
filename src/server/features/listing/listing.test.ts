import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryValues } from '../../../domain/categories.ts';
import { sectionsOf } from '../../../domain/listing/category-sections.ts';
import { faqQuestionsOf } from '../../../domain/listing/faq-questions.ts';
import { emptyListing, socialNetworks } from '../../../domain/listing/template.ts';
import type { ListingAnswer } from '../../../domain/listing/listing-api.ts';
import { supplierListings, supplierUsers, supplierVideos, suppliers } from '../../db/schema/index.ts';
import { createPlatformAdmin, createUser, type CreatedUser } from '../../test/factories.ts';
import { answerFieldsOf } from '../../test/openapi.ts';
import { insertTestPhotos } from '../../test/photo-factory.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { multipartBody } from '../../test/multipart.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { tinyPdf } from '../../seed/demo-pricing.ts';

/** A complete save of the factory's London venue (GB rules). */
const ukSave = {
  name: 'The Granary',
  description: 'A restored granary by the river.',
  email: 'events@granary.example',
  phone: '020 7946 0018',
  website: 'granary.example',
  address: '1 Test Lane',
  hideFirstAddressLine: true,
  postcode: 'sw1a 1aa',
  town: 'London',
  county: 'Greater London',
  country: 'England',
  nearestTrainStation: 'London Victoria',
  yearBusinessWasEstablished: '1998',
  noOfPeopleInTeam: '12',
  noOfWeddingsHosted: '300+',
  publicLiabilityInsurance: true,
  social: { instagram: 'instagram.com/granary', facebook: '' },
  specialistWeddingSection: { asianWeddingSpecialist: true },
  indoorSeatedDiningNoOfPeople: 120,
  inHouseCateringMinPricePp: 4500,
  targetingPriceMinBudget: 1500000,
  usualStartTime: '11:00',
  usualFinishTime: '23:30',
};

describe('the listing: GET and PUT /api/supplier/{id}/listing', () => {
  let ctx: TestContext;
  let owner: CreatedUser;
  let viewer: CreatedUser;
  let stranger: CreatedUser;
  let venueId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    const owned = await createOwnedSupplier(ctx);
    owner = owned.user;
    venueId = owned.supplier.id;
    viewer = await createUser(ctx);
    await ctx.database.db.insert(supplierUsers).values({ supplierId: venueId, userId: viewer.id, role: 'viewer' });
    stranger = (await createOwnedSupplier(ctx)).user;
  });
  afterAll(() => ctx.close());

  const get = (user: CreatedUser, id = venueId) =>
    ctx.app.inject({ method: 'GET', url: `/api/supplier/${id}/listing`, headers: { cookie: user.cookie } });
  const put = (user: CreatedUser, payload: object, id = venueId) =>
    ctx.app.inject({ method: 'PUT', url: `/api/supplier/${id}/listing`, headers: { cookie: user.cookie }, payload });
  const storedSupplier = async (id: string) =>
    (await ctx.database.db.select().from(suppliers).where(eq(suppliers.id, id)))[0]!;
  const storedDocument = async (id: string) =>
    (await ctx.database.db.select().from(supplierListings).where(eq(supplierListings.supplierId, id)))[0];

  it("answers the venue's empty template with the supplier's columns before the first save", async () => {
    const res = await get(owner);
    expect(res.statusCode, res.body).toBe(200);
    const { listing, countryCode, canEdit } = res.json<ListingAnswer>();
    expect(countryCode).toBe('GB');
    expect(canEdit).toBe(true);
    expect(listing).toMatchObject({
      id: venueId,
      slug: 'venue',
      category: 'venue',
      postcode: 'SW1A 1AA',
      town: 'London',
      county: 'Greater London',
      country: 'England',
      address: '1 Test Lane',
      yearBusinessWasEstablished: 1900,
      noindex: true,
      indoorReceptionNoOfPeople: 0,
      lastUpdatedAt: null,
    });
  });

  it('saves the columns and the document, normalised, and answers the saved listing', async () => {
    const res = await put(owner, ukSave);
    expect(res.statusCode, res.body).toBe(200);
    const { listing } = res.json<ListingAnswer>();
    expect(listing).toMatchObject({
      name: 'The Granary',
      website: 'https://granary.example',
      postcode: 'SW1A 1AA',
      hideFirstAddressLine: true,
      yearBusinessWasEstablished: 1998,
      noOfPeopleInTeam: 12,
      publicLiabilityInsurance: true,
      indoorSeatedDiningNoOfPeople: 120,
      targetingPriceMinBudget: 1500000,
      // derived from the price schemes (none yet), not typed
      inHouseCateringMinPricePp: 0,
      usualFinishTime: '23:30',
    });
    expect(listing.social).toMatchObject({ instagram: 'https://instagram.com/granary', facebook: '', blog: '' });
    expect(listing.specialistWeddingSection).toMatchObject({
      asianWeddingSpecialist: true,
      jewishWeddingSpecialist: false,
    });
    expect(Date.parse(String(listing.lastUpdatedAt))).toBeGreaterThan(Date.now() - 60_000);

    const supplier = await storedSupplier(venueId);
    expect(supplier).toMatchObject({
      name: 'The Granary',
      email: 'events@granary.example',
      website: 'https://granary.example',
      street: ['1 Test Lane'],
    });
    const document = await storedDocument(venueId);
    expect(document?.listing).toMatchObject({
      description: 'A restored granary by the river.',
      nearestTrainStation: 'London Victoria',
    });
    expect(document?.listing).not.toHaveProperty('name');
    expect((await get(viewer)).json<ListingAnswer>().listing.description).toBe('A restored granary by the river.');
  });

  /** Saves `ukSave`, then `changes` over it: answers the 400's field errors once the stored listing is seen unchanged. */
  async function refusedFields(changes: object): Promise<Record<string, string>> {
    await put(owner, ukSave);
    const before = { supplier: await storedSupplier(venueId), document: await storedDocument(venueId) };
    const res = await put(owner, { ...ukSave, name: 'Changed', ...changes });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation');
    expect(await storedSupplier(venueId)).toEqual(before.supplier);
    expect(await storedDocument(venueId)).toEqual(before.document);
    return res.json<{ error: { fields: Record<string, string> } }>().error.fields;
  }

  it('refuses bad input with 400 and field errors, and writes nothing', async () => {
    const fields = await refusedFields({
      description: 'Changed',
      phone: '+49 30 44012345',
      website: 'hello@granary.example',
      postcode: '',
      county: ' ',
      country: '',
    });
    expect(fields).toMatchObject({
      phone: 'validation:ukPhone',
      website: 'validation:websiteIsEmail',
      postcode: 'validation:requiredPostcode',
      county: 'validation:requiredCounty',
      country: 'validation:requiredCountry',
    });
  });

  it('refuses negative, fractional and huge numbers with field errors, and writes nothing', async () => {
    const fields = await refusedFields({
      noOfPeopleInTeam: -4,
      indoorSeatedDiningNoOfPeople: 120.5,
      accommodationNoOfPeople: 1e300,
      noOfAdditionalGuestRooms: '-1',
      targetingPriceMinBudget: 1e300,
      targetingPriceAvgTotalSpend: 2_000_000_000,
      yearBusinessWasEstablished: 2.5,
    });
    expect(fields).toEqual({
      noOfPeopleInTeam: 'validation:wholeNumber',
      indoorSeatedDiningNoOfPeople: 'validation:wholeNumber',
      noOfAdditionalGuestRooms: 'validation:wholeNumber',
      targetingPriceAvgTotalSpend: 'validation:tooBig',
      yearBusinessWasEstablished: 'validation:wholeNumber',
      // beyond the safe integers a number is no whole number the portal can keep
      accommodationNoOfPeople: 'validation:wholeNumber',
      targetingPriceMinBudget: 'validation:wholeNumber',
    });
  });

  it('applies the international rules to a supplier outside the UK', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, {
      types: ['photo'],
      countryCode: 'DE',
      postalCode: '10435',
      city: 'Berlin',
      adminArea: ['Berlin', 'Deutschland'],
    });
    const base = {
      name: 'Lichtpunkt',
      email: 'hallo@lichtpunkt.example',
      website: 'lichtpunkt.example',
      address: 'Kastanienallee 1',
      postcode: '10435',
      town: 'Berlin',
      county: '',
      country: 'Deutschland',
    };
    expect((await put(user, { ...base, phone: '020 7946 001' }, supplier.id)).statusCode).toBe(200);
    const bad = await put(user, { ...base, phone: 'call us' }, supplier.id);
    expect(bad.json().error.fields).toEqual({ phone: 'validation:phone' });
    const saved = await put(
      user,
      { ...base, phone: '+49 30 44012345', photographyStyleSection: { reportageDocumentary: true } },
      supplier.id,
    );
    expect(saved.json<ListingAnswer>().listing.photographyStyleSection).toMatchObject({
      reportageDocumentary: true,
      modern: false,
    });
    expect(saved.json<ListingAnswer>().listing).not.toHaveProperty('indoorReceptionNoOfPeople');
  });

  it('gives a French venue France’s venue-type flags in its template and save; a UK venue has none', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, {
      countryCode: 'FR',
      postalCode: '75004',
      city: 'Paris',
      adminArea: ['Paris', 'France'],
    });
    const venueType = async (id: string, who = user) =>
      (await get(who, id)).json<ListingAnswer>().listing.venueType as Record<string, unknown>;
    expect(await venueType(supplier.id)).toMatchObject({
      bestOfBritain: false,
      outdoorCeremonyLicence: false,
      barn: false,
    });
    const saved = await put(
      user,
      {
        name: 'Château Test',
        email: 'bonjour@chateau.example',
        phone: '+33 1 42 00 00 00',
        website: 'chateau.example',
        address: '1 rue de Rivoli',
        postcode: '75004',
        town: 'Paris',
        county: 'Paris',
        country: 'France',
        venueType: { golfCourse: true, statelyHome: true },
      },
      supplier.id,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await venueType(supplier.id)).toMatchObject({ golfCourse: true, statelyHome: true, weddingLicence: false });
    expect(await venueType(venueId, owner)).not.toHaveProperty('bestOfBritain');
  });

  it('geocodes a changed address and keeps the coordinates of an unchanged one', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const london = {
      ...ukSave,
      address: '1 Test Lane',
      postcode: 'SW1A 1AA',
      town: 'London',
      county: 'Greater London',
      country: 'England',
    };
    await put(user, london, supplier.id);
    expect(await storedSupplier(supplier.id)).toMatchObject({
      latitude: supplier.latitude,
      longitude: supplier.longitude,
    });

    const res = await put(
      user,
      { ...london, address: '1 Piccadilly', postcode: 'M1 1AE', town: 'Manchester', county: 'Greater Manchester' },
      supplier.id,
    );
    const { lat, lng } = res.json<ListingAnswer>().listing;
    expect(lat).toBeCloseTo(53.48, 1);
    expect(lng).toBeCloseTo(-2.24, 1);
  });

  it("shows a venue's prices from its price schemes, which a save does not overwrite", async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const scheme = await ctx.app.inject({
      method: 'POST',
      url: `/api/supplier/${supplier.id}/price-schemes`,
      headers: { cookie: user.cookie },
      payload: {
        name: 'Exclusive hire',
        priceMethod: 'fixed',
        guestsType: 'guestIndependent',
        priceMin: 450000,
        priceMax: 850000,
      },
    });
    expect(scheme.statusCode, scheme.body).toBe(201);
    const res = await put(
      user,
      { ...ukSave, venueHireOnlyMinPrice: 1, venueHireOnlyInfo: 'Barn, gardens and courtyard' },
      supplier.id,
    );
    expect(res.json<ListingAnswer>().listing).toMatchObject({
      venueHireOnlyMinPrice: 450000,
      venueHireOnlyMaxPrice: 850000,
      venueHireOnlyInfo: 'Barn, gardens and courtyard',
    });
    expect((await storedDocument(supplier.id))?.listing).not.toHaveProperty('venueHireOnlyMinPrice');
  });

  it("shows a venue's live video tours and brochures from their own screens, and hides the tours below lite", async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'lite' });
    const tour = await ctx.app.inject({
      method: 'POST',
      url: `/api/supplier/${supplier.id}/videos`,
      headers: { cookie: user.cookie },
      payload: { url: 'https://www.google.co.uk/maps/place/The+Granary/@51.5,-0.12,17z', type: 'videoTour' },
    });
    expect(tour.statusCode, tour.body).toBe(201);
    const { payload, contentType } = await multipartBody('file', [
      { name: 'Winter prices.pdf', type: 'application/pdf', body: tinyPdf('Prices') },
    ]);
    const brochure = await ctx.app.inject({
      method: 'POST',
      url: `/api/supplier/${supplier.id}/brochures`,
      headers: { cookie: user.cookie, 'content-type': contentType },
      payload,
    });
    expect(brochure.statusCode, brochure.body).toBe(201);

    const { listing } = (await get(user, supplier.id)).json<ListingAnswer>();
    expect(listing).toMatchObject({
      hasLiveVideoTours: true,
      liveVideoTours: [{ source: 'googlemaps', label: 'The Granary' }],
      brochures: [{ title: 'Winter prices' }],
    });
    await ctx.database.db.update(suppliers).set({ tier: 'free' }).where(eq(suppliers.id, supplier.id));
    expect((await get(user, supplier.id)).json<ListingAnswer>().listing).toMatchObject({
      hasLiveVideoTours: false,
      liveVideoTours: [],
    });
  });

  it('fills the lists from the photos, videos and achievements screens, the supplier’s own only', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const other = await createOwnedSupplier(ctx);
    await insertTestPhotos(ctx, supplier.id, 4, { approved: false });
    await insertTestPhotos(ctx, other.supplier.id, 3, { approved: true });
    const video = (n: number, supplierId = supplier.id) => ({
      id: `${supplierId}-v${n}`,
      supplierId,
      type: 'video',
      source: 'youtube',
      sourceId: `abc${n}`,
      url: `https://www.youtube.com/watch?v=abc${n}`,
      label: `First dance ${n}`,
      createdAt: new Date(Date.UTC(2026, 0, n)),
    });
    await ctx.database.db.insert(supplierVideos).values([video(1), video(2), video(3, other.supplier.id)]);
    const achievements = await ctx.app.inject({
      method: 'PUT',
      url: `/api/supplier/${supplier.id}/achievements`,
      headers: { cookie: user.cookie },
      payload: {
        featuredIn: [{ name: 'Brides', link: 'https://brides.example' }],
        industryAwards: [{ name: 'Venue of the Year', link: '' }],
        accreditationsAssociations: [{ name: 'UKAWP', link: 'https://ukawp.example' }],
      },
    });
    expect(achievements.statusCode, achievements.body).toBe(200);

    const photoUrl = (i: number) => ctx.app.deps.providers.storage.publicUrl(`photos/${supplier.id}/${i}.webp`);
    const lists = {
      videos: [
        { name: 'First dance 1', url: 'https://www.youtube.com/watch?v=abc1' },
        { name: 'First dance 2', url: 'https://www.youtube.com/watch?v=abc2' },
      ],
      featuredIn: [{ name: 'Brides', url: 'https://brides.example' }],
      industryAwards: [{ name: 'Venue of the Year', url: '' }],
      accreditationsAssociations: [{ name: 'UKAWP', url: 'https://ukawp.example' }],
    };
    const { listing } = (await get(user, supplier.id)).json<ListingAnswer>();
    expect(listing).toMatchObject(lists);
    expect((listing.photos as { url: string }[]).map((photo) => photo.url)).toEqual([0, 1, 2, 3].map(photoUrl));
    // a save answers the same lists
    expect((await put(user, ukSave, supplier.id)).json<ListingAnswer>().listing).toMatchObject({
      ...lists,
      photos: listing.photos,
    });
  });

  it('fills statusUpdate and faqsAnswers from About you (never stored twice), on a read and a save', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const empty = (await get(user, supplier.id)).json<ListingAnswer>().listing;
    expect(empty).toMatchObject({ statusUpdate: '', faqsAnswers: {} });
    const call = (what: string, payload: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/supplier/${supplier.id}/${what}`,
        headers: { cookie: user.cookie },
        payload,
      });
    const [curfew, capacity] = [faqQuestionsOf('venue')[3]!, faqQuestionsOf('venue')[0]!];
    expect((await call('status-message', { message: 'Booking 2027 now' })).statusCode).toBe(200);
    expect((await call('faq', { answers: { [curfew]: 'Midnight', [capacity]: '' } })).statusCode).toBe(200);
    const filled = { statusUpdate: 'Booking 2027 now', faqsAnswers: { [curfew]: 'Midnight' } };
    expect((await get(user, supplier.id)).json<ListingAnswer>().listing).toMatchObject(filled);
    expect((await put(user, ukSave, supplier.id)).json<ListingAnswer>().listing).toMatchObject(filled);
    // the editor's save never writes them into the document
    expect((await storedDocument(supplier.id))?.listing).not.toHaveProperty('statusUpdate');
    expect((await storedDocument(supplier.id))?.listing).not.toHaveProperty('faqsAnswers');
  });

  it('lets a viewer read but not save', async () => {
    const read = await get(viewer);
    expect(read.statusCode).toBe(200);
    expect(read.json<ListingAnswer>().canEdit).toBe(false);
    const res = await put(viewer, { ...ukSave, name: 'Viewer was here' });
    expect(res.statusCode).toBe(403);
    expect((await storedSupplier(venueId)).name).not.toBe('Viewer was here');
  });

  it('answers 404 for a foreign or missing supplier, on both calls, and writes nothing', async () => {
    expect((await get(stranger)).statusCode).toBe(404);
    expect((await put(stranger, { ...ukSave, name: 'Hijacked' })).statusCode).toBe(404);
    expect((await get(owner, 'no-such-supplier')).statusCode).toBe(404);
    expect((await storedSupplier(venueId)).name).not.toBe('Hijacked');
  });

  it('answers 401 when signed out, and lets a platform admin edit any listing', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: `/api/supplier/${venueId}/listing` })).statusCode).toBe(401);
    const admin = await createPlatformAdmin(ctx);
    const res = await put(admin, { ...ukSave, nearestAirport: 'London Heathrow' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ListingAnswer>().listing.nearestAirport).toBe('London Heathrow');
  });

  it('publishes the listing’s lists and venue types in the OpenAPI document', async () => {
    const path = '/api/supplier/{supplierId}/listing';
    expect(await answerFieldsOf(ctx.app, 'GET', path, 'listing')).toEqual(
      expect.arrayContaining([
        'photos',
        'videos',
        'featuredIn',
        'industryAwards',
        'accreditationsAssociations',
        'venueType',
      ]),
    );
    expect(await answerFieldsOf(ctx.app, 'GET', path, 'listing.photos.[]')).toEqual(['name', 'url']);
  });

  it('publishes every field of the 17 category templates in the OpenAPI document', async () => {
    const path = '/api/supplier/{supplierId}/listing';
    const published = await answerFieldsOf(ctx.app, 'GET', path, 'listing');
    for (const category of categoryValues) {
      const template = emptyListing(category, 'GB');
      expect(published, category).toEqual(expect.arrayContaining(Object.keys(template)));
      for (const section of sectionsOf(category, 'GB'))
        expect(await answerFieldsOf(ctx.app, 'GET', path, `listing.${section.key}`), section.key).toEqual(
          expect.arrayContaining([...section.flags, ...(section.detailsField ? [section.detailsField] : [])]),
        );
    }
    expect(await answerFieldsOf(ctx.app, 'GET', path, 'listing.venueType')).toEqual(
      expect.arrayContaining([...sectionsOf('venue', 'FR').find((s) => s.key === 'venueType')!.flags]),
    );
    // the groups of the common fields, as the spec names them
    expect(await answerFieldsOf(ctx.app, 'GET', path, 'listing.manualCheck')).toEqual([
      'completed',
      'dateManualCheck',
      'initials',
      'poop',
      'star',
      'toBeDeleted',
    ]);
    expect(await answerFieldsOf(ctx.app, 'GET', path, 'listing.targeting')).toEqual(
      expect.arrayContaining(['targetingBudget', 'targetingSeason', 'targetingWeekday', 'targetingYear']),
    );
    expect(await answerFieldsOf(ctx.app, 'GET', path, 'listing.specialOffers')).toEqual([
      'custom',
      'lateAvailability',
      'midweek',
      'seasonal',
    ]);
    expect(await answerFieldsOf(ctx.app, 'GET', path, 'listing.social')).toEqual([...socialNetworks].sort());
  });

  it('answers every category’s empty template through its schema, unchanged', async () => {
    for (const category of categoryValues) {
      const { user, supplier } = await createOwnedSupplier(ctx, { types: [category] });
      const res = await get(user, supplier.id);
      expect(res.statusCode, `${category}: ${res.body}`).toBe(200);
      const { listing } = res.json<ListingAnswer>();
      expect(Object.keys(listing).sort(), category).toEqual(Object.keys(emptyListing(category, 'GB')).sort());
      expect(listing).toMatchObject({ yearBusinessWasEstablished: 1900, noindex: true, minPrice: 0, premium: null });
    }
  });
});
