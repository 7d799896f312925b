import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileScores } from '../../../domain/profile-score.ts';
import type { ProfileScoreResponse } from '../../../domain/profile-score-api.ts';
import { events, supplierAchievements, supplierListings, supplierProfileScores } from '../../db/schema/index.ts';
import { createTestEnquiry } from '../../test/enquiry-factory.ts';
import { insertTestPhotos } from '../../test/photo-factory.ts';
import { createUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('GET /api/supplier/{id}/profile-score', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const scoreOf = async (cookie: string, supplierId: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/supplier/${supplierId}/profile-score`, headers: { cookie } });
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

  it('scores a listing from its photos, contacts, achievements, replies and recent views', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const { db } = ctx.database;
    // approved photos count; those awaiting moderation do not
    await insertTestPhotos(ctx, supplier.id, 12, { approved: true });
    await insertTestPhotos(ctx, supplier.id, 3, { approved: false });
    await db.insert(supplierListings).values({
      supplierId: supplier.id,
      listing: { social: { instagram: 'https://instagram.com/us', facebook: '' } },
    });
    await db.insert(supplierAchievements).values([
      { id: `${supplier.id}-a1`, supplierId: supplier.id, type: 'award', name: 'Best barn 2025', position: 0 },
      { id: `${supplier.id}-a2`, supplierId: supplier.id, type: 'media', name: 'Country Life', position: 0 },
    ]);
    // reply times: within a day (full, twice), after four days (half), never (none), and one too old to count
    const enquiry = (receivedDaysAgo: number, repliedAfterDays: number | null) =>
      createTestEnquiry(ctx, supplier.id, {
        createdAt: daysAgo(receivedDaysAgo),
        ...(repliedAfterDays === null
          ? {}
          : {
              changes: [{ kind: 'progress', value: 'replied', action: 'set' }],
              changedAt: daysAgo(receivedDaysAgo - repliedAfterDays),
            }),
      });
    await enquiry(10, 0.1);
    await enquiry(20, 4);
    await enquiry(30, 0.2);
    await enquiry(5, null);
    await enquiry(120, null);
    // an enquiry of the last hour is not late yet
    await createTestEnquiry(ctx, supplier.id, {});
    const view = (createdAt: Date) => ({
      event: 'profileViewed',
      category: 'couples',
      source: 'marketplace',
      supplierId: supplier.id,
      createdAt,
    });
    await db
      .insert(events)
      .values([
        view(daysAgo(1)),
        view(daysAgo(10)),
        view(daysAgo(29)),
        view(daysAgo(45)),
        { ...view(daysAgo(2)), event: 'shortlisted' },
      ]);

    const res = await scoreOf(user.cookie, supplier.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ProfileScoreResponse>();
    const expected = profileScores({
      photos: 12,
      contactChannels: 5,
      achievements: 2,
      endorsements: 0,
      recommendations: 0,
      responseScore: 0.625,
      recentProfileViews: 3,
    });
    expect(body.scores).toEqual(expected);
    expect(body.scores).toMatchObject({
      photoScore: 0.6,
      contactScore: 1,
      awardsScore: 0.667,
      responseScore: 0.625,
      popularityScore: 0.02,
    });
    expect(body.scores.profileScore).toBe(0.525);
    expect(body.category).toBe('intermediate');
    expect(body.strongProfilePrompt).toBe(false);
    expect(body.weakestPart).toBe('photoScore');
    // the median first reply of 2.4 h, 4 days and 4.8 h; nine in ten within 4 days
    expect(body.responseTime).toEqual({ medianMinutes: 288, p90Minutes: 5760, replied: 3 });
    // a stamp per score, first set when first read
    expect(Object.keys(body.updatedAt).sort()).toEqual(Object.keys(body.scores).sort());
    for (const stamp of Object.values(body.updatedAt))
      expect(Math.abs(Date.parse(stamp) - Date.now())).toBeLessThan(60_000);
  });

  it('keeps each score’s stamp until that score changes, per supplier', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const other = await createOwnedSupplier(ctx);
    const read = async (cookie: string, id: string) => (await scoreOf(cookie, id)).json<ProfileScoreResponse>();
    const first = await read(user.cookie, supplier.id);
    const otherFirst = await read(other.user.cookie, other.supplier.id);
    // stamps set back, so a change shows as a newer one
    const past = new Date('2026-01-01T00:00:00.000Z');
    await ctx.database.db
      .update(supplierProfileScores)
      .set({ updatedAt: past })
      .where(eq(supplierProfileScores.supplierId, supplier.id));
    await insertTestPhotos(ctx, supplier.id, 4, { approved: true });
    const second = await read(user.cookie, supplier.id);
    expect(second.scores.photoScore).toBeGreaterThan(first.scores.photoScore);
    expect(Date.parse(second.updatedAt.photoScore)).toBeGreaterThan(past.getTime());
    expect(Date.parse(second.updatedAt.profileScore)).toBeGreaterThan(past.getTime());
    // unchanged scores keep the stored stamp
    expect(second.updatedAt.contactScore).toBe(past.toISOString());
    expect(second.updatedAt.recsScore).toBe(past.toISOString());
    // another supplier's stamps are its own
    expect((await read(other.user.cookie, other.supplier.id)).updatedAt).toEqual(otherFirst.updatedAt);
  });

  it('answers 404 for a supplier of someone else', async () => {
    const { supplier } = await createOwnedSupplier(ctx);
    const stranger = await createUser(ctx);
    expect((await scoreOf(stranger.cookie, supplier.id)).statusCode).toBe(404);
  });
});
