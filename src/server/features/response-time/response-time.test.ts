import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileScoreResponse } from '../../../domain/profile-score-api.ts';
import type { ResponseTimesResponse } from '../../../domain/response-time-api.ts';
import { supplierListings, supplierUsers } from '../../db/schema/index.ts';
import { createTestEnquiry } from '../../test/enquiry-factory.ts';
import { createUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const hour = 3_600_000;

describe('the time to the first reply (issue 15)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const hoursAgo = (n: number) => new Date(Date.now() - n * hour);
  /** An enquiry that came `receivedHoursAgo` and was marked replied `repliedAfterHours` later (null: not replied). */
  const enquiry = (
    supplierId: string,
    receivedHoursAgo: number,
    repliedAfterHours: number | null,
    ownerId: string | null = null,
  ) =>
    createTestEnquiry(ctx, supplierId, {
      createdAt: hoursAgo(receivedHoursAgo),
      ownerId,
      ...(repliedAfterHours === null
        ? {}
        : {
            changes: [{ kind: 'progress', value: 'replied', action: 'set' }],
            changedAt: hoursAgo(receivedHoursAgo - repliedAfterHours),
          }),
    });
  const figuresOf = (cookie: string, supplierId: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/supplier/${supplierId}/response-time`, headers: { cookie } });

  it('gives the median and 90th percentile of the last 90 days, of the supplier and of each owner', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const colleague = await createUser(ctx);
    await ctx.database.db
      .insert(supplierUsers)
      .values({ supplierId: supplier.id, userId: colleague.id, role: 'editor' });
    // the owner's replies after 1, 2 and 10 hours; the colleague's after 4; one unassigned after 30; one unreplied
    await enquiry(supplier.id, 100, 1, user.id);
    await enquiry(supplier.id, 200, 2, user.id);
    await enquiry(supplier.id, 300, 10, user.id);
    await enquiry(supplier.id, 50, 4, colleague.id);
    await enquiry(supplier.id, 60, 30);
    await enquiry(supplier.id, 70, null, colleague.id);
    // outside the window: received 91 days ago, whatever its reply
    await enquiry(supplier.id, 91 * 24, 500, user.id);

    const res = await figuresOf(colleague.cookie, supplier.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ResponseTimesResponse>();
    expect(body.supplier).toEqual({ medianMinutes: 240, p90Minutes: 1800, replied: 5 });
    const owner = (id: string | null) => body.owners.find((row) => row.ownerId === id);
    expect(owner(user.id)).toEqual({ ownerId: user.id, medianMinutes: 120, p90Minutes: 600, replied: 3 });
    expect(owner(colleague.id)).toEqual({ ownerId: colleague.id, medianMinutes: 240, p90Minutes: 240, replied: 1 });
    expect(owner(null)).toEqual({ ownerId: null, medianMinutes: 1800, p90Minutes: 1800, replied: 1 });
    expect(body.owners).toHaveLength(3);

    // the dashboard's key figure and the response score read the same replies
    const score = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/supplier/${supplier.id}/profile-score`,
        headers: { cookie: user.cookie },
      })
    ).json<ProfileScoreResponse>();
    expect(score.responseTime).toEqual(body.supplier);
  });

  it('knows no reply time without replies', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    await enquiry(supplier.id, 5, null);
    const body = (await figuresOf(user.cookie, supplier.id)).json<ResponseTimesResponse>();
    expect(body.supplier).toEqual({ medianMinutes: null, p90Minutes: null, replied: 0 });
  });

  it("answers 404 for another supplier's figures", async () => {
    const { supplier } = await createOwnedSupplier(ctx);
    const stranger = await createOwnedSupplier(ctx);
    await enquiry(supplier.id, 10, 1);
    expect((await figuresOf(stranger.user.cookie, supplier.id)).statusCode).toBe(404);
  });

  it('shows the public badge from the fifth reply of 90 days, in the language of the page', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, {
      types: ['photo'],
      countryCode: 'DE',
      locale: 'de-DE',
      currency: 'EUR',
      city: 'Berlin',
      adminArea: ['Berlin', 'Deutschland'],
    });
    await ctx.database.db.insert(supplierListings).values({ supplierId: supplier.id, listing: { noindex: false } });
    const page = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/wedding-photographers/${supplier.slug}-${supplier.publicId}` }))
        .body;
    for (const after of [1, 2, 2.5, 3]) await enquiry(supplier.id, 48, after);
    await enquiry(supplier.id, 91 * 24, 1);
    expect(await page()).not.toContain('Antwortet meist');

    // the fifth reply is marked through the inbox: the supplier's write drops the kept page
    const fifth = await enquiry(supplier.id, 3, null);
    const marked = await ctx.app.inject({
      method: 'POST',
      url: `/api/inbox/wedding/${supplier.id}/${fifth}/progress`,
      headers: { cookie: user.cookie },
      payload: { kind: 'progress', value: 'replied', action: 'set' },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(await page()).toContain('Antwortet meist innerhalb von 3 Stunden');
  });
});
