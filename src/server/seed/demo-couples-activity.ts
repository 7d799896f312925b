import { eq } from 'drizzle-orm';
import { coupleActivityCategory, type CoupleActivityEvent } from '../../domain/enquiries/couples-activity.ts';
import { weddingDateEpoch, type WeddingDatePicker } from '../../domain/enquiries/wedding-date.ts';
import type { Db } from '../db/client.ts';
import { couples, enquiries, events, weddings } from '../db/schema/index.ts';
import { statisticsEventCategory } from '../../domain/statistics/metrics.ts';
import { seededRandom } from './demo-enquiries.ts';
import { asciiName, demoMarketTexts } from './demo-enquiry-texts.ts';

const day = 86_400_000;

/** @internal */
export interface DemoActivityOptions {
  supplierId: string;
  idPrefix: string;
  market: keyof typeof demoMarketTexts;
  locale: string;
  currency: string;
  /** Couples who looked and shortlisted but never wrote. */
  browsingCouples: number;
  seed: number;
}

type EventRow = typeof events.$inferInsert;

const activityEvent = (
  supplierId: string,
  event: CoupleActivityEvent,
  weddingId: string,
  createdAt: Date,
): EventRow => ({
  event,
  category: coupleActivityCategory,
  source: 'marketplace',
  supplierId,
  specificEventProps: { weddingId },
  createdAt,
});

/**
 * A year of couples activity for a demo supplier (run after its demo enquiries): each enquiry is an
 * enquirySent, often after a profile view and a shortlist; and couples who only browsed view the
 * profile and sometimes shortlist it — those are the ones a supplier may contact.
 * @internal
 */
export async function seedDemoActivity(db: Db, options: DemoActivityOptions, now: Date): Promise<void> {
  const random = seededRandom(options.seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const rows: EventRow[] = [];
  const before = (at: Date, maxDays: number) =>
    new Date(Math.max(at.getTime() - int(1, maxDays * 24) * 3_600_000, now.getTime() - 365 * day));

  const written = await db
    .select({ weddingId: enquiries.weddingId, createdAt: enquiries.createdAt })
    .from(enquiries)
    .where(eq(enquiries.supplierId, options.supplierId));
  for (const enquiry of written) {
    rows.push(activityEvent(options.supplierId, 'enquirySent', enquiry.weddingId, enquiry.createdAt));
    if (random() < 0.7)
      rows.push(activityEvent(options.supplierId, 'profileViewed', enquiry.weddingId, before(enquiry.createdAt, 20)));
    if (random() < 0.4)
      rows.push(activityEvent(options.supplierId, 'shortlisted', enquiry.weddingId, before(enquiry.createdAt, 5)));
  }

  const texts = demoMarketTexts[options.market];
  const newCouples: (typeof couples.$inferInsert)[] = [];
  const newWeddings: (typeof weddings.$inferInsert)[] = [];
  for (let i = 1; i <= options.browsingCouples; i++) {
    const key = `demo-${options.idPrefix}-browsing-${String(i).padStart(3, '0')}`;
    const [first1, last] = [pick(texts.firstNames), pick(texts.lastNames)];
    const first2 = pick(texts.firstNames.filter((name) => name !== first1));
    const firstSeen = new Date(now.getTime() - int(60, 365 * 24 * 60) * 60_000);
    const year = new Date(firstSeen.getTime() + int(200, 600) * day).getUTCFullYear();
    const picker: WeddingDatePicker = {
      day: null,
      weekDay: null,
      dayUndecided: true,
      month: null,
      monthUndecided: true,
      season: pick(['spring', 'summer', 'autumn'] as const),
      year,
      yearUndecided: false,
    };
    newCouples.push({
      id: `${key}-couple`,
      partnerName1: `${first1} ${last}`,
      partnerName2: `${first2} ${last}`,
      email: `${asciiName(first1)}.${asciiName(last)}.${options.idPrefix}${i}@${pick(texts.mailDomains)}`,
      countryCode: options.market,
      locale: options.locale,
      createdAt: firstSeen,
    });
    newWeddings.push({
      id: `${key}-wedding`,
      coupleId: `${key}-couple`,
      datePicker: picker,
      weddingDate: weddingDateEpoch(picker),
      guestsEstimate: int(6, 16) * 10,
      currency: options.currency,
      createdAt: firstSeen,
      updatedAt: firstSeen,
    });
    for (let v = int(1, 3); v > 0; v--)
      rows.push(
        activityEvent(
          options.supplierId,
          'profileViewed',
          `${key}-wedding`,
          new Date(firstSeen.getTime() + v * int(1, 72) * 3_600_000),
        ),
      );
    if (random() < 0.35)
      rows.push(
        activityEvent(
          options.supplierId,
          'shortlisted',
          `${key}-wedding`,
          new Date(firstSeen.getTime() + int(1, 96) * 3_600_000),
        ),
      );
  }
  if (newCouples.length > 0) {
    await db.insert(couples).values(newCouples);
    await db.insert(weddings).values(newWeddings);
  }
  const visible = rows.filter((r) => (r.createdAt as Date).getTime() < now.getTime());
  for (let i = 0; i < visible.length; i += 200) await db.insert(events).values(visible.slice(i, i + 200));
}

/**
 * A year of the marketplace's traffic on a demo profile that no known couple made: visitors who look and
 * leave, and some who follow the website link or call. More in the new year (the engagement season), fewer
 * in late summer. Recorded as statistics (not couples activity, which lists the couples the supplier
 * could contact), so the performance charts read like a real listing's: many views to each enquiry.
 */
async function seedDemoTraffic(
  db: Db,
  supplierId: string,
  viewsPerDay: number,
  seed: number,
  now: Date,
): Promise<void> {
  const random = seededRandom(seed);
  const rows: EventRow[] = [];
  for (let daysAgo = 365; daysAgo >= 1; daysAgo--) {
    const date = new Date(now.getTime() - daysAgo * day);
    const season = 1 + 0.45 * Math.cos(((date.getUTCMonth() - 1) / 12) * 2 * Math.PI);
    const views = Math.round(viewsPerDay * season * (0.6 + 0.8 * random()));
    const at = () => new Date(date.getTime() + Math.floor(random() * day));
    const traffic = (event: string): EventRow => ({
      event,
      category: statisticsEventCategory,
      source: 'marketplace',
      supplierId,
      createdAt: at(),
    });
    for (let i = 0; i < views; i++) {
      rows.push(traffic('profileViewed'));
      const click = random();
      if (click < 0.05) rows.push(traffic('websiteClicked'));
      else if (click < 0.07) rows.push(traffic('phoneClicked'));
    }
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(events).values(rows.slice(i, i + 500));
}

/** The demo suppliers' activity (seedDemo, after seedDemoEnquiries). */
export async function seedDemoSuppliersActivity(db: Db, now: Date): Promise<void> {
  await seedDemoActivity(
    db,
    {
      supplierId: 'demo-old-barn',
      idPrefix: 'oldbarn',
      market: 'GB',
      locale: 'en-GB',
      currency: 'GBP',
      browsingCouples: 60,
      seed: 20240116,
    },
    now,
  );
  await seedDemoActivity(
    db,
    {
      supplierId: 'demo-lichtblick',
      idPrefix: 'lichtblick',
      market: 'DE',
      locale: 'de-DE',
      currency: 'EUR',
      browsingCouples: 35,
      seed: 20240302,
    },
    now,
  );
  await seedDemoActivity(
    db,
    {
      supplierId: 'demo-petal-stem',
      idPrefix: 'petalstem',
      market: 'GB',
      locale: 'en-GB',
      currency: 'GBP',
      browsingCouples: 30,
      seed: 20240306,
    },
    now,
  );
  await seedDemoTraffic(db, 'demo-old-barn', 14, 20240117, now);
  await seedDemoTraffic(db, 'demo-lichtblick', 6, 20240303, now);
  await seedDemoTraffic(db, 'demo-petal-stem', 5, 20240307, now);
}
