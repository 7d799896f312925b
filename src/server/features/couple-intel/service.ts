import { and, count, eq, gte, ne, sql } from 'drizzle-orm';
import type { CoupleIntel, LostBookings } from '../../../domain/statistics/couple-intel-api.ts';
import { rankLostBookings, shapeCoupleIntel, windowStart } from '../../../domain/statistics/couple-intel.ts';
import type { Db } from '../../db/client.ts';
import { bookings, enquiries, suppliers, weddings } from '../../db/schema/index.ts';

/**
 * Couple intel (docs/decisions/couple-intel.md, "Reads"): one supplier's enquiries of the window,
 * read by the supplier and creation time index, grouped in the database by the facts the distributions
 * need, and shaped by the domain.
 */
export async function readCoupleIntel(db: Db, supplierId: string, months: number, now: Date): Promise<CoupleIntel> {
  const from = windowStart(now, months);
  // the enquiry's own guest number and date (as the couple wrote to this supplier), the wedding's otherwise
  const guests = sql<number | null>`coalesce(${enquiries.guestsEstimate}, ${weddings.guestsEstimate})`;
  const picker = sql`coalesce(${enquiries.weddingDatePicker}, ${weddings.datePicker})`;
  const month = sql<number | null>`(${picker} ->> 'month')::int`;
  const season = sql<string | null>`${picker} ->> 'season'`;
  const rows = await db
    .select({ budgetMin: weddings.budgetMin, budgetMax: weddings.budgetMax, guests, month, season, count: count() })
    .from(enquiries)
    .innerJoin(weddings, eq(weddings.id, enquiries.weddingId))
    .where(and(eq(enquiries.supplierId, supplierId), gte(enquiries.createdAt, from)))
    .groupBy(weddings.budgetMin, weddings.budgetMax, guests, month, season);
  return { months, from: from.toISOString(), ...shapeCoupleIntel(rows) };
}

/**
 * Lost bookings: the weddings of the supplier's enquiries of the window that a supplier of its category
 * (not deleted) booked, while this supplier did not (no booking of its own, the enquiry not marked
 * booked); counted per competitor, only public facts of the competitor answered.
 */
export async function readLostBookings(
  db: Db,
  supplier: { id: string; types: string[] },
  months: number,
  now: Date,
): Promise<LostBookings> {
  const from = windowStart(now, months);
  const category = supplier.types[0] ?? '';
  const lostWeddings = db
    .selectDistinct({ weddingId: bookings.weddingId, competitorId: bookings.supplierId })
    .from(enquiries)
    .innerJoin(bookings, and(eq(bookings.weddingId, enquiries.weddingId), ne(bookings.supplierId, supplier.id)))
    .innerJoin(suppliers, eq(suppliers.id, bookings.supplierId))
    .where(
      and(
        eq(enquiries.supplierId, supplier.id),
        gte(enquiries.createdAt, from),
        ne(enquiries.outcome, 'booked'),
        eq(sql`${suppliers.types}[1]`, category),
        eq(suppliers.deleted, false),
        sql`not exists (select 1 from ${bookings} mine where mine.supplier_id = ${supplier.id} and mine.wedding_id = ${enquiries.weddingId})`,
      ),
    )
    .as('lost');
  const perCompetitor = db
    .select({ competitorId: lostWeddings.competitorId, bookings: count().as('bookings') })
    .from(lostWeddings)
    .groupBy(lostWeddings.competitorId)
    .as('per_competitor');
  const [counted, [total]] = await Promise.all([
    db
      .select({
        publicId: suppliers.publicId,
        name: suppliers.name,
        category: sql<string>`${suppliers.types}[1]`,
        bookings: perCompetitor.bookings,
      })
      .from(perCompetitor)
      .innerJoin(suppliers, eq(suppliers.id, perCompetitor.competitorId)),
    db.select({ lost: sql<number>`count(distinct ${lostWeddings.weddingId})::int` }).from(lostWeddings),
  ]);
  return {
    months,
    from: from.toISOString(),
    category,
    lost: total?.lost ?? 0,
    competitors: rankLostBookings(counted.map((row) => ({ ...row, bookings: Number(row.bookings) }))),
  };
}
