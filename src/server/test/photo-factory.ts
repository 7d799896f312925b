import { randomUUID } from 'node:crypto';
import { supplierPhotos } from '../db/schema/index.ts';
import type { TestContext } from './test-app.ts';

/**
 * `n` stored gallery photos of a supplier (files not written; every third a portrait), approved or awaiting moderation.
 */
export async function insertTestPhotos(
  ctx: TestContext,
  supplierId: string,
  n: number,
  { approved }: { approved: boolean },
): Promise<void> {
  if (n === 0) return;
  const rows = Array.from({ length: n }, (_, i) => ({
    id: randomUUID(),
    supplierId,
    order: i,
    path: `photos/${supplierId}/${i}.webp`,
    thumbnail: `photos/${supplierId}/${i}-thumb.webp`,
    portrait: i % 3 === 0,
    width: i % 3 === 0 ? 800 : 1200,
    height: i % 3 === 0 ? 1200 : 800,
    approved,
  }));
  await ctx.database.db.insert(supplierPhotos).values(rows);
}
