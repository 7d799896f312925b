import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnquiryList } from '../../../domain/enquiries/inbox.ts';
import {
  countStatuses,
  enquiryPageSize,
  parseOwnerFilter,
  statusViews,
  type EnquiryListFacts,
} from '../../../domain/enquiries/progress.ts';
import { enquiries, supplierUsers } from '../../db/schema/index.ts';
import { createTestEnquiry, createTestInbox } from '../../test/enquiry-factory.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { createSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('enquiry list: GET /api/inbox/weddings/{id}/{page}/{status}/{ownerFilter}', () => {
  let ctx: TestContext;
  let owner: CreatedUser;
  let teammate: CreatedUser;
  let supplierId: string;
  let facts: (EnquiryListFacts & { id: string; createdAt: Date })[];

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await createUser(ctx);
    teammate = await createUser(ctx);
    const supplier = await createSupplier(ctx, { ownerId: owner.id, tier: 'classic', premiumActive: true });
    supplierId = supplier.id;
    await ctx.database.db.insert(supplierUsers).values({ supplierId, userId: teammate.id, role: 'editor' });
    await createTestInbox(ctx, { supplierId, teamUserIds: [owner.id, teammate.id], count: 130 });
    // a few in the Spam view, of every kind of marks: they leave the working views and their counts
    const generated = await ctx.database.db
      .select({ id: enquiries.id })
      .from(enquiries)
      .where(eq(enquiries.supplierId, supplierId));
    await ctx.database.db
      .update(enquiries)
      .set({ spam: true })
      .where(
        inArray(
          enquiries.id,
          generated.filter((_, i) => i % 17 === 0).map((e) => e.id),
        ),
      );
    const rows = await ctx.database.db.select().from(enquiries).where(eq(enquiries.supplierId, supplierId));
    facts = rows.map((r) => ({ ...r, owner: r.ownerId }));
  });
  afterAll(() => ctx.close());

  const list = (user: CreatedUser, path: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/inbox/weddings/${path}`, headers: { cookie: user.cookie } });
  const listOk = async (path: string, user = owner) => {
    const res = await list(user, path);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<EnquiryList>();
  };
  const newestFirst = (a: { createdAt: Date; id: string }, b: { createdAt: Date; id: string }) =>
    b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

  it('gives every count of numStatuses as the domain counts them, for every view and owner filter', async () => {
    // the generated inbox has enquiries in every view
    const all = countStatuses(facts, 'total', { kind: 'all' }, new Date());
    for (const view of statusViews) expect(all[view], view).toBeGreaterThan(0);

    for (const ownerParam of ['all', 'none', teammate.id]) {
      for (const view of statusViews) {
        const body = await listOk(`${supplierId}/0/${view}/${ownerParam}`);
        expect(body.numStatuses, `${view}/${ownerParam}`).toEqual(
          countStatuses(facts, view, parseOwnerFilter(ownerParam)!, new Date()),
        );
        expect(body.totalPages).toBe(Math.ceil(body.numStatuses.filtered / enquiryPageSize));
        expect(body).toMatchObject({ page: 0, pageSize: enquiryPageSize, status: view, ownerFilter: ownerParam });
      }
    }
  });

  it('pages through a view newest first, 20 rows a page, from page 0', async () => {
    for (const [view, ownerParam] of [
      ['total', 'all'],
      ['inprogress', 'all'],
      ['unread', teammate.id],
      ['hasNotes', 'none'],
    ] as const) {
      const filter = parseOwnerFilter(ownerParam)!;
      const now = new Date();
      const expected = facts
        .filter((f) => countStatuses([f], view, filter, now).filtered === 1)
        .sort(newestFirst)
        .map((f) => f.id);
      const first = await listOk(`${supplierId}/0/${view}/${ownerParam}`);
      const seen: string[] = [];
      for (let page = 0; page < first.totalPages; page++) {
        const body = await listOk(`${supplierId}/${page}/${view}/${ownerParam}`);
        expect(body.enquiries.length).toBeLessThanOrEqual(enquiryPageSize);
        seen.push(...body.enquiries.map((e) => e.id));
      }
      expect(seen, view).toEqual(expected);
      expect((await listOk(`${supplierId}/${first.totalPages}/${view}/${ownerParam}`)).enquiries).toEqual([]);
    }
  });

  it('reads the shorter paths with the defaults inprogress and all', async () => {
    const full = await listOk(`${supplierId}/1/inprogress/all`);
    expect(await listOk(`${supplierId}/1/inprogress`)).toEqual(full);
    expect(await listOk(`${supplierId}/1`)).toEqual(full);
  });

  it('gives the rows what a list needs, with the owner name and labels', async () => {
    const body = await listOk(`${supplierId}/0/hasAssignee/${teammate.id}`);
    expect(body.enquiries.length).toBeGreaterThan(0);
    for (const row of body.enquiries) {
      expect(row.owner).toEqual({ id: teammate.id, name: 'Test User' });
      expect(row).toMatchObject({ locked: false, source: expect.stringMatching(/^(marketplace|widget)$/) });
      expect(row.partnerName1).toEqual(expect.any(String));
    }
    expect(body.enquiries.some((r) => r.budgetRangeLabel !== null && r.budgetRangeLabel.startsWith('£'))).toBe(true);
  });

  it('gives each row the values of its enquiry as the query builder reads them (the page is read as JSON arrays)', async () => {
    const rows = new Map(
      (await ctx.database.db.select().from(enquiries).where(eq(enquiries.supplierId, supplierId))).map((row) => [
        row.id,
        row,
      ]),
    );
    const items = [
      ...(await listOk(`${supplierId}/0/total/all`)).enquiries,
      ...(await listOk(`${supplierId}/0/spam/all`)).enquiries,
    ];
    expect(items.some((item) => item.weddingDateDatePicker !== null && Object.keys(item.timestamps).length > 0)).toBe(
      true,
    );
    for (const item of items) {
      const row = rows.get(item.id)!;
      const {
        id,
        source,
        partnerName1,
        partnerName2,
        email,
        phone,
        weddingDate,
        weddingDatePicker,
        guestsEstimate,
        budgetMatch,
        progress,
        statuses,
        timestamps,
        enquiryRead,
        notesCount,
        revealed,
        isPayPerEnquiry,
        spam,
      } = row;
      const values = {
        id,
        source,
        partnerName1,
        partnerName2,
        email,
        phone,
        weddingDate,
        weddingDateDatePicker: weddingDatePicker,
        guests: { estimate: guestsEstimate },
        budgetMatch,
        progress,
        statuses,
        timestamps,
        enquiryRead,
        notesCount,
        revealed,
        isPayPerEnquiry,
        spam,
      };
      expect(item).toMatchObject({
        ...values,
        createdAt: row.createdAt.toISOString(),
        owner: row.ownerId === null ? null : { id: row.ownerId, name: 'Test User' },
      });
    }
  });

  it('refuses a malformed page, view or owner filter with 400 and the message key', async () => {
    const cases = [
      [`${supplierId}/-1`, 'page', 'validation:digits'],
      [`${supplierId}/x/inprogress`, 'page', 'validation:digits'],
      [`${supplierId}/0/booked-ish`, 'status', 'enquiries:errors.statusView'],
      [`${supplierId}/0/inprogress/not%20a%20user`, 'ownerFilter', 'enquiries:errors.ownerFilter'],
    ] as const;
    for (const [path, field, key] of cases) {
      const res = await list(owner, path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().error.fields, path).toEqual({ [field]: key });
    }
  });

  it("hides locked enquiries' couple details and the source below lite; an owner filter needs lite", async () => {
    const user = await createUser(ctx);
    const ppe = await createSupplier(ctx, { ownerId: user.id, tier: 'free', payPerEnquiry: true });
    const lockedId = await createTestEnquiry(ctx, ppe.id, { isPayPerEnquiry: true, message: 'secret' });
    const widgetId = await createTestEnquiry(ctx, ppe.id, { isPayPerEnquiry: true, source: 'widget' });
    const body = await listOk(`${ppe.id}/0/total/all`, user);
    const locked = body.enquiries.find((e) => e.id === lockedId)!;
    expect(locked).toMatchObject({
      locked: true,
      partnerName1: null,
      partnerName2: null,
      email: null,
      phone: null,
      source: null,
      isPayPerEnquiry: true,
    });
    expect(body.enquiries.find((e) => e.id === widgetId)).toMatchObject({
      locked: false,
      partnerName1: expect.stringMatching(/^Alex /),
      source: null,
    });

    const gated = await list(user, `${ppe.id}/0/inprogress/none`);
    expect(gated.statusCode).toBe(403);
    expect(gated.json().error).toMatchObject({
      code: 'tier-required',
      fields: { feature: 'tiers:features.enquiryOwner', tier: 'tiers:names.lite' },
    });
  });

  it('answers 404 for a supplier of someone else and 401 when signed out', async () => {
    const stranger = await createUser(ctx);
    for (const path of [
      `${supplierId}/0/inprogress/all`,
      `${supplierId}/0/inprogress`,
      `${supplierId}/0`,
      `no-such-supplier/0`,
    ]) {
      const res = await list(stranger, path);
      expect(res.statusCode, path).toBe(404);
      expect(JSON.stringify(res.json())).not.toContain('partnerName');
    }
    expect((await ctx.app.inject({ method: 'GET', url: `/api/inbox/weddings/${supplierId}/0` })).statusCode).toBe(401);
  });

  it('gives the unread count alone for the menu badge, 404 for a stranger', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/inbox/unread/${supplierId}`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unread: countStatuses(facts, 'total', { kind: 'all' }, new Date()).unread });
    const stranger = await createUser(ctx);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/inbox/unread/${supplierId}`,
          headers: { cookie: stranger.cookie },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('publishes every inbox call in the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/inbox/weddings/{id}/{page}/{status}/{ownerFilter}',
      '/api/inbox/weddings/{id}/{page}',
      '/api/inbox/unread/{id}',
      '/api/inbox/wedding/{id}/{eid}/{status}',
      '/api/inbox/wedding/{id}/{eid}/progress',
      '/api/inbox/wedding/{id}/{eid}/owner',
      '/api/inbox/wedding/{id}/{eid}/notes/{noteId}',
      '/api/enquiries/exportCSV/{supplierId}',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
