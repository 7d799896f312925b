import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupplierFields } from '../../../domain/get-listed-calls.ts';
import { events, supplierUsers, suppliers, users } from '../../db/schema/index.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { createSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A complete UK listing with names and contacts no other test uses. */
function ukFields(overrides: Partial<SupplierFields> = {}): SupplierFields & { name: string } {
  const unique = randomUUID().slice(0, 8);
  return {
    name: `The Old Barn ${unique}`,
    type: ['venue'],
    contacts: { email: `hello@barn-${unique}.co.uk`, phone: '020 7946 0018', website: `barn-${unique}.co.uk` },
    address: {
      street: ['1 Farm Lane'],
      postalCode: 'sw1a1aa',
      city: 'London',
      adminArea: ['Greater London', 'United Kingdom'],
      country: 'United Kingdom',
    },
    l10n: { country: 'GB' },
    coordinates: { latitude: 51.501, longitude: -0.1416 },
    ...overrides,
  };
}

const create = (user: CreatedUser | null, supplierFields: unknown, test = false) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/supplier/create',
    payload: { supplierFields, test },
    headers: user ? { cookie: user.cookie } : {},
  });

/** Rows a create for this user and name could have written (scoped: on PostgreSQL other files share the database). */
const rowCounts = async (userId: string | null, name: string) => {
  const { db } = ctx.database;
  const [s] = await db.select({ n: count() }).from(suppliers).where(eq(suppliers.name, name.trim()));
  const [r] = userId
    ? await db.select({ n: count() }).from(supplierUsers).where(eq(supplierUsers.userId, userId))
    : [{ n: 0 }];
  return { suppliers: s!.n, roles: r!.n };
};

describe('POST /api/supplier/create', () => {
  it('creates the supplier with its country l10n, the user as admin, and makes it the active supplier', async () => {
    const user = await createUser(ctx);
    const fields = ukFields();
    const res = await create(user, fields);
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    expect(answer).toMatchObject({
      valid: true,
      id: expect.any(String),
      publicId: expect.stringMatching(/^[a-z0-9]{10}$/),
    });
    expect(answer.slug).toBe(fields.name.toLowerCase().replaceAll(' ', '-'));

    const { db } = ctx.database;
    const [supplier] = await db.select().from(suppliers).where(eq(suppliers.id, answer.id));
    expect(supplier).toMatchObject({
      name: fields.name,
      types: ['venue'],
      website: `https://${fields.contacts.website}`,
      street: ['1 Farm Lane'],
      postalCode: 'SW1A 1AA',
      city: 'London',
      adminArea: ['Greater London', 'United Kingdom'],
      countryCode: 'GB',
      locale: 'en-GB',
      currency: 'GBP',
      counters: { photos: 0, reviews: 0, testimonials: 0, videos: 0, videoTours: 0 },
    });
    expect(
      await db.select({ role: supplierUsers.role }).from(supplierUsers).where(eq(supplierUsers.supplierId, answer.id)),
    ).toEqual([{ role: 'admin' }]);
    const [owner] = await db
      .select({ activeSupplierId: users.activeSupplierId })
      .from(users)
      .where(eq(users.id, user.id));
    expect(owner!.activeSupplierId).toBe(answer.id);
    const [event] = await db.select().from(events).where(eq(events.supplierId, answer.id));
    expect(event).toMatchObject({
      event: 'supplierCreated',
      userId: user.id,
      specificEventProps: { category: 'venue', countryCode: 'GB', emailWebsiteDomainMismatch: false },
    });
  });

  it('gives a German supplier de-DE and EUR', async () => {
    const user = await createUser(ctx);
    const fields = ukFields({
      l10n: { country: 'DE' },
      contacts: {
        email: `info-${randomUUID().slice(0, 8)}@gmail.com`,
        phone: '+49 30 1234567',
        website: `schloss-${randomUUID().slice(0, 8)}.de`,
      },
      address: {
        street: ['Schlossstraße 1'],
        postalCode: '69117',
        city: 'Heidelberg',
        adminArea: ['Baden-Württemberg', 'Germany'],
        country: 'Germany',
      },
      coordinates: { latitude: 49.41, longitude: 8.69 },
    });
    const res = await create(user, fields);
    expect(res.statusCode, res.body).toBe(201);
    const [supplier] = await ctx.database.db.select().from(suppliers).where(eq(suppliers.id, res.json().id));
    expect(supplier).toMatchObject({ countryCode: 'DE', locale: 'de-DE', currency: 'EUR', postalCode: '69117' });
    const [event] = await ctx.database.db.select().from(events).where(eq(events.supplierId, res.json().id));
    expect(event!.specificEventProps).toMatchObject({ emailWebsiteDomainMismatch: true });
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const user = await createUser(ctx);
    const before = await rowCounts(user.id, '');
    const res = await create(
      user,
      ukFields({
        name: ' ',
        type: [],
        contacts: { email: 'nope', phone: '12', website: '' },
        coordinates: { latitude: null, longitude: null },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation',
      fields: {
        name: 'validation:required',
        slug: 'validation:requiredFrom',
        email: 'validation:email',
        phone: 'validation:ukPhone',
        website: 'validation:required',
        postcode: 'validation:invalidGeoAddress',
      },
    });
    expect(await rowCounts(user.id, '')).toEqual(before);
    const [owner] = await ctx.database.db
      .select({ activeSupplierId: users.activeSupplierId })
      .from(users)
      .where(eq(users.id, user.id));
    expect(owner!.activeSupplierId).toBeNull();
  });

  it('a dry run (test: true) validates and writes nothing', async () => {
    const user = await createUser(ctx);
    const fields = ukFields();
    const res = await create(user, fields, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: true });
    expect(await rowCounts(user.id, fields.name)).toEqual({ suppliers: 0, roles: 0 });
  });

  it('answers valid: false with the existing listing instead of creating a twin', async () => {
    const user = await createUser(ctx);
    const fields = ukFields();
    const first = (await create(user, fields)).json();
    const res = await create(user, {
      ...fields,
      name: `${fields.name} Two`,
      contacts: { ...fields.contacts, email: `other-${randomUUID()}@example.com` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      valid: false,
      publicId: first.publicId,
      slug: first.slug,
      reason: 'website',
      profileUrl: `http://localhost:3000/wedding-venues/${first.slug}-${first.publicId}`,
    });
    expect(await rowCounts(user.id, `${fields.name} Two`)).toEqual({ suppliers: 0, roles: 1 });
  });

  describe('the first name asked when the account has none', () => {
    const createWithFirstName = (user: CreatedUser, supplierFields: unknown, firstName: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/supplier/create',
        payload: { supplierFields, test: false, firstName },
        headers: { cookie: user.cookie },
      });
    const account = async (user: CreatedUser) =>
      (await ctx.database.db.select().from(users).where(eq(users.id, user.id)))[0]!;

    it('is saved to the user with the listing', async () => {
      const user = await createUser(ctx, { firstName: '', lastName: 'Lister' });
      const res = await createWithFirstName(user, ukFields(), '  Grace ');
      expect(res.statusCode, res.body).toBe(201);
      expect(await account(user)).toMatchObject({ firstName: 'Grace', name: 'Grace Lister' });
      const viewer = await ctx.app.inject({ method: 'GET', url: '/api/viewer', headers: { cookie: user.cookie } });
      expect(viewer.json().user.firstName).toBe('Grace');
    });

    it('refuses a blank one with a field error, and writes neither the listing nor the name', async () => {
      const user = await createUser(ctx, { firstName: '', lastName: 'Lister' });
      const fields = ukFields();
      const res = await createWithFirstName(user, fields, '   ');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ firstName: 'validation:requiredFirstName' });
      expect(await rowCounts(user.id, fields.name)).toEqual({ suppliers: 0, roles: 0 });
      expect(await account(user)).toMatchObject({ firstName: '', activeSupplierId: null });
    });

    it('leaves the account alone when not sent', async () => {
      const user = await createUser(ctx, { firstName: 'Ada', lastName: 'Byron' });
      expect((await create(user, ukFields())).statusCode).toBe(201);
      expect(await account(user)).toMatchObject({ firstName: 'Ada', name: 'Ada Byron' });
    });
  });

  it('needs a signed-in user', async () => {
    const fields = ukFields();
    const res = await create(null, fields);
    expect(res.statusCode).toBe(401);
    expect(await rowCounts(null, fields.name)).toEqual({ suppliers: 0, roles: 0 });
  });
});

describe('POST /api/search/validatestep1', () => {
  const validate = (query: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/search/validatestep1', payload: { query } });
  let owner: CreatedUser;
  beforeAll(async () => {
    owner = await createUser(ctx);
  });

  const step1 = (unique = randomUUID().slice(0, 8)) => ({
    name: `Foto Anna ${unique}`,
    slug: 'photo',
    email: `anna@foto-${unique}.fr`,
    phone: '+33 1 23 45 67 89',
    website: `https://foto-${unique}.fr`,
    countryCode: 'FR',
  });

  it('answers valid for a new business', async () => {
    const res = await validate(step1());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: true });
  });

  it('finds an existing listing by e-mail, case-insensitively, with its couple-facing URL', async () => {
    const existing = await createSupplier(ctx, {
      ownerId: owner.id,
      email: 'Hello@Manor-House.example',
      slug: 'manor-house',
      types: ['venue'],
    });
    const res = await validate({ ...step1(), email: 'hello@manor-house.EXAMPLE' });
    expect(res.json()).toEqual({
      valid: false,
      publicId: existing.publicId,
      slug: 'manor-house',
      reason: 'email',
      profileUrl: `http://localhost:3000/wedding-venues/manor-house-${existing.publicId}`,
    });
  });

  it('finds one by website host, but not by a shared host such as facebook.com', async () => {
    const unique = randomUUID().slice(0, 8);
    await createSupplier(ctx, { ownerId: owner.id, website: `http://www.Lakeside-${unique}.example/contact` });
    expect((await validate({ ...step1(), website: `lakeside-${unique}.example` })).json()).toMatchObject({
      valid: false,
      reason: 'website',
    });

    await createSupplier(ctx, { ownerId: owner.id, website: 'https://www.facebook.com/some-venue' });
    expect((await validate({ ...step1(), website: 'https://facebook.com/another-venue' })).json()).toEqual({
      valid: true,
    });
  });

  it('finds one by the same name and postcode when the postcode is known', async () => {
    const existing = await createSupplier(ctx, { ownerId: owner.id, postalCode: 'EH1 1YZ' });
    const query = {
      ...step1(),
      name: existing.name.toUpperCase(),
      countryCode: 'GB',
      phone: '0131 496 0000',
      slug: 'venue',
    };
    expect((await validate(query)).json()).toEqual({ valid: true });
    expect((await validate({ ...query, postcode: 'eh11yz' })).json()).toMatchObject({
      valid: false,
      reason: 'name-postcode',
      publicId: existing.publicId,
    });
  });

  it('ignores deleted suppliers', async () => {
    const email = `gone-${randomUUID()}@example.com`;
    await createSupplier(ctx, { ownerId: owner.id, email, deleted: true });
    expect((await validate({ ...step1(), email })).json()).toEqual({ valid: true });
  });

  it('applies the UK validation set: category and a UK phone number', async () => {
    const res = await validate({ ...step1(), countryCode: 'GB', slug: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ slug: 'validation:requiredFrom', phone: 'validation:ukPhone' });
  });
});
