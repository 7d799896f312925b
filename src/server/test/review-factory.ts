import { randomUUID } from 'node:crypto';
import { supplierReviews } from '../db/schema/index.ts';
import type { TestContext } from './test-app.ts';

/** Confirmed, verified reviews of a supplier, one per number of stars given. */
export async function insertTestReviews(ctx: TestContext, supplierId: string, stars: number[]): Promise<void> {
  await ctx.database.db.insert(supplierReviews).values(
    stars.map((given) => ({
      id: randomUUID(),
      supplierId,
      verified: true,
      stars: given,
      title: 'Lovely',
      body: 'A lovely day.',
      authorName: 'Sam',
      authorEmail: 'sam@couple.example',
      locale: 'en-GB',
      confirmedAt: new Date(),
    })),
  );
}
