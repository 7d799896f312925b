import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { publicPage as page, saveDescription } from '../../test/public-page.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

function countQueries(ctx: TestContext) {
  const client = (ctx.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, 'query');
  return { count: () => spy.mock.calls.length, stop: () => spy.mockRestore() };
}

// dropped on every node after a change: several-nodes.test.ts
describe('the kept public profile page', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('is rendered once and sent again without a query until a save through the API changes it at once', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    await saveDescription(ctx, user, supplier, 'Before the change.');
    const first = await page(ctx, supplier);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.body).toContain('Before the change.');

    const queries = countQueries(ctx);
    const again = await page(ctx, supplier);
    queries.stop();
    expect(again.body).toBe(first.body);
    expect(queries.count()).toBe(0);

    await saveDescription(ctx, user, supplier, 'After the change.');
    const changed = await page(ctx, supplier);
    expect(changed.body).toContain('After the change.');
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });

  it('is rendered once for the requests that come while it renders', async () => {
    const alone = (await createOwnedSupplier(ctx)).supplier;
    const oneRender = countQueries(ctx);
    expect((await page(ctx, alone)).statusCode).toBe(200);
    oneRender.stop();

    const { supplier } = await createOwnedSupplier(ctx);
    const queries = countQueries(ctx);
    const answers = await Promise.all(Array.from({ length: 5 }, () => page(ctx, supplier)));
    queries.stop();
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(queries.count()).toBe(oneRender.count());
  });

  it('answers 304 without the page to a browser holding the current one, and the new page once it changed', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const first = await page(ctx, supplier);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const current = await page(ctx, supplier, { 'if-none-match': etag });
    expect(current.statusCode).toBe(304);
    expect(current.body).toBe('');
    expect(current.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await page(ctx, supplier, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);

    await saveDescription(ctx, user, supplier, 'Something new.');
    const stale = await page(ctx, supplier, { 'if-none-match': etag });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain('Something new.');
  });

  it('keeps the page when a write is refused', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const first = await page(ctx, supplier);
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: `/api/supplier/${supplier.id}/listing`,
      headers: { cookie: user.cookie },
      payload: { name: '' },
    });
    expect(refused.statusCode).toBe(400);
    const queries = countQueries(ctx);
    expect((await page(ctx, supplier)).body).toBe(first.body);
    queries.stop();
    expect(queries.count()).toBe(0);
  });
});
