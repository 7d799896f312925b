import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the privacy notice', () => {
  it('is a page in the asked language, else the browser’s, naming the controller and the processor', async () => {
    const german = await ctx.app.inject({ url: '/privacy-notice?lang=de-DE' });
    expect(german.statusCode).toBe(200);
    expect(german.headers['content-type']).toContain('text/html');
    expect(german.body).toContain('<html lang="de-DE">');
    expect(german.body).toContain('<h1>Datenschutzhinweis</h1>');
    expect(german.body).toContain('Auftragsverarbeiter');
    const french = await ctx.app.inject({ url: '/privacy-notice', headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(french.body).toContain('sous-traitant');
    // no cookie on a public page
    expect(german.headers['set-cookie']).toBeUndefined();
  });

  it('is linked from the enquiry widget and the public pages', async () => {
    const { supplier } = await createOwnedSupplier(ctx, { countryCode: 'DE' });
    const widget = await ctx.app.inject({ url: `/widget/de?publicId=${supplier.publicId}` });
    expect(widget.body).toContain('href="/privacy-notice?lang=de-DE"');
    expect(widget.headers['set-cookie']).toBeUndefined();
    const missingProfile = await ctx.app.inject({
      url: '/wedding-venues/nobody-p0000000',
      headers: { 'accept-language': 'en-GB' },
    });
    expect(missingProfile.body).toContain('<a href="/privacy-notice?lang=en-GB">Privacy notice</a>');
  });
});
