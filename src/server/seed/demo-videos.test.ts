import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasFeatureAccess } from '../../domain/feature-access.ts';
import { migrateDatabase, openDatabase, type Database } from '../db/client.ts';
import { suppliers } from '../db/schema/index.ts';
import { listVideos } from '../features/videos/read.ts';
import { demoVideos, seedDemoVideos } from './demo-videos.ts';
import { demoSuppliers } from './demo.ts';

describe('demo videos', () => {
  let database: Database;
  beforeAll(async () => {
    // its own empty database: the seed's fixed ids must not meet other tests' data
    database = await openDatabase({});
    await migrateDatabase(database);
    await database.db.insert(suppliers).values([demoSuppliers.oldBarn, demoSuppliers.lichtblick]);
    await seedDemoVideos(database.db, new Date());
  });
  afterAll(() => database.close());

  it('gives the venue videos and tours (its tier has tours) and the photographer a video, counted', async () => {
    const barn = demoSuppliers.oldBarn.id;
    expect((await listVideos(database.db, barn, 'video')).map((v) => v.source)).toEqual(['youtube', 'vimeo']);
    expect((await listVideos(database.db, barn, 'videoTour')).map((v) => v.source)).toEqual([
      'matterport',
      'googlemaps',
    ]);
    expect(
      hasFeatureAccess('videoTours', {
        tier: demoSuppliers.oldBarn.tier,
        isVenue: true,
        category: 'venue',
        country: 'GB',
        isPlatformAdmin: false,
      }),
    ).toBe(true);
    const foto = demoSuppliers.lichtblick.id;
    expect(await listVideos(database.db, foto, 'video')).toHaveLength(1);
    expect(await listVideos(database.db, foto, 'videoTour')).toEqual([]);
    const counters = async (id: string) =>
      (await database.db.select({ c: suppliers.counters }).from(suppliers).where(eq(suppliers.id, id)))[0]!.c;
    expect(await counters(demoSuppliers.oldBarn.id)).toMatchObject({ videos: 2, videoTours: 2 });
    expect(await counters(demoSuppliers.lichtblick.id)).toMatchObject({ videos: 1, videoTours: 0 });
    expect(new Set(demoVideos.map((v) => v.supplierId))).toEqual(
      new Set([demoSuppliers.oldBarn.id, demoSuppliers.lichtblick.id]),
    );
  });
});
