import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import ical from 'ical-generator';
import {
  calendarEntries,
  calendarFeedPath,
  calendarFeedSince,
  type CalendarEntry,
} from '../../../domain/calendar-feed.ts';
import type { CalendarFeedResponse } from '../../../domain/calendar-feed-api.ts';
import type { Supplier, SupplierAccess } from '../../access/supplier-access.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { calendarFeeds, suppliers } from '../../db/schema/index.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { forbidden } from '../../http/errors.ts';
import { translatorFor, type Translate } from '../../i18n/translator.ts';
import { readBookedWeddings } from '../couples/service.ts';
import { readHeldDates } from '../enquiries/held-dates.ts';
import { readFairs } from '../fairs/service.ts';

const addressOf = (
  config: Pick<Config, 'APP_URL'>,
  row: { token: string; createdAt: Date } | undefined,
): CalendarFeedResponse =>
  row
    ? { url: new URL(calendarFeedPath(row.token), config.APP_URL).href, createdAt: row.createdAt.toISOString() }
    : { url: null, createdAt: null };

/** Whose feed: the member's own on this supplier (feeds end with the membership, db/schema/calendar-feeds.ts). */
const feedOf = (access: SupplierAccess) =>
  and(eq(calendarFeeds.supplierId, access.supplier.id), eq(calendarFeeds.userId, access.user.id));

/** The member's feed address, or none while they have made none. */
export async function readFeedAddress(
  db: Db,
  config: Pick<Config, 'APP_URL'>,
  access: SupplierAccess,
): Promise<CalendarFeedResponse> {
  const [row] = await db.select().from(calendarFeeds).where(feedOf(access)).limit(1);
  return addressOf(config, row);
}

/**
 * A new secret address of the member: the first one, or a replacement that makes the old address answer 404 at once.
 * 403 `member-only` for a platform admin who is not on the team: a feed needs a membership to end with.
 */
export async function issueFeed(
  db: Db,
  config: Pick<Config, 'APP_URL'>,
  access: SupplierAccess,
  now: Date,
): Promise<CalendarFeedResponse> {
  const fields = { token: randomBytes(24).toString('base64url'), createdAt: now };
  try {
    const [row] = await db
      .insert(calendarFeeds)
      .values({ supplierId: access.supplier.id, userId: access.user.id, ...fields })
      .onConflictDoUpdate({ target: [calendarFeeds.supplierId, calendarFeeds.userId], set: fields })
      .returning();
    return addressOf(config, row);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw forbidden('member-only', 'Only a member of the team has a calendar feed');
    throw error;
  }
}

/** Revoking deletes the member's address: the feed then answers 404 like any unknown token. */
export async function revokeFeed(db: Db, access: SupplierAccess): Promise<void> {
  await db.delete(calendarFeeds).where(feedOf(access));
}

const summaryOf = (entry: CalendarEntry, t: Translate) =>
  entry.name === null
    ? t(`couples:calendarFeed.events.${entry.kind}Anonymous`)
    : t(`couples:calendarFeed.events.${entry.kind}`, { name: entry.name });

/** The iCalendar text of the feed of `token`, or null for a token that is not (or no longer) a feed's. */
export async function renderFeed(
  db: Db,
  config: Pick<Config, 'APP_URL'>,
  token: string,
  now: Date,
): Promise<string | null> {
  const [found] = await db
    .select({ supplier: suppliers })
    .from(calendarFeeds)
    .innerJoin(suppliers, eq(suppliers.id, calendarFeeds.supplierId))
    .where(eq(calendarFeeds.token, token))
    .limit(1);
  if (!found || found.supplier.deleted) return null;
  const supplier: Supplier = found.supplier;
  const since = calendarFeedSince(now);
  const [weddings, holds, fairs] = await Promise.all([
    readBookedWeddings(db, supplier.id, since),
    readHeldDates(db, supplier, since),
    readFairs(db, supplier.id),
  ]);
  const entries = calendarEntries({ weddings, holds, fairs }, since, new URL(config.APP_URL).hostname);
  // the team's calendar speaks the supplier's language, as the portal's e-mails to it do
  const t = translatorFor(supplier.locale);
  const calendar = ical({
    name: t('couples:calendarFeed.calendarName', { name: supplier.name }),
    prodId: { company: 'supplier-portal', product: 'calendar-feed' },
    ttl: 3600,
  });
  for (const entry of entries) {
    const start = new Date(`${entry.day}T00:00:00Z`);
    const url = new URL(entry.path, config.APP_URL).href;
    // an all-day event ends (exclusively) the next day, which Outlook needs to show it as one day
    calendar.createEvent({
      id: entry.uid,
      allDay: true,
      start,
      end: new Date(start.getTime() + 86_400_000),
      stamp: now,
      summary: summaryOf(entry, t),
      description: url,
      url,
    });
  }
  return calendar.toString();
}
