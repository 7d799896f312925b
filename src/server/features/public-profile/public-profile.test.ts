import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Supplier } from '../../access/supplier-access.ts';
import {
  events,
  supplierAchievements,
  supplierFaqAnswers,
  supplierListings,
  supplierPackages,
  supplierStatusMessages,
  supplierVideos,
  suppliers,
} from '../../db/schema/index.ts';
import { createUser } from '../../test/factories.ts';
import { insertTestPhotos } from '../../test/photo-factory.ts';
import { createOwnedSupplier, type CreateSupplierOptions } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/** The text of an HTML answer with React's entity escapes undone (for reading, not for the XSS checks). */
const readable = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe('couple-facing profile page', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const pathOf = (supplier: Pick<Supplier, 'slug' | 'publicId'>, category = 'wedding-venues') =>
    `/${category}/${supplier.slug}-${supplier.publicId}`;
  // a couple's browser (a request without one, like inject's own, reads as a bot and is not counted)
  const browserAgent =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const get = (url: string, method: 'GET' | 'HEAD' = 'GET', userAgent = browserAgent) =>
    ctx.app.inject({ method, url, headers: { 'user-agent': userAgent } });
  const viewsOf = async (supplierId: string) =>
    (
      await ctx.database.db
        .select({ n: count() })
        .from(events)
        .where(and(eq(events.supplierId, supplierId), eq(events.event, 'profileViewed')))
    )[0]!.n;

  async function listedSupplier(overrides: Partial<CreateSupplierOptions> = {}, listing: Record<string, unknown> = {}) {
    const { user, supplier } = await createOwnedSupplier(ctx, overrides);
    await ctx.database.db
      .insert(supplierListings)
      .values({ supplierId: supplier.id, listing: { noindex: false, ...listing } });
    return { user, supplier };
  }

  // shown to couples once approved (photo-moderation.test.ts has the others)
  const addPhotos = (supplierId: string, n: number) => insertTestPhotos(ctx, supplierId, n, { approved: true });

  async function addPackages(supplierId: string, n: number) {
    const rows = Array.from({ length: n }, (_, i) => ({
      id: randomUUID(),
      supplierId,
      name: `Package ${i + 1}`,
      price: 125_000 + i * 100,
      included: ['exclusiveUse'],
      guestsMin: 50,
      guestsMax: 120,
      order: i,
    }));
    await ctx.database.db.insert(supplierPackages).values(rows);
  }

  /** A venue with something in every section. */
  async function fullVenue() {
    const made = await listedSupplier(
      { name: 'The Granary Barn', city: 'Stow-on-the-Wold', adminArea: ['Gloucestershire', 'England'] },
      {
        description: 'A restored barn in the Cotswolds.',
        detailedDescription: 'Exposed beams and a walled garden.',
        noOfPeopleInTeam: 12,
        yearBusinessWasEstablished: 1998,
        cateringSection: { inHouseCatering: true, menuTastings: false },
        social: { instagram: 'https://instagram.com/granary', facebook: 'javascript:alert(1)' },
      },
    );
    const { db } = ctx.database;
    const id = made.supplier.id;
    await addPhotos(id, 3);
    await addPackages(id, 1);
    await db.insert(supplierVideos).values({
      id: randomUUID(),
      supplierId: id,
      type: 'video',
      source: 'youtube',
      sourceId: 'dQw4w9WgXcQ',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      label: 'Our barn in summer',
      thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    });
    await db.insert(supplierStatusMessages).values({ supplierId: id, message: 'Now taking 2027 bookings' });
    await db
      .insert(supplierFaqAnswers)
      .values({ supplierId: id, questionId: 'venue-curfew', answer: 'Music until midnight.' });
    await db.insert(supplierAchievements).values({
      id: randomUUID(),
      supplierId: id,
      type: 'award',
      name: 'Best Barn 2025',
      link: 'https://awards.example/best-barn',
      position: 0,
    });
    return made;
  }

  it("renders the listing's sections in the supplier's language, with title, description, Open Graph, canonical link and JSON-LD", async () => {
    const { supplier } = await fullVenue();
    const res = await get(pathOf(supplier));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['x-robots-tag']).toBeUndefined();
    const html = readable(res.body);
    expect(html).toMatch(/^<!doctype html><html lang="en-GB">/);
    expect(html).toContain('<title>The Granary Barn | Venues in Stow-on-the-Wold, Gloucestershire</title>');
    expect(html).toContain('<meta name="description" content="A restored barn in the Cotswolds."/>');
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${pathOf(supplier)}"/>`);
    expect(html).toContain(
      `<meta property="og:image" content="http://localhost:3000/uploads/photos/${supplier.id}/0.webp"/>`,
    );
    expect(html).toContain('"@type":"LocalBusiness"');
    expect(html).not.toContain('name="robots"');
    // header, status message, descriptions
    expect(html).toContain('<h1>The Granary Barn</h1>');
    expect(html).toContain('Now taking 2027 bookings');
    expect(html).toContain('Exposed beams and a walled garden.');
    // photos: thumbnails opening the full image in the lightbox (storefront.test.ts has the rest)
    expect(html).toContain(
      `<li><a href="#photo-1" id="thumb-1" class="thumb"><img src="/uploads/photos/${supplier.id}/0-thumb.webp" alt="Photo 1 of 3 from The Granary Barn"`,
    );
    expect(html.match(/class="thumb"/g)).toHaveLength(3);
    // video, package with money per locale, checked flags only, facts, achievements, answered FAQ only
    expect(html).toContain('Our barn in summer (watch on YouTube)');
    expect(html).toContain('<p class="price">£1,250</p>'); // a whole price without pence
    expect(html).toContain('Guests: 50 to 120');
    expect(html).toContain('<li>In-house catering</li>');
    expect(html).not.toContain('Menu tastings');
    expect(html).toContain('<dt>Established</dt><dd>1998</dd>');
    expect(html).toContain('<dt>People in the team</dt><dd>12</dd>');
    expect(html).toContain('href="https://awards.example/best-barn"');
    expect(html).toContain('Music until midnight.');
    expect(html).not.toContain('How many guests can you seat');
    // contact: the website and phone through the click counter, web social links, never the e-mail address or a script
    // link
    expect(html).toContain(`href="/out/${supplier.publicId}/website"`);
    expect(html).toContain(`href="/out/${supplier.publicId}/phone" rel="nofollow">${supplier.phone}</a>`);
    expect(html).toContain('href="https://instagram.com/granary"');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain(supplier.email);
    // the JSON-LD data block and the page's own small script, allowed by its hash: nothing else may run
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).toMatch(/script-src 'sha256-[^']+';/);
    expect(res.headers['content-security-policy']).not.toContain('unsafe-inline');
  });

  it('writes a German supplier in German with euros', async () => {
    const { supplier } = await listedSupplier(
      {
        types: ['photo'],
        slug: 'lichtblick',
        name: 'Lichtblick',
        city: 'Berlin',
        adminArea: ['Berlin', 'Deutschland'],
        countryCode: 'DE',
        locale: 'de-DE',
        currency: 'EUR',
      },
      { minPrice: 150_000 },
    );
    const res = await get(pathOf(supplier, 'wedding-photographers'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('<html lang="de-DE">');
    expect(res.body).toContain('Preise ab 1.500\u00a0€');
    expect(res.body).toContain('Fotografen');
  });

  it('escapes HTML in supplier text, also inside the JSON-LD block', async () => {
    const attack = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const { supplier } = await listedSupplier(
      { name: `Evil ${attack}` },
      { description: `Hi </script><script>alert(3)</script>`, detailedDescription: attack },
    );
    const res = await get(pathOf(supplier));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).toContain('\\u003c/script>\\u003cscript>alert(3)');
    // the JSON-LD block and the page's own script, no other
    expect(res.body.match(/<script/g)).toHaveLength(2);
  });

  it('redirects a wrong slug or category to the canonical path (301), keeping preview', async () => {
    const { supplier } = await listedSupplier();
    const wrongSlug = await get(`/wedding-venues/old-name-${supplier.publicId}`);
    expect(wrongSlug.statusCode).toBe(301);
    expect(wrongSlug.headers.location).toBe(pathOf(supplier));
    const wrongCategory = await get(`/wedding-florists/${supplier.slug}-${supplier.publicId}?utm=x`);
    expect(wrongCategory.statusCode).toBe(301);
    expect(wrongCategory.headers.location).toBe(pathOf(supplier));
    const bareId = await get(`/wedding-venues/${supplier.publicId}?supplier=true`);
    expect(bareId.statusCode).toBe(301);
    expect(bareId.headers.location).toBe(`${pathOf(supplier)}?supplier=true`);
    expect(await viewsOf(supplier.id)).toBe(0);
  });

  it('answers an unknown or deleted supplier with a 404 page, recording nothing', async () => {
    const unknown = await get('/wedding-venues/no-such-place-zzzzzzzzzz');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(unknown.body).toContain('Profile not found');
    expect(unknown.headers['x-robots-tag']).toBe('noindex');

    const german = await ctx.app.inject({
      url: '/wedding-venues/nothing-here-zzzzzzzzzz',
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(german.body).toContain('Profil nicht gefunden');

    const { supplier } = await listedSupplier();
    await ctx.database.db.update(suppliers).set({ deleted: true }).where(eq(suppliers.id, supplier.id));
    const deleted = await get(pathOf(supplier));
    expect(deleted.statusCode).toBe(404);
    expect(await viewsOf(supplier.id)).toBe(0);
  });

  it('honours noindex both ways: meta and header when the listing says so, neither when not; preview always noindex', async () => {
    const { supplier: hidden } = await createOwnedSupplier(ctx); // no listing saved: the template's noindex true
    const hiddenRes = await get(pathOf(hidden));
    expect(hiddenRes.statusCode).toBe(200);
    expect(hiddenRes.headers['x-robots-tag']).toBe('noindex');
    expect(hiddenRes.body).toContain('<meta name="robots" content="noindex"/>');

    const { supplier: indexed } = await listedSupplier();
    const indexedRes = await get(pathOf(indexed));
    expect(indexedRes.headers['x-robots-tag']).toBeUndefined();
    expect(indexedRes.body).not.toContain('noindex');

    const preview = await get(`${pathOf(indexed)}?supplier=true`);
    expect(preview.headers['x-robots-tag']).toBe('noindex');
    expect(preview.body).toContain('<meta name="robots" content="noindex"/>');
    expect(readable(preview.body)).toContain('Preview: this is how couples see your profile.');
    expect(indexedRes.body).not.toContain('class="banner"');
  });

  it('records an anonymous profileViewed event on a view, none in preview or for HEAD', async () => {
    const { supplier } = await listedSupplier();
    await get(pathOf(supplier));
    await get(`${pathOf(supplier)}?supplier=true`);
    await get(pathOf(supplier), 'HEAD');
    // written just after the page is sent (view-recorder.ts)
    await vi.waitFor(async () => expect(await viewsOf(supplier.id)).toBe(1));
    const [event] = await ctx.database.db.select().from(events).where(eq(events.supplierId, supplier.id));
    expect(event).toMatchObject({
      event: 'profileViewed',
      category: 'couplesActivity',
      source: 'marketplace',
      userId: null,
      pathname: pathOf(supplier),
    });
    await get(pathOf(supplier));
    await vi.waitFor(async () => expect(await viewsOf(supplier.id)).toBe(2));
  });

  it('shows crawlers and link previews the page without counting a view', async () => {
    const { supplier } = await listedSupplier();
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1',
      'curl/8.5.0',
      '',
    ]) {
      const res = await get(pathOf(supplier), 'GET', agent);
      expect(res.statusCode, agent).toBe(200);
      expect(readable(res.body)).toContain(supplier.name);
    }
    expect(await viewsOf(supplier.id)).toBe(0);
  });

  it('costs the same few queries whatever the listing holds (no query per photo or package)', async () => {
    const { db } = ctx.database;
    const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const small = await listedSupplier();
    await addPhotos(small.supplier.id, 1);
    await addPackages(small.supplier.id, 1);
    const large = await listedSupplier();
    await addPhotos(large.supplier.id, 120);
    await addPackages(large.supplier.id, 30);

    const queriesFor = async (path: string) => {
      const spy = vi.spyOn(client, 'query');
      const res = await get(path);
      const calls = spy.mock.calls.length;
      spy.mockRestore();
      expect(res.statusCode).toBe(200);
      return calls;
    };
    const smallQueries = await queriesFor(`${pathOf(small.supplier)}?supplier=true`);
    const largeQueries = await queriesFor(`${pathOf(large.supplier)}?supplier=true`);
    expect(largeQueries).toBe(smallQueries);
    // one per section (supplier, listing, photos, videos, tours, packages, schemes, brochures, status, achievements,
    // FAQ, endorsements, recommendations, reviews, real weddings, fairs, offers, instagram, widget fields)
    expect(smallQueries).toBeGreaterThanOrEqual(5);
    expect(smallQueries).toBeLessThanOrEqual(19);

    // its speed is measured by the bench (public profile page), not timed here
    const res = await get(pathOf(large.supplier));
    expect(res.body.match(/class="thumb"/g)).toHaveLength(120);
  });
});

describe('GET /api/supplier/{id}/profile-link', () => {
  let ctx: TestContext;
  let coupleSite: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    coupleSite = await createTestApp({ COUPLE_SITE_URL: 'https://couples.example.org' });
  });
  afterAll(async () => {
    await ctx.close();
    await coupleSite.close();
  });

  it("answers the public and preview links on this portal's APP_URL, and on COUPLE_SITE_URL when set", async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const res = await ctx.app.inject({
      url: `/api/supplier/${supplier.id}/profile-link`,
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const path = `/wedding-venues/${supplier.slug}-${supplier.publicId}`;
    expect(res.json()).toEqual({
      url: `http://localhost:3000${path}`,
      previewUrl: `http://localhost:3000${path}?supplier=true`,
      noindex: true,
    });
    await ctx.database.db.insert(supplierListings).values({ supplierId: supplier.id, listing: { noindex: false } });
    const indexed = await ctx.app.inject({
      url: `/api/supplier/${supplier.id}/profile-link`,
      headers: { cookie: user.cookie },
    });
    expect(indexed.json<{ noindex: boolean }>().noindex).toBe(false);

    const other = await createOwnedSupplier(coupleSite);
    const there = await coupleSite.app.inject({
      url: `/api/supplier/${other.supplier.id}/profile-link`,
      headers: { cookie: other.user.cookie },
    });
    expect(there.json<{ url: string }>().url).toBe(
      `https://couples.example.org/wedding-venues/${other.supplier.slug}-${other.supplier.publicId}`,
    );
  });

  it('publishes the page and the link call in the OpenAPI document', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode, res.body).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toContain('/wedding-venues/{profile}');
    expect(paths).toContain('/wedding-marquees/{profile}');
    expect(paths).toContain('/api/supplier/{id}/profile-link');
  });

  it('is 404 for a foreign supplier and 401 signed out', async () => {
    const { supplier } = await createOwnedSupplier(ctx);
    const stranger = await createUser(ctx);
    const foreign = await ctx.app.inject({
      url: `/api/supplier/${supplier.id}/profile-link`,
      headers: { cookie: stranger.cookie },
    });
    expect(foreign.statusCode).toBe(404);
    const anonymous = await ctx.app.inject({ url: `/api/supplier/${supplier.id}/profile-link` });
    expect(anonymous.statusCode).toBe(401);
  });
});
