import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';

describe('the web app', () => {
  let ctx: TestContext;
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  const script = `console.log(${JSON.stringify('portal '.repeat(400))});`;
  beforeAll(async () => {
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="/assets/index-Ab12Cd34.js"></script>',
    );
    const asset = path.join(webRoot, 'assets', 'index-Ab12Cd34.js');
    writeFileSync(asset, script);
    writeFileSync(`${asset}.br`, brotliCompressSync(script));
    writeFileSync(`${asset}.gz`, gzipSync(script));
    writeFileSync(path.join(webRoot, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
    writeFileSync(path.join(webRoot, 'manifest.webmanifest'), '{"name":"Supplier Portal","start_url":"/dashboard"}');
    writeFileSync(path.join(webRoot, 'offline.html'), '<!doctype html><h1>You are offline</h1>');
    ctx = await createTestApp({}, { webRoot });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves hashed assets for a year, immutable, pre-compressed as the browser accepts', async () => {
    const br = await ctx.app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    const gz = await ctx.app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await ctx.app.inject({ url: '/assets/index-Ab12Cd34.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers every screen of the portal with index.html, asked again each time, and other paths with 404', async () => {
    for (const url of ['/', '/dashboard', '/enquiry-manager/abc?view=unread', '/couples/42']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
    for (const url of ['/no-such-page', '/dashboard/extra/segments', '/wp-login.php']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root">');
    }
    const api = await ctx.app.inject({ url: '/api/no-such-call' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('not-found');
  });

  it('serves the service worker asked again each time, and the web app manifest as such, never as a screen', async () => {
    const worker = await ctx.app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.body).toContain('addEventListener');
    const manifest = await ctx.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ start_url: '/dashboard' });
    const offline = await ctx.app.inject({ url: '/offline.html' });
    expect(offline.statusCode).toBe(200);
    expect(offline.body).toContain('offline');
  });
});
