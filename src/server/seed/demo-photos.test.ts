import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type Database } from '../db/client.ts';
import { suppliers } from '../db/schema/index.ts';
import { listPhotos } from '../features/photos/service.ts';
import { createDiskStorage } from '../providers/storage/disk.ts';
import { seedDemoPhotos } from './demo-photos.ts';
import { demoSuppliers } from './demo.ts';

describe('demo photos', () => {
  let database: Database;
  const folder = mkdtempSync(path.join(os.tmpdir(), 'portal-demo-photos-'));
  const storage = createDiskStorage(folder);
  beforeAll(async () => {
    // its own empty database: the seed's fixed ids must not meet other tests' data
    database = await openDatabase({});
    await migrateDatabase(database);
    await database.db.insert(suppliers).values([demoSuppliers.oldBarn, demoSuppliers.lichtblick]);
    await seedDemoPhotos(database.db, storage);
  });
  afterAll(async () => {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('gives the venue and the photographer stored gallery photos, counted, one of each unapproved', async () => {
    for (const [supplier, expected] of [
      [demoSuppliers.oldBarn, 4],
      [demoSuppliers.lichtblick, 3],
    ] as const) {
      const photos = await listPhotos(database.db, storage, supplier.id);
      expect(photos.map((p) => p.order)).toEqual(Array.from({ length: expected }, (_, i) => i));
      expect(photos.filter((p) => !p.approved)).toHaveLength(1);
      expect(photos.some((p) => p.portrait)).toBe(true);
      for (const photo of photos) {
        expect(existsSync(path.join(folder, storage.keyOf(photo.path)!))).toBe(true);
        expect(existsSync(path.join(folder, storage.keyOf(photo.thumbnail)!))).toBe(true);
      }
      const [row] = await database.db
        .select({ counters: suppliers.counters })
        .from(suppliers)
        .where(eq(suppliers.id, supplier.id));
      expect(row!.counters.photos).toBe(expected);
      expect(await listPhotos(database.db, storage, supplier.id, { approvedOnly: true })).toHaveLength(expected - 1);
    }
  });
});
