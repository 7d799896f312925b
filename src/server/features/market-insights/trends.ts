import { and, eq, gte, sql } from 'drizzle-orm';
import type { CountryCode } from '../../../domain/countries.ts';
import type { CouplesTrends } from '../../../domain/statistics/market-insights-api.ts';
import {
  lastMonths,
  marketInsightsCountries,
  monthlySeries,
  nextMonthStart,
  trendsMonths,
} from '../../../domain/statistics/market-insights.ts';
import { utcDayOf } from '../../../domain/statistics/time-series.ts';
import type { Database, Db, Tx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { couplesTrends, enquiries, suppliers, weddings } from '../../db/schema/index.ts';
import { repeatEvery } from '../../jobs/repeat.ts';

/** The first key of the trends job's transaction-scoped advisory locks (the country's hash the second). */
const trendsJobLock = 0x7472_6e64; // "trnd"

/**
 * A country's seasonality trends: the enquiries its suppliers received per month over the last 24 months,
 * and the weddings (of couples who enquired with its suppliers) per month of their date in those months.
 */
async function countCouplesTrends(db: Db | Tx, country: CountryCode, now: Date): Promise<CouplesTrends> {
  const months = lastMonths(now, trendsMonths);
  const start = new Date(`${months[0]}T00:00:00Z`);
  const end = new Date(`${nextMonthStart(months.at(-1)!)}T00:00:00Z`);
  const enquiryMonth = sql<string>`to_char(${enquiries.createdAt} at time zone 'UTC', 'YYYY-MM-01')`;
  const weddingMonth = sql<string>`to_char(to_timestamp(${weddings.weddingDate} / 1000.0) at time zone 'UTC', 'YYYY-MM-01')`;
  const enquiryRows = await db
    .select({ month: enquiryMonth, count: sql<number>`count(*)`.mapWith(Number) })
    .from(enquiries)
    .innerJoin(suppliers, eq(suppliers.id, enquiries.supplierId))
    .where(
      and(eq(suppliers.countryCode, country), gte(enquiries.createdAt, start), sql`${enquiries.createdAt} < ${end}`),
    )
    .groupBy(enquiryMonth);
  const weddingRows = await db
    .select({ month: weddingMonth, count: sql<number>`count(*)`.mapWith(Number) })
    .from(weddings)
    .where(
      and(
        gte(weddings.weddingDate, start.getTime()),
        sql`${weddings.weddingDate} < ${end.getTime()}`,
        sql`exists (select 1 from ${enquiries} join ${suppliers} on ${suppliers.id} = ${enquiries.supplierId} where ${enquiries.weddingId} = ${weddings.id} and ${suppliers.countryCode} = ${country})`,
      ),
    )
    .groupBy(weddingMonth);
  return {
    country,
    generatedAt: now.toISOString(),
    months,
    enquiries: monthlySeries(months, enquiryRows),
    weddings: monthlySeries(months, weddingRows),
  };
}

/**
 * Counts a country's trends of `now`'s UTC day and stores them, unless that day is stored already: in one transaction
 * under the country's advisory lock, so two nodes never both count a day (the count reads every enquiry of the
 * country's suppliers of two years). The job tries the lock and answers null when another node holds it; a reader
 * waits for that node's count.
 * @internal
 */
export async function recordCouplesTrends(
  db: Db,
  country: CountryCode,
  now: Date,
  lock: 'try' | 'wait',
): Promise<CouplesTrends | null> {
  const day = utcDayOf(now);
  return db.transaction(async (tx) => {
    if (lock === 'wait') await tx.execute(sql`select pg_advisory_xact_lock(${trendsJobLock}, hashtext(${country}))`);
    else {
      const [held] = await rawRows<{ locked: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${trendsJobLock}, hashtext(${country})) as locked`,
      );
      if (!held?.locked) return null;
    }
    const [stored] = await tx.select().from(couplesTrends).where(eq(couplesTrends.countryCode, country));
    if (stored?.day === day) return stored.trends;
    const trends = await countCouplesTrends(tx, country, now);
    await tx
      .insert(couplesTrends)
      .values({ countryCode: country, day, trends })
      .onConflictDoUpdate({ target: couplesTrends.countryCode, set: { day, trends } });
    return trends;
  });
}

/**
 * The country's trends file as the trends job last counted it: today's, or yesterday's until the job has counted the
 * day (its `generatedAt` tells). A country never counted is counted now (a new installation's first request).
 */
export async function readCouplesTrends(db: Db, country: CountryCode, now: Date): Promise<CouplesTrends> {
  const [stored] = await db
    .select({ trends: couplesTrends.trends })
    .from(couplesTrends)
    .where(eq(couplesTrends.countryCode, country));
  return stored?.trends ?? (await recordCouplesTrends(db, country, now, 'wait'))!;
}

/** The trends job: every hour on each node, counts each offered country's day once it has none (`recordCouplesTrends`). */
export function keepCountingTrends(
  database: Database,
  onError: (error: unknown) => void,
  everyMs = 3_600_000,
): { ready: Promise<void>; stop(): void } {
  return repeatEvery(
    async () => {
      for (const country of marketInsightsCountries) await recordCouplesTrends(database.db, country, new Date(), 'try');
    },
    everyMs,
    onError,
  );
}
