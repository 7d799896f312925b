import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnquiryDetailResponse, EnquiryList } from '../../../domain/enquiries/inbox.ts';
import type { Tier } from '../../../domain/tiers.ts';
import { supplierAreas } from '../../db/schema/index.ts';
import { createTestEnquiry } from '../../test/enquiry-factory.ts';
import type { CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/** "Preferred locations" (lite): the couple's counties in the list, the open enquiry and the export. */
describe('preferred locations of an enquiry', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const wedding = { venueCounties: ['Surrey', 'Kent', 'Greater London'], tags: ['barn'] };
  const day = 86_400_000;

  /** A supplier in Greater London (the factory's county) that boosted Kent, and one that boosted Surrey until now. */
  async function supplierOf(tier: Tier) {
    const owned = await createOwnedSupplier(ctx, { tier });
    await ctx.database.db.insert(supplierAreas).values([
      { supplierId: owned.supplier.id, county: 'Kent', endsAt: new Date(Date.now() + 10 * day) },
      { supplierId: owned.supplier.id, county: 'Surrey', endsAt: new Date(Date.now() - day) },
    ]);
    const id = await createTestEnquiry(ctx, owned.supplier.id, { wedding });
    return { ...owned, id };
  }
  const get = (user: CreatedUser, url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
  const list = async (user: CreatedUser, supplierId: string) => {
    const res = await get(user, `/api/inbox/weddings/${supplierId}/0/inprogress/all`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<EnquiryList>().enquiries[0]!;
  };
  const open = async (user: CreatedUser, supplierId: string, id: string) => {
    const res = await get(user, `/api/inbox/wedding/${supplierId}/${id}/inprogress`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<EnquiryDetailResponse>();
  };
  const exported = async (user: CreatedUser, supplierId: string) => {
    const res = await get(user, `/api/enquiries/exportCSV/${supplierId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  };

  it('shows a lite supplier the couple counties, marked where it is found (its county and running boosts)', async () => {
    const { user, supplier, id } = await supplierOf('lite');
    const expected = [
      { county: 'Surrey', yourArea: false }, // its boost has ended
      { county: 'Kent', yourArea: true },
      { county: 'Greater London', yourArea: true },
    ];
    expect((await list(user, supplier.id)).preferredLocations).toEqual(expected);
    const body = await open(user, supplier.id, id);
    expect(body.supplierWedding.preferredLocations).toEqual(expected);
    expect(body.weddingSummary.venueCounties).toEqual(wedding.venueCounties);
    expect(body.weddingSummary.venueTags).toEqual([]); // venue styles stay at venue enquiries (classic)
    expect(await exported(user, supplier.id)).toContain('Surrey; Kent; Greater London');
  });

  it('sends a free supplier no counties, in the list, the open enquiry or the export', async () => {
    const { user, supplier, id } = await supplierOf('free');
    expect((await list(user, supplier.id)).preferredLocations).toBeNull();
    const body = await open(user, supplier.id, id);
    expect(body.supplierWedding.preferredLocations).toBeNull();
    expect(body.weddingSummary.venueCounties).toEqual([]);
    const csv = await exported(user, supplier.id);
    for (const county of wedding.venueCounties) expect(csv).not.toContain(county);
  });

  it('keeps them after a change of the enquiry (the answer of a progress change)', async () => {
    const { user, supplier, id } = await supplierOf('lite');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/inbox/wedding/${supplier.id}/${id}/progress`,
      headers: { cookie: user.cookie },
      payload: { kind: 'progress', value: 'replied', action: 'set' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json<{ supplierWedding: EnquiryDetailResponse['supplierWedding'] }>().supplierWedding.preferredLocations,
    ).toHaveLength(3);
  });

  it("gives another supplier's user neither the enquiry nor its counties (404)", async () => {
    const own = await supplierOf('lite');
    const other = await supplierOf('lite');
    expect((await get(other.user, `/api/inbox/wedding/${own.supplier.id}/${own.id}/inprogress`)).statusCode).toBe(404);
    expect((await get(other.user, `/api/inbox/wedding/${other.supplier.id}/${own.id}/inprogress`)).statusCode).toBe(
      404,
    );
    expect((await get(other.user, `/api/inbox/weddings/${own.supplier.id}/0/inprogress/all`)).statusCode).toBe(404);
    expect((await get(other.user, `/api/enquiries/exportCSV/${own.supplier.id}`)).statusCode).toBe(404);
  });
});
