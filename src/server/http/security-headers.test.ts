import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supplierListings } from '../db/schema/index.ts';
import { createOwnedSupplier } from '../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

const directives = (csp: unknown) =>
  new Map(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

describe('security headers', () => {
  let ctx: TestContext;
  let https: TestContext;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-headers-'));
  beforeAll(async () => {
    [ctx, https] = await Promise.all([
      createTestApp({ APP_URL: 'http://localhost:3000', DATA_DIR: dataDir }),
      createTestApp({ APP_URL: 'https://portal.example.com', DATA_DIR: dataDir }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([ctx.close(), https.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('give the portal a CSP without inline or evaluated script, never framed, nosniff and a referrer policy; HSTS only over https', async () => {
    // a refusal by the guards (signed out: 401) carries them too
    for (const url of ['/api/health', '/api/nope', '/api/viewer']) {
      const res = await ctx.app.inject({ url });
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      // the installable app's service worker and manifest
      expect(csp.get('worker-src')).toEqual(["'self'"]);
      expect(csp.get('manifest-src')).toEqual(["'self'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    const secure = await https.app.inject({ url: '/api/health' });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it("let the portal frame the couple site's preview when the couple site has its own origin", async () => {
    const couple = await createTestApp({
      APP_URL: 'https://portal.example.com',
      COUPLE_SITE_URL: 'https://couples.example.com',
      DATA_DIR: dataDir,
    });
    try {
      const csp = directives((await couple.app.inject({ url: '/api/health' })).headers['content-security-policy']);
      expect(csp.get('frame-src')).toEqual(["'self'", 'https://couples.example.com']);
    } finally {
      await couple.close();
    }
  });

  it('let no site frame the public profile, and only the portal frame its preview', async () => {
    const { supplier } = await createOwnedSupplier(ctx);
    await ctx.database.db.insert(supplierListings).values({ supplierId: supplier.id, listing: { noindex: false } });
    const profilePath = `/wedding-venues/${supplier.slug}-${supplier.publicId}`;
    const page = await ctx.app.inject({ url: profilePath });
    expect(page.statusCode).toBe(200);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    // its one inline script (the lightbox and the enquiry dialog) allowed by its hash alone: nothing else runs
    expect(csp.get('script-src')).toEqual([expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/)]);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    const preview = await ctx.app.inject({ url: `${profilePath}?supplier=true` });
    expect(directives(preview.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('let any site frame the enquiry widget, whose scripts carry a nonce', async () => {
    const { supplier } = await createOwnedSupplier(ctx);
    const res = await ctx.app.inject({ url: `/widget?publicId=${supplier.publicId}` });
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual(['*']);
    expect(csp.get('script-src')?.[0]).toMatch(/^'nonce-/);
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('serve uploads so that none runs script on the portal origin; PDFs are downloaded', async () => {
    await ctx.app.deps.providers.storage.put(
      'tests/page.html.jpg',
      Buffer.from('<script>alert(document.cookie)</script>'),
      'image/jpeg',
    );
    const image = await ctx.app.inject({ url: '/uploads/tests/page.html.jpg' });
    expect(image.statusCode).toBe(200);
    expect(directives(image.headers['content-security-policy']).has('sandbox')).toBe(true);
    expect(directives(image.headers['content-security-policy']).get('default-src')).toEqual(["'none'"]);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-disposition']).toBeUndefined();
    await ctx.app.deps.providers.storage.put('tests/brochure.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    const pdf = await ctx.app.inject({ url: '/uploads/tests/brochure.pdf' });
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="brochure.pdf"');
    expect(directives(pdf.headers['content-security-policy']).has('sandbox')).toBe(true);
  });
});
