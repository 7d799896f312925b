import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Supplier } from '../../access/supplier-access.ts';
import { supplierListings, widgetSettings } from '../../db/schema/index.ts';
import { createTestEnquiry } from '../../test/enquiry-factory.ts';
import { insertTestPhotos } from '../../test/photo-factory.ts';
import { createOwnedSupplier, type CreateSupplierOptions } from '../../test/supplier-factory.ts';
import { insertTestReviews } from '../../test/review-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const hour = 3_600_000;

/** The storefront's parts of the couple-facing page (issue 34): hero, gallery, reviews' summary, badge, enquiry. */
describe('the profile page as a storefront', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  async function listed(overrides: Partial<CreateSupplierOptions> = {}) {
    const { supplier } = await createOwnedSupplier(ctx, overrides);
    await ctx.database.db.insert(supplierListings).values({ supplierId: supplier.id, listing: { noindex: false } });
    return supplier;
  }
  const page = async (supplier: Pick<Supplier, 'slug' | 'publicId'>, category = 'wedding-venues', query = '') => {
    const res = await ctx.app.inject({ url: `/${category}/${supplier.slug}-${supplier.publicId}${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.body.replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
  };
  /** Five replies of 90 days, the slowest after `hours` (the badge's 90th percentile). */
  async function replies(supplierId: string, hours: number) {
    for (const after of [1, 1, 1, 1, hours]) {
      await createTestEnquiry(ctx, supplierId, {
        createdAt: new Date(Date.now() - 400 * hour),
        changes: [{ kind: 'progress', value: 'replied', action: 'set' }],
        changedAt: new Date(Date.now() - (400 - after) * hour),
      });
    }
  }

  it('opens with the first approved photo as the hero, in the sizes the portal keeps', async () => {
    const supplier = await listed({ name: 'The Granary Barn' });
    await insertTestPhotos(ctx, supplier.id, 3, { approved: true });
    const html = await page(supplier);
    const hero = html.slice(html.indexOf('<div class="hero">'), html.indexOf('<h1>'));
    expect(hero).toContain(
      `<a class="hero-photo" href="#photo-1"><img src="/uploads/photos/${supplier.id}/0-thumb.webp"`,
    );
    expect(hero).toMatch(
      new RegExp(
        `srcset="/uploads/photos/${supplier.id}/0-thumb.webp 427w, /uploads/photos/${supplier.id}/0.webp 800w"`,
        'i',
      ),
    );
    expect(hero).toContain('alt="Photo 1 of 3 from The Granary Barn"');
    expect(hero).toContain('<a class="hero-all" href="#photos">See all 3 photos</a>');
    // the hero comes before the heading, the gallery after the about section
    expect(html.indexOf('class="hero"')).toBeLessThan(html.indexOf('<h1>'));
  });

  it('links each thumbnail to its photo in a lightbox with previous, next and close links', async () => {
    const supplier = await listed();
    await insertTestPhotos(ctx, supplier.id, 3, { approved: true });
    const html = await page(supplier);
    expect(html).toContain('<a href="#photo-2" id="thumb-2" class="thumb">');
    const box = html.slice(html.indexOf('<div id="photo-2"'), html.indexOf('<div id="photo-3"'));
    expect(box).toContain('class="lightbox" role="dialog" aria-label="Photo 2 of 3" tabindex="-1"');
    expect(box).toContain(`<img src="/uploads/photos/${supplier.id}/1.webp"`);
    expect(box).toContain('<a class="lightbox-close" href="#thumb-2" aria-label="Close the photo">');
    expect(box).toContain('<a class="lightbox-prev" href="#photo-1" aria-label="Previous photo">');
    expect(box).toContain('<a class="lightbox-next" href="#photo-3" aria-label="Next photo">');
    // the last photo's next is the first
    expect(html).toContain('<a class="lightbox-next" href="#photo-1"');
  });

  it('sums the reviews up near the top, linked to them', async () => {
    const supplier = await listed();
    await insertTestReviews(ctx, supplier.id, [5, 4]);
    const html = await page(supplier);
    expect(html).toContain(
      '<a class="rating-summary" href="#reviews"><span class="stars" aria-hidden="true">★★★★★</span> 4.5 out of 5 · 2 reviews',
    );
    expect(html).toContain('<section id="reviews" aria-labelledby="reviews-title">');
    expect(html.indexOf('rating-summary')).toBeLessThan(html.indexOf('<main>'));
  });

  it('writes the reply badge in days above 48 hours, and leaves it out above a week', async () => {
    const days = await listed();
    await replies(days.id, 151);
    expect(await page(days)).toContain('<span class="badge">Usually replies within 7 days</span>');

    const hours = await listed();
    await replies(hours.id, 20);
    expect(await page(hours)).toContain('<span class="badge">Usually replies within 20 hours</span>');

    const slow = await listed();
    await replies(slow.id, 200);
    expect(await page(slow)).not.toContain('Usually replies');
  });

  it("points the enquiry action at the widget's form with the supplier's fields, in preview not counted", async () => {
    const supplier = await listed({ types: ['photo'], countryCode: 'DE', locale: 'de-DE', currency: 'EUR' });
    await ctx.database.db.insert(widgetSettings).values({ supplierId: supplier.id, weddingDate: true, message: true });
    const html = await page(supplier, 'wedding-photographers');
    const action = `/widget/de?publicId=${supplier.publicId}&fields=email&fields=partnerName&fields=weddingDate&fields=message`;
    expect(html).toContain(`<a class="cta" href="${action}" data-enquiry="">Anfrage senden</a>`);
    expect(html).toContain('<dialog id="enquiry-dialog"');
    const preview = await page(supplier, 'wedding-photographers', '?supplier=true');
    expect(preview).toContain(`href="${action}&supplier=true"`);
    // the link opens the form without the page's script
    const form = await ctx.app.inject({ url: action });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('id="enquiry-form"');
  });

  it('links the place to OpenStreetMap, and nothing on the page loads from elsewhere', async () => {
    // the factory's supplier is located at 51.501, -0.1416
    const supplier = await listed();
    const html = await page(supplier);
    expect(html).toContain('href="https://www.openstreetmap.org/?mlat=51.501&mlon=-0.1416#map=16/51.501/-0.1416"');
    expect(html).not.toMatch(/<(img|iframe|script)[^>]+src="https?:/);
  });

  it('reads as intentional with no photos and no reviews', async () => {
    const supplier = await listed({ name: 'Blue Door Florist', types: ['florist'] });
    const html = await page(supplier, 'wedding-florists');
    expect(html).toContain(
      '<div class="hero hero-empty"><span class="monogram" aria-hidden="true">B</span><span>Photos coming soon</span></div>',
    );
    expect(html).toContain('<span class="rating-summary rating-none">New here: no reviews from couples yet</span>');
    expect(html).not.toContain('id="photos"');
    expect(html).not.toContain('id="reviews"');
    expect(html).toContain('class="cta"');
  });
});
