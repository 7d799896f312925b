import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnquiryList } from '../../../domain/enquiries/inbox.ts';
import { parseOwnerFilter, statusViews, type EnquiryChange } from '../../../domain/enquiries/progress.ts';
import { enquiries, enquiryCounts, supplierUsers, users } from '../../db/schema/index.ts';
import { createTestEnquiry, createTestInbox } from '../../test/enquiry-factory.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { createSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { readNumStatuses } from './status-counts.ts';
import { recountNumStatuses } from './views-sql.ts';

/** The counters (enquiry_counts, kept by triggers) against a full count of the rows, after every kind of write. */
describe('inbox counters: numStatuses from enquiry_counts', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  async function team(size: number) {
    const owner = await createUser(ctx);
    const supplier = await createSupplier(ctx, { ownerId: owner.id, tier: 'classic', premiumActive: true });
    const members: CreatedUser[] = [owner];
    for (let n = 1; n < size; n++) {
      const member = await createUser(ctx);
      await ctx.database.db
        .insert(supplierUsers)
        .values({ supplierId: supplier.id, userId: member.id, role: 'editor' });
      members.push(member);
    }
    return { supplierId: supplier.id, owner, members };
  }

  /** Every view under every owner filter: the counters equal the full count. */
  async function expectCountersExact(supplierId: string, ownerIds: string[]) {
    const now = new Date();
    for (const ownerParam of ['all', 'none', ...ownerIds]) {
      const owner = parseOwnerFilter(ownerParam)!;
      for (const view of statusViews) {
        expect(await readNumStatuses(ctx.database.db, supplierId, view, owner, now), `${view}/${ownerParam}`).toEqual(
          await recountNumStatuses(ctx.database.db, supplierId, view, owner, now),
        );
      }
    }
  }

  const post = (user: CreatedUser, url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: { cookie: user.cookie }, payload });
  const progress = (user: CreatedUser, supplierId: string, eid: string, change: EnquiryChange) =>
    post(user, `/api/inbox/wedding/${supplierId}/${eid}/progress`, change);
  const setOwner = (user: CreatedUser, supplierId: string, eid: string, owner: string | null) =>
    post(user, `/api/inbox/wedding/${supplierId}/${eid}/owner`, { owner });

  it('counts a bulk-inserted inbox exactly, with one counter row per owner and month', async () => {
    const { supplierId, members } = await team(3);
    await createTestInbox(ctx, { supplierId, teamUserIds: members.map((m) => m.id), count: 150 });
    await expectCountersExact(
      supplierId,
      members.map((m) => m.id),
    );
    const counterRows = await ctx.database.db
      .select()
      .from(enquiryCounts)
      .where(eq(enquiryCounts.supplierId, supplierId));
    const buckets = new Set(
      (await ctx.database.db.select().from(enquiries).where(eq(enquiries.supplierId, supplierId))).map(
        (e) => `${e.ownerId ?? ''} ${e.createdAt.toISOString().slice(0, 7)}`,
      ),
    );
    expect(counterRows.length).toBe(buckets.size);
    expect(counterRows.every((row) => row.total > 0)).toBe(true);
  });

  it('follows progress, status, read, owner and note changes made through the API', async () => {
    const { supplierId, owner, members } = await team(2);
    const [a, b, c] = [
      await createTestEnquiry(ctx, supplierId),
      await createTestEnquiry(ctx, supplierId),
      await createTestEnquiry(ctx, supplierId),
    ];
    const ids = members.map((m) => m.id);
    await expectCountersExact(supplierId, ids);

    expect(
      (
        await ctx.app.inject({
          url: `/api/inbox/wedding/${supplierId}/${a}/inprogress`,
          headers: { cookie: owner.cookie },
        })
      ).statusCode,
    ).toBe(200);
    await expectCountersExact(supplierId, ids);
    for (const change of [
      { kind: 'progress', value: 'inDiscussion', action: 'set' },
      { kind: 'progress', value: 'dateOnHold', action: 'set' },
      { kind: 'status', value: 'important', action: 'set' },
      { kind: 'progress', value: 'booked', action: 'set' },
      { kind: 'status', value: 'lost', action: 'set' },
    ] as const) {
      expect((await progress(owner, supplierId, a, change)).statusCode).toBe(200);
      await expectCountersExact(supplierId, ids);
    }
    expect(
      (await progress(owner, supplierId, b, { kind: 'status', value: 'dismissed', action: 'set' })).statusCode,
    ).toBe(200);
    expect((await setOwner(owner, supplierId, c, members[1]!.id)).statusCode).toBe(200);
    await expectCountersExact(supplierId, ids);
    const note = (await post(owner, `/api/inbox/wedding/${supplierId}/${c}/notes`, { text: 'Called back' })).json<{
      note: { id: string };
    }>().note;
    await expectCountersExact(supplierId, ids);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/inbox/wedding/${supplierId}/${c}/notes/${note.id}`,
          headers: { cookie: owner.cookie },
        })
      ).statusCode,
    ).toBe(200);
    expect((await setOwner(owner, supplierId, c, null)).statusCode).toBe(200);
    await expectCountersExact(supplierId, ids);

    const list = (
      await ctx.app.inject({ url: `/api/inbox/weddings/${supplierId}/0/total/all`, headers: { cookie: owner.cookie } })
    ).json<EnquiryList>();
    expect(list.numStatuses).toMatchObject({
      total: 3,
      lost: 1,
      booked: 0,
      inprogress: 1,
      unread: 1,
      hasAssignee: 0,
      hasNotes: 0,
      filtered: 3,
    });
  });

  it('stays exact under many concurrent changes of one supplier, owners swapped both ways included', async () => {
    const { supplierId, owner, members } = await team(3);
    const ids = members.map((m) => m.id);
    const enquiryIds: string[] = [];
    for (let n = 0; n < 12; n++) enquiryIds.push(await createTestEnquiry(ctx, supplierId, { ownerId: ids[n % 3]! }));
    const steps = ['replied', 'inDiscussion', 'callOrMeetingHeld', 'dateOnHold', 'booked'] as const;
    const requests = enquiryIds.flatMap((eid, n) => [
      // each enquiry's owner moves to the next member while another's moves back: opposite directions at once
      setOwner(owner, supplierId, eid, ids[(n + (n % 2 === 0 ? 1 : 2)) % 3]!),
      progress(owner, supplierId, eid, { kind: 'progress', value: steps[n % steps.length]!, action: 'toggle' }),
      progress(owner, supplierId, eid, { kind: 'status', value: n % 3 === 0 ? 'lost' : 'important', action: 'toggle' }),
      post(owner, `/api/inbox/wedding/${supplierId}/${eid}/notes`, { text: `note ${n}` }),
      ctx.app.inject({ url: `/api/inbox/wedding/${supplierId}/${eid}/inprogress`, headers: { cookie: owner.cookie } }),
    ]);
    const answers = await Promise.all(requests);
    expect(answers.map((res) => res.statusCode).filter((status) => status >= 300)).toEqual([]);
    await expectCountersExact(supplierId, ids);
    expect((await readNumStatuses(ctx.database.db, supplierId, 'hasNotes', { kind: 'all' }, new Date())).hasNotes).toBe(
      12,
    );
  });

  it('follows writes outside the inbox: a removed team member frees their enquiries, deleted enquiries leave no counter rows', async () => {
    const { supplierId, members } = await team(2);
    const leaver = members[1]!;
    const owned = [
      await createTestEnquiry(ctx, supplierId, { ownerId: leaver.id }),
      await createTestEnquiry(ctx, supplierId, { ownerId: leaver.id }),
    ];
    const other = await createTestEnquiry(ctx, supplierId, {
      changes: [{ kind: 'progress', value: 'read', action: 'set' }],
    });
    expect(
      (
        await readNumStatuses(
          ctx.database.db,
          supplierId,
          'hasAssignee',
          { kind: 'user', userId: leaver.id },
          new Date(),
        )
      ).filtered,
    ).toBe(2);

    // the account goes: the foreign key clears the owner of its enquiries (owner_id on delete set null)
    await ctx.database.db.delete(users).where(eq(users.id, leaver.id));
    await expectCountersExact(supplierId, [members[0]!.id]);
    expect((await readNumStatuses(ctx.database.db, supplierId, 'total', { kind: 'none' }, new Date())).filtered).toBe(
      3,
    );

    await ctx.database.db.delete(enquiries).where(inArray(enquiries.id, [...owned, other]));
    await expectCountersExact(supplierId, [members[0]!.id]);
    expect(await ctx.database.db.select().from(enquiryCounts).where(eq(enquiryCounts.supplierId, supplierId))).toEqual(
      [],
    );
  });
});
