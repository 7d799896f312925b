import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileScores } from '../../../domain/profile-score.ts';
import type { ProfileScoreResponse } from '../../../domain/profile-score-api.ts';
import { events, supplierAchievements, supplierListings, suppliers } from '../../db/schema/index.ts';
import { createTestEnquiry } from '../../test/enquiry-factory.ts';
import { createUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('GET /api/supplier/{id}/profile-score', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const scoreOf = async (cookie: string, supplierId: string) => ctx.app.inject({ method: 'GET', url: `/api/supplier/${supplierId}/profile-score`, headers: { cookie } });
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

  it('scores a listing from its photos, contacts, achievements, replies and recent views', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const { db } = ctx.database;
    await db.update(suppliers).set({ counters: sql`jsonb_set(${suppliers.counters}, '{photos}', '12')` }).where(sql`${suppliers.id} = ${supplier.id}`);
    await db.insert(supplierListings).values({ supplierId: supplier.id, listing: { social: { instagram: 'https://instagram.com/us', facebook: '' } } });
    await db.insert(supplierAchievements).values([
      { id: `${supplier.id}-a1`, supplierId: supplier.id, type: 'award', name: 'Best barn 2025', position: 0 },
      { id: `${supplier.id}-a2`, supplierId: supplier.id, type: 'media', name: 'Country Life', position: 0 },
    ]);
    const replied = [{ kind: 'progress', value: 'replied', action: 'set' }] as const;
    await createTestEnquiry(ctx, supplier.id, { changes: [...replied] });
    await createTestEnquiry(ctx, supplier.id, { changes: [...replied] });
    await createTestEnquiry(ctx, supplier.id, {});
    await createTestEnquiry(ctx, supplier.id, { changes: [...replied], createdAt: daysAgo(120) });
    const view = (createdAt: Date) => ({ event: 'profileViewed', category: 'couples', source: 'marketplace', supplierId: supplier.id, createdAt });
    await db.insert(events).values([view(daysAgo(1)), view(daysAgo(10)), view(daysAgo(29)), view(daysAgo(45)), { ...view(daysAgo(2)), event: 'shortlisted' }]);

    const res = await scoreOf(user.cookie, supplier.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ProfileScoreResponse>();
    const expected = profileScores({ photos: 12, contactChannels: 5, achievements: 2, endorsements: 0, recommendations: 0, recentEnquiries: 3, repliedEnquiries: 2, recentProfileViews: 3 });
    expect(body.scores).toEqual(expected);
    expect(body.scores).toMatchObject({ photoScore: 0.6, contactScore: 1, awardsScore: 0.667, responseScore: 0.667, popularityScore: 0.02 });
    expect(body.scores.profileScore).toBe(0.535);
    expect(body.category).toBe('intermediate');
    expect(body.strongProfilePrompt).toBe(false);
    expect(body.weakestPart).toBe('photoScore');
    expect(Math.abs(Date.parse(body.updatedAt) - Date.now())).toBeLessThan(60_000);
  });

  it('answers 404 for a supplier of someone else', async () => {
    const { supplier } = await createOwnedSupplier(ctx);
    const stranger = await createUser(ctx);
    expect((await scoreOf(stranger.cookie, supplier.id)).statusCode).toBe(404);
  });
});
