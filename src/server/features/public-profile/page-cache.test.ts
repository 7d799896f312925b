import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { editableListing } from '../../../domain/listing/listing-form.ts';
import type { ListingAnswer } from '../../../domain/listing/listing-api.ts';
import type { Listing } from '../../../domain/listing/template.ts';
import type { Supplier } from '../../access/supplier-access.ts';
import type { CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

// a crawler: the page is served but no view is written, so the queries counted are the page's alone
const crawler = 'curl/8.5.0';
const pathOf = (supplier: Supplier) => `/wedding-venues/${supplier.slug}-${supplier.publicId}`;
const page = (ctx: TestContext, supplier: Supplier, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: pathOf(supplier), headers: { 'user-agent': crawler, ...headers } });

/** Saves the listing through the API with a new description. */
async function saveDescription(ctx: TestContext, user: CreatedUser, supplier: Supplier, description: string) {
  const url = `/api/supplier/${supplier.id}/listing`;
  const { listing } = (await ctx.app.inject({ url, headers: { cookie: user.cookie } })).json<ListingAnswer>();
  const res = await ctx.app.inject({
    method: 'PUT',
    url,
    headers: { cookie: user.cookie },
    payload: { ...editableListing(listing as Listing), description },
  });
  expect(res.statusCode, res.body).toBe(200);
}

function countQueries(ctx: TestContext) {
  const client = (ctx.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, 'query');
  return { count: () => spy.mock.calls.length, stop: () => spy.mockRestore() };
}

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

// two API nodes need a database both can reach: PostgreSQL (the embedded one has one owner)
describe.runIf(inject('testDatabaseUrls'))('the kept page on two nodes (PostgreSQL)', () => {
  let nodeA: TestContext;
  let nodeB: TestContext;
  beforeAll(async () => {
    [nodeA, nodeB] = await Promise.all([createTestApp(), createTestApp()]);
  });
  afterAll(async () => {
    await Promise.all([nodeA.close(), nodeB.close()]);
  });

  it("drops node B's page as soon as the supplier saves on node A", async () => {
    const { user, supplier } = await createOwnedSupplier(nodeA);
    await saveDescription(nodeA, user, supplier, 'Seen by both nodes.');
    expect((await page(nodeB, supplier)).body).toContain('Seen by both nodes.');
    await saveDescription(nodeA, user, supplier, 'Changed on node A.');
    // told over LISTEN/NOTIFY: B hears of it in a moment, never serving the old page after that
    await vi.waitFor(async () => expect((await page(nodeB, supplier)).body).toContain('Changed on node A.'));
  });
});
