import { and, countDistinct, desc, eq, gte, inArray, lt, not, sql } from 'drizzle-orm';
import {
  channelsWith,
  digestDayDue,
  digestTypes,
  timeZoneOf,
  type AlertChannels,
} from '../../../domain/notifications.ts';
import type { Db } from '../../db/client.ts';
import {
  couples,
  digestRuns,
  enquiries,
  enquiryMessages,
  notificationSettings,
  supplierReviews,
  supplierUsers,
  suppliers,
  users,
} from '../../db/schema/index.ts';
import type { MailProvider } from '../../providers/mail/index.ts';
import { coupleFirstNames, isLocked, lockColumns } from './content.ts';
import { digestMailOf, type DigestSection } from './digest-mail.ts';

/** The couples named in a digest's line of new enquiries; the rest are counted. */
const namedCouples = 3;
/** A digest covers at most the day before (a first digest, or one after the portal was down for days). */
const longestSpanMs = 24 * 60 * 60 * 1000;
/** Old claims go: only the newest of each person is read again (the start of the next digest's span). */
const keepRunsMs = 14 * 24 * 60 * 60 * 1000;

export interface DigestDeps {
  db: Db;
  mail: MailProvider;
  appUrl: string;
}

interface Candidate {
  userId: string;
  email: string;
  locale: string;
  channels: AlertChannels;
  day: string;
}

/**
 * The people whose digest is due: members of a business who set a type to the digest (the defaults set none, so only
 * people with settings are read), past 8:00 in their zone, without a claim for their day.
 */
async function dueCandidates(db: Db, now: Date): Promise<Candidate[]> {
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      locale: users.locale,
      country: users.country,
      saved: notificationSettings.channels,
      timeZone: notificationSettings.timeZone,
    })
    .from(users)
    .innerJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(
      and(
        not(users.deactivated),
        sql`jsonb_path_exists(${notificationSettings.channels}, '$.* ? (@ == "digest")')`,
        sql`exists (select 1 from ${supplierUsers} su join ${suppliers} s on s.id = su.supplier_id
          where su.user_id = ${users.id} and not s.deleted)`,
      ),
    );
  const due: Candidate[] = [];
  for (const row of rows) {
    const channels = channelsWith(row.saved);
    if (!digestTypes.some((type) => channels[type] === 'digest')) continue;
    const day = digestDayDue(now, timeZoneOf(row.timeZone, row.country));
    if (day) due.push({ userId: row.userId, email: row.email, locale: row.locale, channels, day });
  }
  if (due.length === 0) return due;
  const claimed = await db
    .select({ userId: digestRuns.userId, day: digestRuns.day })
    .from(digestRuns)
    .where(
      and(
        inArray(
          digestRuns.userId,
          due.map((person) => person.userId),
        ),
        inArray(digestRuns.day, [...new Set(due.map((person) => person.day))]),
      ),
    );
  const done = new Set(claimed.map((row) => `${row.userId} ${row.day}`));
  return due.filter((person) => !done.has(`${person.userId} ${person.day}`));
}

/** Claims the person's day: true for the one node (and the one run) that may send it. */
async function claimDay(db: Db, userId: string, day: string, now: Date): Promise<boolean> {
  const claimed = await db
    .insert(digestRuns)
    .values({ userId, day, createdAt: now })
    .onConflictDoNothing()
    .returning({ userId: digestRuns.userId });
  return claimed.length > 0;
}

/** Since when the digest tells: the previous digest's claim, at most a day back. */
async function spanStart(db: Db, userId: string, day: string, now: Date): Promise<Date> {
  const [previous] = await db
    .select({ at: digestRuns.createdAt })
    .from(digestRuns)
    .where(and(eq(digestRuns.userId, userId), lt(digestRuns.day, day)))
    .orderBy(desc(digestRuns.day))
    .limit(1);
  const earliest = new Date(now.getTime() - longestSpanMs);
  return previous && previous.at > earliest ? previous.at : earliest;
}

/** What happened at each of the person's businesses since `since`, by the types they set to the digest. */
async function sectionsOf(db: Db, person: Candidate, since: Date, now: Date): Promise<DigestSection[]> {
  const businesses = await db
    .select({ id: suppliers.id, name: suppliers.name })
    .from(supplierUsers)
    .innerJoin(suppliers, eq(suppliers.id, supplierUsers.supplierId))
    .where(and(eq(supplierUsers.userId, person.userId), not(suppliers.deleted)))
    .orderBy(suppliers.name);
  const wants = (type: (typeof digestTypes)[number]) => person.channels[type] === 'digest';
  const sections: DigestSection[] = [];
  for (const business of businesses) {
    const newEnquiries = wants('enquiry')
      ? await db
          .select({ partner1: couples.partnerName1, partner2: couples.partnerName2, ...lockColumns })
          .from(enquiries)
          .innerJoin(couples, eq(couples.id, enquiries.coupleId))
          .innerJoin(suppliers, eq(suppliers.id, enquiries.supplierId))
          .where(
            and(
              eq(enquiries.supplierId, business.id),
              not(enquiries.spam),
              gte(enquiries.createdAt, since),
              lt(enquiries.createdAt, now),
            ),
          )
          .orderBy(desc(enquiries.createdAt))
      : [];
    const [answers] = wants('coupleReply')
      ? await db
          .select({ waiting: countDistinct(enquiryMessages.enquiryId) })
          .from(enquiryMessages)
          .innerJoin(enquiries, eq(enquiries.id, enquiryMessages.enquiryId))
          .where(
            and(
              eq(enquiries.supplierId, business.id),
              eq(enquiryMessages.direction, 'in'),
              gte(enquiryMessages.createdAt, since),
              not(enquiries.enquiryRead),
              not(enquiries.spam),
            ),
          )
      : [];
    const reviews = wants('review')
      ? await db
          .select({ stars: supplierReviews.stars })
          .from(supplierReviews)
          .where(
            and(
              eq(supplierReviews.supplierId, business.id),
              gte(supplierReviews.confirmedAt, since),
              lt(supplierReviews.confirmedAt, now),
            ),
          )
      : [];
    const section: DigestSection = {
      supplierId: business.id,
      supplierName: business.name,
      newEnquiries: newEnquiries.length,
      // a locked pay-per-enquiry enquiry is counted, not named: its names are what a credit reveals
      couples: newEnquiries
        .filter((row) => !isLocked(row))
        .slice(0, namedCouples)
        .map((row) => coupleFirstNames(row.partner1, row.partner2)),
      answersWaiting: answers?.waiting ?? 0,
      newReviews: reviews.length,
    };
    if (section.newEnquiries + section.answersWaiting + section.newReviews > 0) sections.push(section);
  }
  return sections;
}

/**
 * Sends the 8:00 digests that are due: once per person and day across nodes and restarts (the claim in
 * `digest_runs` is made before the mail; a node that stops between the two loses that day's digest rather than
 * sending it twice); a mail that fails gives the claim back. Nothing happened: nothing is sent.
 */
export async function sendDueDigests(
  deps: DigestDeps,
  now: Date,
  onError: (error: unknown) => void = (error) => {
    throw error;
  },
): Promise<number> {
  let sent = 0;
  for (const person of await dueCandidates(deps.db, now)) {
    const since = await spanStart(deps.db, person.userId, person.day, now);
    if (!(await claimDay(deps.db, person.userId, person.day, now))) continue;
    try {
      const sections = await sectionsOf(deps.db, person, since, now);
      if (sections.length === 0) continue;
      await deps.mail.send(digestMailOf(person.email, person.locale, sections, deps.appUrl));
      await deps.db
        .update(digestRuns)
        .set({ sent: true })
        .where(and(eq(digestRuns.userId, person.userId), eq(digestRuns.day, person.day)));
      sent += 1;
    } catch (error) {
      // the mail did not go (a mail server hiccup at 8:00): the claim goes, the next minute tries again
      await deps.db
        .delete(digestRuns)
        .where(and(eq(digestRuns.userId, person.userId), eq(digestRuns.day, person.day), not(digestRuns.sent)));
      onError(error);
    }
  }
  await deps.db.delete(digestRuns).where(lt(digestRuns.createdAt, new Date(now.getTime() - keepRunsMs)));
  return sent;
}
