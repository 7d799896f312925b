import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnquiryChangeResponse, EnquiryDetailResponse } from '../../../domain/enquiries/inbox.ts';
import { bookings, enquiries, enquiryNotes, supplierUsers } from '../../db/schema/index.ts';
import { createTestEnquiry } from '../../test/enquiry-factory.ts';
import { createPlatformAdmin, createUser, type CreatedUser } from '../../test/factories.ts';
import { createSupplier, type CreateSupplierOptions } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('enquiry changes: progress, status, owner and notes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const base = (supplierId: string, eid: string) => `/api/inbox/wedding/${supplierId}/${eid}`;
  const post = (user: CreatedUser, url: string, payload: unknown) =>
    ctx.app.inject({ method: 'POST', url, headers: { cookie: user.cookie }, payload: payload as object });
  const progress = (user: CreatedUser, supplierId: string, eid: string, payload: unknown) =>
    post(user, `${base(supplierId, eid)}/progress`, payload);
  const changeOk = async (res: Awaited<ReturnType<typeof post>>) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json<EnquiryChangeResponse>();
  };
  const stored = async (id: string) => (await ctx.database.db.select().from(enquiries).where(eq(enquiries.id, id)))[0]!;
  const bookingsOf = (supplierId: string) =>
    ctx.database.db.select().from(bookings).where(eq(bookings.supplierId, supplierId));

  async function team(overrides: Partial<CreateSupplierOptions> = {}) {
    const user = await createUser(ctx);
    const supplier = await createSupplier(ctx, { ownerId: user.id, tier: 'classic', ...overrides });
    const enquiryId = await createTestEnquiry(ctx, supplier.id);
    return { user, supplier, enquiryId };
  }

  async function member(supplierId: string, role: 'viewer' | 'editor' | 'admin') {
    const user = await createUser(ctx, { firstName: 'Team', lastName: role });
    await ctx.database.db.insert(supplierUsers).values({ supplierId, userId: user.id, role });
    return user;
  }

  it('sets a progress step with its instant, clears it without one, and toggles', async () => {
    const { user, supplier, enquiryId } = await team();
    const set = await changeOk(
      await progress(user, supplier.id, enquiryId, { kind: 'progress', value: 'replied', action: 'set' }),
    );
    expect(set.outcome).toBe('applied');
    expect(set.supplierWedding.progress).toEqual(['replied']);
    expect(Date.parse(set.supplierWedding.timestamps.replied!)).toBeGreaterThan(Date.now() - 10_000);
    expect(await stored(enquiryId)).toMatchObject({
      progress: ['replied'],
      timestamps: { replied: set.supplierWedding.timestamps.replied },
    });

    const again = await changeOk(
      await progress(user, supplier.id, enquiryId, { kind: 'progress', value: 'replied', action: 'set' }),
    );
    expect(again.outcome).toBe('unchanged');
    expect(again.supplierWedding.timestamps.replied).toBe(set.supplierWedding.timestamps.replied);

    await changeOk(
      await progress(user, supplier.id, enquiryId, { kind: 'progress', value: 'inDiscussion', action: 'toggle' }),
    );
    const cleared = await changeOk(
      await progress(user, supplier.id, enquiryId, { kind: 'progress', value: 'replied', action: 'clear' }),
    );
    expect(cleared.supplierWedding.progress).toEqual(['inDiscussion']);
    expect(cleared.supplierWedding.timestamps).toEqual({ inDiscussion: expect.any(String) });
    expect((await stored(enquiryId)).timestamps).toEqual({ inDiscussion: expect.any(String) });

    const important = await changeOk(
      await progress(user, supplier.id, enquiryId, { kind: 'status', value: 'important', action: 'toggle' }),
    );
    expect(important.supplierWedding).toMatchObject({
      important: true,
      statuses: ['important'],
      timestamps: { important: expect.any(String) },
    });
  });

  it('records a booking with collaboration when marked booked, and lost clears booked but keeps the booking', async () => {
    const { user, supplier, enquiryId } = await team();
    const booked = await changeOk(
      await progress(user, supplier.id, enquiryId, { kind: 'progress', value: 'booked', action: 'set' }),
    );
    expect(booked.supplierWedding.progress).toContain('booked');
    const [booking] = await bookingsOf(supplier.id);
    expect(booking).toMatchObject({
      enquiryId,
      weddingId: booked.supplierWedding.wedding,
      coupleId: booked.supplierWedding.user,
      collaborating: true,
    });

    const lost = await changeOk(
      await progress(user, supplier.id, enquiryId, { kind: 'status', value: 'lost', action: 'set' }),
    );
    expect(lost.supplierWedding.progress).not.toContain('booked');
    expect(lost.supplierWedding.statuses).toEqual(['lost']);
    await ctx.database.db.update(bookings).set({ collaborating: false }).where(eq(bookings.supplierId, supplier.id));

    await changeOk(
      await progress(user, supplier.id, enquiryId, { kind: 'progress', value: 'booked', action: 'toggle' }),
    );
    const after = await bookingsOf(supplier.id);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: booking!.id, collaborating: true });
  });

  it("skips a platform admin's progress, status and owner changes: 200 skipped, nothing written", async () => {
    const { supplier, enquiryId } = await team();
    const admin = await createPlatformAdmin(ctx);
    const before = await stored(enquiryId);
    for (const payload of [
      { kind: 'progress', value: 'booked', action: 'set' },
      { kind: 'status', value: 'important', action: 'toggle' },
    ]) {
      expect((await changeOk(await progress(admin, supplier.id, enquiryId, payload))).outcome).toBe('skipped');
    }
    const owner = await changeOk(await post(admin, `${base(supplier.id, enquiryId)}/owner`, { owner: null }));
    expect(owner.outcome).toBe('skipped');
    expect(await stored(enquiryId)).toEqual(before);
    expect(await bookingsOf(supplier.id)).toEqual([]);
  });

  it('takes only status flags on a locked enquiry', async () => {
    const user = await createUser(ctx);
    const supplier = await createSupplier(ctx, { ownerId: user.id, tier: 'free', payPerEnquiry: true });
    const enquiryId = await createTestEnquiry(ctx, supplier.id, { isPayPerEnquiry: true });
    const refused = await progress(user, supplier.id, enquiryId, { kind: 'progress', value: 'replied', action: 'set' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('enquiry-locked');
    const dismissed = await changeOk(
      await progress(user, supplier.id, enquiryId, { kind: 'status', value: 'dismissed', action: 'set' }),
    );
    expect(dismissed.supplierWedding).toMatchObject({
      dismissed: true,
      locked: true,
      progress: [],
      partnerName1: null,
    });
  });

  it('assigns an owner of the team and clears it; someone outside the team is refused with 400', async () => {
    const { user, supplier, enquiryId } = await team();
    const editor = await member(supplier.id, 'editor');
    const assigned = await changeOk(await post(user, `${base(supplier.id, enquiryId)}/owner`, { owner: editor.id }));
    expect(assigned).toMatchObject({
      outcome: 'applied',
      supplierWedding: { owner: { id: editor.id, name: 'Team editor' } },
    });
    expect((await stored(enquiryId)).ownerId).toBe(editor.id);

    const outsider = await createUser(ctx);
    const refused = await post(user, `${base(supplier.id, enquiryId)}/owner`, { owner: outsider.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ owner: 'enquiries:errors.owner' });
    expect((await stored(enquiryId)).ownerId).toBe(editor.id);

    const cleared = await changeOk(await post(editor, `${base(supplier.id, enquiryId)}/owner`, { owner: null }));
    expect(cleared.supplierWedding.owner).toBeNull();
    expect((await changeOk(await post(editor, `${base(supplier.id, enquiryId)}/owner`, { owner: null }))).outcome).toBe(
      'unchanged',
    );
  });

  it('adds notes with author and time, counts them, and lets the author or an admin delete them', async () => {
    const { user, supplier, enquiryId } = await team();
    const editor = await member(supplier.id, 'editor');
    const added = await post(editor, `${base(supplier.id, enquiryId)}/notes`, { text: '  Viewing on Saturday  ' });
    expect(added.statusCode, added.body).toBe(201);
    const { note, notesCount } = added.json();
    expect(notesCount).toBe(1);
    expect(note).toMatchObject({
      text: 'Viewing on Saturday',
      author: { id: editor.id, name: 'Team editor' },
      createdAt: expect.any(String),
    });

    const open = () =>
      ctx.app.inject({
        method: 'GET',
        url: `${base(supplier.id, enquiryId)}/hasNotes`,
        headers: { cookie: user.cookie },
      });
    expect((await open()).json<EnquiryDetailResponse>().supplierWedding).toMatchObject({
      notesCount: 1,
      notes: [note],
    });
    // opened again, read already: the notes come with the enquiry's own statement
    expect((await open()).json<EnquiryDetailResponse>().supplierWedding.notes).toEqual([note]);

    const other = await member(supplier.id, 'editor');
    const del = (who: CreatedUser, noteId: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `${base(supplier.id, enquiryId)}/notes/${noteId}`,
        headers: { cookie: who.cookie },
      });
    expect((await del(other, note.id)).statusCode).toBe(403);
    expect((await del(other, 'no-such-note')).statusCode).toBe(404);
    const second = (await post(other, `${base(supplier.id, enquiryId)}/notes`, { text: 'Deposit paid' })).json();
    expect(second.notesCount).toBe(2);
    expect((await del(user, second.note.id)).json()).toEqual({ notesCount: 1 });
    expect((await del(editor, note.id)).json()).toEqual({ notesCount: 0 });
    expect(await ctx.database.db.select().from(enquiryNotes).where(eq(enquiryNotes.enquiryId, enquiryId))).toEqual([]);
    expect((await stored(enquiryId)).notesCount).toBe(0);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const { user, supplier, enquiryId } = await team();
    const before = await stored(enquiryId);
    const url = base(supplier.id, enquiryId);
    const cases: [string, unknown, Record<string, string> | undefined][] = [
      ['progress', { kind: 'progress', value: 'married', action: 'set' }, undefined],
      ['progress', { kind: 'status', value: 'booked', action: 'set' }, undefined],
      ['progress', { kind: 'progress', value: 'read', action: 'flip' }, undefined],
      ['owner', { owner: 'not a user id!' }, { owner: 'enquiries:errors.owner' }],
      ['owner', {}, { owner: 'enquiries:errors.owner' }],
      ['notes', { text: '   ' }, { text: 'validation:required' }],
      ['notes', { text: 'x'.repeat(2001) }, { text: 'validation:maxLength' }],
    ];
    for (const [path, payload, fields] of cases) {
      const res = await post(user, `${url}/${path}`, payload);
      expect(res.statusCode, `${path} ${JSON.stringify(payload)}`).toBe(400);
      if (fields) expect(res.json().error.fields).toEqual(fields);
    }
    expect(await stored(enquiryId)).toEqual(before);
    expect(await ctx.database.db.select().from(enquiryNotes).where(eq(enquiryNotes.enquiryId, enquiryId))).toEqual([]);
  });

  it('needs the editor role to change, and lite for owner and notes (403 tier-required)', async () => {
    const { supplier, enquiryId } = await team();
    const viewer = await member(supplier.id, 'viewer');
    const res = await progress(viewer, supplier.id, enquiryId, { kind: 'progress', value: 'replied', action: 'set' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('role-required');

    const free = await team({ tier: 'free' });
    const before = await stored(free.enquiryId);
    for (const [path, payload, feature] of [
      ['owner', { owner: free.user.id }, 'enquiryOwner'],
      ['notes', { text: 'hello' }, 'notes'],
    ] as const) {
      const gated = await post(free.user, `${base(free.supplier.id, free.enquiryId)}/${path}`, payload);
      expect(gated.statusCode).toBe(403);
      expect(gated.json().error).toMatchObject({
        code: 'tier-required',
        fields: { feature: `tiers:features.${feature}`, tier: 'tiers:names.lite' },
      });
    }
    expect(await stored(free.enquiryId)).toEqual(before);
    // progress is open from the free tier
    expect(
      (
        await changeOk(
          await progress(free.user, free.supplier.id, free.enquiryId, {
            kind: 'progress',
            value: 'replied',
            action: 'set',
          }),
        )
      ).outcome,
    ).toBe('applied');
  });

  it("answers 404 on every change route for a foreign supplier or another supplier's enquiry", async () => {
    const own = await team();
    const foreign = await team();
    const note = (
      await post(foreign.user, `${base(foreign.supplier.id, foreign.enquiryId)}/notes`, { text: 'theirs' })
    ).json().note;
    const before = await stored(foreign.enquiryId);
    const attempts = [
      ['POST', 'progress', { kind: 'progress', value: 'booked', action: 'set' }],
      ['POST', 'owner', { owner: null }],
      ['POST', 'notes', { text: 'mine' }],
      ['DELETE', `notes/${note.id}`, undefined],
    ] as const;
    for (const [supplierId, eid] of [
      [foreign.supplier.id, foreign.enquiryId],
      [own.supplier.id, foreign.enquiryId],
    ] as const) {
      for (const [method, path, payload] of attempts) {
        const res = await ctx.app.inject({
          method,
          url: `${base(supplierId, eid)}/${path}`,
          headers: { cookie: own.user.cookie },
          payload,
        });
        expect(
          res.statusCode,
          `${method} ${path} on ${supplierId === own.supplier.id ? 'own' : 'foreign'} supplier`,
        ).toBe(404);
      }
    }
    expect(await stored(foreign.enquiryId)).toEqual(before);
    expect(await bookingsOf(foreign.supplier.id)).toEqual([]);
    expect(
      await ctx.database.db.select().from(enquiryNotes).where(eq(enquiryNotes.enquiryId, foreign.enquiryId)),
    ).toHaveLength(1);
  });
});
