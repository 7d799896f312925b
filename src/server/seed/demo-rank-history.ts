import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { supplierRankings } from '../db/schema/index.ts';
import { rankingDayOf, recordRankings } from '../features/ranking/ranking-job.ts';
import { seededRandom } from './demo-enquiries.ts';

const day = 86_400_000;
/** Days of rank history before today's: half a year, so the rank charts draw a line, not a dot at one edge. */
const historyDays = 182;

/**
 * The demo's search rankings of the past half-year (issue 33): today's are recorded by the ranking job's own rule, and
 * each earlier day is today's order with a few neighbours changing places, drifting further back in time, so the
 * search optimisation and competitor charts show rises and falls that end at today's real rank. A supplier that moved
 * up a tier (`upgradedDaysAgo`) stood lower before it.
 */
export async function seedDemoRankHistory(
  db: Db,
  now: Date,
  upgrade: { supplierId: string; upgradedDaysAgo: number },
): Promise<void> {
  await recordRankings(db, now);
  const today = await db
    .select()
    .from(supplierRankings)
    .where(eq(supplierRankings.day, rankingDayOf(now)))
    .orderBy(supplierRankings.county, supplierRankings.category, supplierRankings.rank);
  const random = seededRandom(20261128);
  const rows: (typeof supplierRankings.$inferInsert)[] = [];
  for (const market of groupBy(today, (row) => `${row.county}\u0000${row.category}`)) {
    let order = market.map((row) => row.supplierId);
    for (let daysAgo = 1; daysAgo <= historyDays; daysAgo++) {
      // one day further back: now and then two neighbours change places
      if (order.length > 1 && random() < 0.12) {
        const at = Math.floor(random() * (order.length - 1));
        order = [...order.slice(0, at), order[at + 1]!, order[at]!, ...order.slice(at + 2)];
      }
      // before its upgrade the supplier stood one place lower
      if (daysAgo === upgrade.upgradedDaysAgo) order = movedDown(order, upgrade.supplierId);
      const { county, category } = market[0]!;
      const dayOf = rankingDayOf(new Date(now.getTime() - daysAgo * day));
      order.forEach((supplierId, index) =>
        rows.push({ supplierId, day: dayOf, county, category, rank: index + 1, total: order.length }),
      );
    }
  }
  for (let i = 0; i < rows.length; i += 1000) await db.insert(supplierRankings).values(rows.slice(i, i + 1000));
}

/** The order with `supplierId` one place further down (unchanged when it is last or absent). */
function movedDown(order: string[], supplierId: string): string[] {
  const at = order.indexOf(supplierId);
  if (at < 0 || at === order.length - 1) return order;
  return [...order.slice(0, at), order[at + 1]!, supplierId, ...order.slice(at + 2)];
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return [...groups.values()];
}
