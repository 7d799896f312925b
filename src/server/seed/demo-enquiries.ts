import { asc, eq } from 'drizzle-orm';
import { parseGuestsEstimate } from '../../domain/enquiries/guests.ts';
import { applyEnquiryChange, type EnquiryChange, type EnquiryProgressState } from '../../domain/enquiries/progress.ts';
import {
  normaliseWeddingDate,
  weddingDateEpoch,
  weekDayOf,
  type Season,
  type WeddingDatePicker,
} from '../../domain/enquiries/wedding-date.ts';
import type { Db } from '../db/client.ts';
import { bookings, couples, enquiries, enquiryNotes, supplierUsers, users, weddings } from '../db/schema/index.ts';
import { asciiName, demoMarketTexts } from './demo-enquiry-texts.ts';

/** A small, fast, seeded PRNG (mulberry32): the same seed gives the same demo data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function helpers(random: () => number) {
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const chance = (p: number) => random() < p;
  return { int, pick, chance };
}

/** @internal */
export interface DemoInbox {
  supplierId: string;
  /** Prefix of the rows' ids, e.g. "oldbarn". */
  idPrefix: string;
  market: keyof typeof demoMarketTexts;
  currency: string;
  locale: string;
  count: number;
  /** Team members who own enquiries and write notes. */
  teamUserIds: readonly string[];
  /** Couples' budget bands for this kind of supplier, [min, max] in whole currency units. */
  budgets: readonly (readonly [number, number])[];
  /** Share of marketplace enquiries flagged pay-per-enquiry (locked once the supplier is on pay-per-enquiry). */
  payPerEnquiryShare: number;
  seed: number;
}

/** @internal */
export interface DemoEnquiryRows {
  couples: (typeof couples.$inferInsert)[];
  weddings: (typeof weddings.$inferInsert)[];
  enquiries: (typeof enquiries.$inferInsert)[];
  notes: (typeof enquiryNotes.$inferInsert)[];
  bookings: (typeof bookings.$inferInsert)[];
}

const day = 86_400_000;
const seasonOfIndex: readonly Season[] = ['spring', 'summer', 'autumn', 'winter'];

/** A wedding 5 to 20 months after the enquiry, known to the day, month, season or year, or not at all. */
function demoWeddingDate(h: ReturnType<typeof helpers>, createdAt: Date): WeddingDatePicker {
  const date = new Date(createdAt.getTime() + h.int(150, 600) * day);
  let [year, month, dayOfMonth] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
  if (h.chance(0.7)) {
    const toSaturday = (6 - date.getUTCDay() + 7) % 7;
    const saturday = new Date(date.getTime() + toSaturday * day);
    [year, month, dayOfMonth] = [saturday.getUTCFullYear(), saturday.getUTCMonth() + 1, saturday.getUTCDate()];
  }
  const none = {
    day: null,
    weekDay: null,
    dayUndecided: true,
    month: null,
    monthUndecided: true,
    season: null,
    year: null,
    yearUndecided: true,
  };
  const roll = h.int(1, 100);
  const picker: WeddingDatePicker =
    roll <= 45
      ? { ...none, day: dayOfMonth, dayUndecided: false, month, monthUndecided: false, year, yearUndecided: false }
      : roll <= 65
        ? {
            ...none,
            month,
            monthUndecided: false,
            year,
            yearUndecided: false,
            weekDay: h.chance(0.5) ? weekDayOf(year, month, dayOfMonth) : null,
          }
        : roll <= 80
          ? { ...none, season: h.pick(seasonOfIndex), year, yearUndecided: false }
          : roll <= 92
            ? { ...none, year, yearUndecided: false }
            : none;
  return normaliseWeddingDate(picker);
}

/** How far a team got with an enquiry of this age: the domain's own changes, at increasing instants. */
function demoProgress(h: ReturnType<typeof helpers>, createdAt: Date, now: Date): EnquiryProgressState {
  let state: EnquiryProgressState = { progress: [], statuses: [], timestamps: {}, enquiryRead: false };
  const ageDays = (now.getTime() - createdAt.getTime()) / day;
  let at = createdAt.getTime();
  const apply = (change: Omit<EnquiryChange, 'action'>) => {
    at = Math.min(at + h.int(1, 96) * 3_600_000, now.getTime() - 60_000);
    state = applyEnquiryChange(state, { ...change, action: 'set' } as EnquiryChange, {
      actor: { isPlatformAdmin: false },
      now: new Date(Math.max(at, createdAt.getTime())),
    }).enquiry;
  };
  const read = h.chance(ageDays > 3 ? 0.95 : 0.45);
  if (read) apply({ kind: 'progress', value: 'read' });
  const replied = read && h.chance(0.8);
  if (replied) apply({ kind: 'progress', value: 'replied' });
  const discussed = replied && h.chance(0.55);
  if (discussed) apply({ kind: 'progress', value: 'inDiscussion' });
  const met = discussed && h.chance(0.45);
  if (met) apply({ kind: 'progress', value: 'callOrMeetingHeld' });
  const held = met && h.chance(0.4);
  if (held) apply({ kind: 'progress', value: 'dateOnHold' });
  if (h.chance(0.1)) apply({ kind: 'status', value: 'important' });
  if (ageDays > 21 && (met || held) && h.chance(held ? 0.6 : 0.3)) apply({ kind: 'progress', value: 'booked' });
  else if (ageDays > 30 && replied && h.chance(0.3)) apply({ kind: 'status', value: 'lost' });
  else if (h.chance(0.04)) apply({ kind: 'status', value: 'dismissed' });
  return state;
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}

/**
 * A year of enquiries of one supplier, built without I/O so the same seed and `now` give the same rows.
 * @internal
 */
export function buildDemoEnquiries(inbox: DemoInbox, now: Date): DemoEnquiryRows {
  const h = helpers(seededRandom(inbox.seed));
  const texts = demoMarketTexts[inbox.market];
  const rows: DemoEnquiryRows = { couples: [], weddings: [], enquiries: [], notes: [], bookings: [] };
  for (let i = 1; i <= inbox.count; i++) {
    const key = `demo-${inbox.idPrefix}-${String(i).padStart(3, '0')}`;
    const createdAt = new Date(now.getTime() - h.int(60, 365 * 24 * 60) * 60_000);
    const [first1, last1] = [h.pick(texts.firstNames), h.pick(texts.lastNames)];
    const first2 = h.pick(texts.firstNames.filter((name) => name !== first1));
    const last2 = h.chance(0.6) ? last1 : h.pick(texts.lastNames);
    const partnerName1 = `${first1} ${last1}`;
    const partnerName2 = `${first2} ${last2}`;
    const email = `${asciiName(first1)}.${asciiName(last1)}${i}@${h.pick(texts.mailDomains)}`;
    const phone = h.chance(0.6) ? texts.phone(String(h.int(10_000_000, 99_999_999))) : null;
    const picker = demoWeddingDate(h, createdAt);
    const guests = h.int(4, 18) * 10;
    const guestsInitialTarget = h.chance(0.9)
      ? fill(h.pick(texts.guestWordings), { n: guests, m: guests + h.int(2, 6) * 10 })
      : null;
    const budget = h.chance(0.85) ? h.pick(inbox.budgets) : null;
    const source = h.chance(0.25) ? 'widget' : 'marketplace';
    const message =
      source === 'widget' && h.chance(0.2)
        ? null
        : `${fill(h.pick(texts.messageOpenings), { partner: first2 })} ${h.pick(texts.messageMiddles)}\n\n${h.pick(texts.messageClosings)}\n${first1}`;
    const marks = demoProgress(h, createdAt, now);
    const read = marks.enquiryRead;
    const ownerId = read && h.chance(0.55) ? h.pick(inbox.teamUserIds) : null;
    const noteCount = (ownerId || marks.progress.includes('inDiscussion')) && h.chance(0.35) ? h.int(1, 3) : 0;
    const weddingDate = weddingDateEpoch(picker);

    rows.couples.push({
      id: `${key}-couple`,
      partnerName1,
      partnerName2,
      email,
      phone,
      countryCode: inbox.market,
      locale: inbox.locale,
      createdAt,
    });
    rows.weddings.push({
      id: `${key}-wedding`,
      coupleId: `${key}-couple`,
      datePicker: picker,
      weddingDate,
      guestsEstimate: parseGuestsEstimate(guestsInitialTarget),
      budgetMin: budget?.[0] ?? null,
      budgetMax: budget?.[1] ?? null,
      currency: inbox.currency,
      venueCounties: [...new Set([h.pick(texts.counties), h.pick(texts.counties)])].slice(0, h.int(1, 2)),
      tags: [...new Set([h.pick(texts.tags), h.pick(texts.tags), h.pick(texts.tags)])],
      createdAt,
      updatedAt: createdAt,
    });
    rows.enquiries.push({
      id: `${key}-enquiry`,
      supplierId: inbox.supplierId,
      weddingId: `${key}-wedding`,
      coupleId: `${key}-couple`,
      source,
      message,
      partnerName1,
      partnerName2,
      email,
      phone,
      guestsInitialTarget,
      guestsEstimate: parseGuestsEstimate(guestsInitialTarget),
      weddingDate,
      weddingDatePicker: picker,
      budgetMatch: budget ? h.chance(0.7) : null,
      progress: [...marks.progress],
      statuses: [...marks.statuses],
      timestamps: marks.timestamps,
      enquiryRead: marks.enquiryRead,
      ownerId,
      notesCount: noteCount,
      isPayPerEnquiry: source === 'marketplace' && h.chance(inbox.payPerEnquiryShare),
      createdAt,
      updatedAt: createdAt,
    });
    for (let n = 1; n <= noteCount; n++) {
      const noteTime = Math.min(createdAt.getTime() + n * h.int(2, 72) * 3_600_000, now.getTime() - 60_000);
      rows.notes.push({
        id: `${key}-note-${n}`,
        supplierId: inbox.supplierId,
        enquiryId: `${key}-enquiry`,
        authorId: ownerId ?? h.pick(inbox.teamUserIds),
        text: h.pick(texts.notes),
        createdAt: new Date(noteTime),
      });
    }
    const bookedAt = marks.timestamps.booked;
    if (bookedAt) {
      rows.bookings.push({
        id: `${key}-booking`,
        supplierId: inbox.supplierId,
        weddingId: `${key}-wedding`,
        coupleId: `${key}-couple`,
        enquiryId: `${key}-enquiry`,
        weddingDate,
        collaborating: h.chance(0.85),
        createdAt: new Date(bookedAt),
        updatedAt: new Date(bookedAt),
      });
    }
  }
  return rows;
}

async function insertChunked<T>(
  rows: readonly T[],
  insert: (chunk: T[]) => Promise<unknown>,
  size = 100,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** @internal */
export async function insertDemoEnquiries(db: Db, rows: DemoEnquiryRows): Promise<void> {
  await insertChunked(rows.couples, (chunk) => db.insert(couples).values(chunk));
  await insertChunked(rows.weddings, (chunk) => db.insert(weddings).values(chunk));
  await insertChunked(rows.enquiries, (chunk) => db.insert(enquiries).values(chunk));
  await insertChunked(rows.notes, (chunk) => db.insert(enquiryNotes).values(chunk));
  await insertChunked(rows.bookings, (chunk) => db.insert(bookings).values(chunk));
}

/** Team members of the demo suppliers who own enquiries and write notes; they do not sign in. */
const demoTeammates = [
  {
    id: 'demo-user-sam-carter',
    supplierId: 'demo-old-barn',
    email: 'sam.carter@oldbarn.example',
    firstName: 'Sam',
    lastName: 'Carter',
    country: 'GB',
    locale: 'en-GB',
    currency: 'GBP',
  },
  {
    id: 'demo-user-priya-shah',
    supplierId: 'demo-old-barn',
    email: 'priya.shah@oldbarn.example',
    firstName: 'Priya',
    lastName: 'Shah',
    country: 'GB',
    locale: 'en-GB',
    currency: 'GBP',
  },
  {
    id: 'demo-user-lena-wolf',
    supplierId: 'demo-lichtblick',
    email: 'lena.wolf@lichtblick.example',
    firstName: 'Lena',
    lastName: 'Wolf',
    country: 'DE',
    locale: 'de-DE',
    currency: 'EUR',
  },
] as const;

/** @internal */
export const demoInboxes: readonly Omit<DemoInbox, 'teamUserIds'>[] = [
  {
    supplierId: 'demo-old-barn',
    idPrefix: 'oldbarn',
    market: 'GB',
    currency: 'GBP',
    locale: 'en-GB',
    count: 140,
    budgets: [
      [5_000, 10_000],
      [10_000, 15_000],
      [15_000, 20_000],
      [20_000, 40_000],
    ],
    payPerEnquiryShare: 0,
    seed: 20240115,
  },
  {
    supplierId: 'demo-lichtblick',
    idPrefix: 'lichtblick',
    market: 'DE',
    currency: 'EUR',
    locale: 'de-DE',
    count: 85,
    budgets: [
      [1_000, 2_000],
      [2_000, 3_000],
      [3_000, 5_000],
    ],
    payPerEnquiryShare: 0.3,
    seed: 20240301,
  },
  {
    supplierId: 'demo-petal-stem',
    idPrefix: 'petalstem',
    market: 'GB',
    currency: 'GBP',
    locale: 'en-GB',
    count: 45,
    budgets: [
      [500, 1_000],
      [1_000, 2_000],
      [2_000, 4_000],
    ],
    payPerEnquiryShare: 0,
    seed: 20240305,
  },
];

/** The demo suppliers' teams and a year of enquiries up to `now` (after seedDemo's suppliers exist). */
export async function seedDemoEnquiries(db: Db, now: Date): Promise<void> {
  for (const { supplierId, ...user } of demoTeammates) {
    await db.insert(users).values({ ...user, name: `${user.firstName} ${user.lastName}` });
    await db.insert(supplierUsers).values({ supplierId, userId: user.id, role: 'editor' });
  }
  for (const inbox of demoInboxes) {
    // the owner (admin) first, then the teammates by id: the same order on every run
    const team = await db
      .select({ userId: supplierUsers.userId })
      .from(supplierUsers)
      .where(eq(supplierUsers.supplierId, inbox.supplierId))
      .orderBy(asc(supplierUsers.role), asc(supplierUsers.userId));
    await insertDemoEnquiries(db, buildDemoEnquiries({ ...inbox, teamUserIds: team.map((m) => m.userId) }, now));
  }
}
