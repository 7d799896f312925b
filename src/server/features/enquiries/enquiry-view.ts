import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { budgetRangeLabel } from '../../../domain/enquiries/budget.ts';
import type { EnquiryDetail, EnquiryListItem, EnquiryNote, WeddingSummary } from '../../../domain/enquiries/inbox.ts';
import {
  isEnquiryLocked,
  redactLockedEnquiry,
  type LockEnquiry,
  type LockSupplier,
} from '../../../domain/enquiries/locking.ts';
import {
  enquiryPageSize,
  hasMark,
  type EnquiryProgressState,
  type OwnerFilter,
  type StatusView,
} from '../../../domain/enquiries/progress.ts';
import { uiLocaleFor, type Locale } from '../../../domain/locales.ts';
import { canUseFeature } from '../../access/feature-gate.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import { alias, type PgColumn, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { jsonArrayRow, type JsonArrayRow } from '../../db/json-array-row.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { enquiries, enquiryNotes, enquirySpamScores, users, weddings } from '../../db/schema/index.ts';
import type { SpamScoreView } from '../../../domain/enquiries/spam-api.ts';
import { readTier } from '../../../domain/tiers.ts';
import { preferredLocationsOf } from '../../../domain/enquiries/preferred-locations.ts';
import { readAdditionalAreas } from '../boosts/counties.ts';
import { listFilterSql, nextInViewSql, viewPlaceholders, type ViewValues } from './views-sql.ts';

export type EnquiryRow = typeof enquiries.$inferSelect;

const e = enquiries;
/**
 * The enquiry columns the list shows: a page reads neither the couple's message nor what only the open enquiry shows.
 */
const listedEnquiryColumns = {
  id: e.id,
  createdAt: e.createdAt,
  source: e.source,
  partnerName1: e.partnerName1,
  partnerName2: e.partnerName2,
  email: e.email,
  phone: e.phone,
  weddingDate: e.weddingDate,
  weddingDatePicker: e.weddingDatePicker,
  guestsEstimate: e.guestsEstimate,
  budgetMatch: e.budgetMatch,
  progress: e.progress,
  statuses: e.statuses,
  timestamps: e.timestamps,
  enquiryRead: e.enquiryRead,
  notesCount: e.notesCount,
  revealed: e.revealed,
  isPayPerEnquiry: e.isPayPerEnquiry,
  spam: e.spam,
};
type ListedEnquiry = Pick<EnquiryRow, keyof typeof listedEnquiryColumns>;

/**
 * The owner's name and the wedding's budget and counties as a JSON array row has them (`jsonArrayRow`): the owner's are
 * null without one.
 */
export interface OwnerAndBudget {
  ownerFirstName: string | null;
  ownerLastName: string | null;
  ownerEmail: string | null;
  budgetMin: number | null;
  budgetMax: number | null;
  currency: string;
  venueCounties: string[];
}

/** Their columns, in the joins of `selectEnquiryRows`: the list's and the CSV export's rows read them. */
export const ownerAndBudgetColumns = {
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  ownerEmail: users.email,
  budgetMin: weddings.budgetMin,
  budgetMax: weddings.budgetMax,
  currency: weddings.currency,
  venueCounties: weddings.venueCounties,
} satisfies Record<keyof OwnerAndBudget, PgColumn>;

/**
 * A listed enquiry as its JSON array row has it: the columns above (a time as its ISO text), its owner and its
 * wedding's budget.
 */
interface ListedRow extends Omit<ListedEnquiry, 'createdAt'>, OwnerAndBudget {
  createdAt: string;
  ownerId: string | null;
}

const listedRow = jsonArrayRow<ListedRow>({ ...listedEnquiryColumns, ...ownerAndBudgetColumns, ownerId: users.id });

/**
 * What a list item is made of: the enquiry, its owner and its wedding's budget (an open enquiry's row has all of it).
 */
export interface ListedSelection {
  enquiry: ListedEnquiry;
  owner: SelectedEnquiry['owner'];
  wedding: Pick<SelectedEnquiry['wedding'], 'budgetMin' | 'budgetMax' | 'currency' | 'venueCounties'>;
}

function listedSelectionOf(row: ListedRow): ListedSelection {
  const owner =
    row.ownerId === null
      ? null
      : {
          id: row.ownerId,
          firstName: row.ownerFirstName ?? '',
          lastName: row.ownerLastName ?? '',
          email: row.ownerEmail ?? '',
        };
  return { enquiry: { ...row, createdAt: new Date(row.createdAt) }, owner, wedding: row };
}

/**
 * What the list and the open enquiry read besides the enquiry: its owner's name and the wedding's budget and places.
 */
const ownerAndWedding = {
  owner: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
  wedding: {
    budgetMin: weddings.budgetMin,
    budgetMax: weddings.budgetMax,
    currency: weddings.currency,
    venueCounties: weddings.venueCounties,
    tags: weddings.tags,
  },
};

const noteAuthor = alias(users, 'note_author');

/** A note as the open enquiry's statement reads it, in a JSON array (`notesOfEnquiry`). */
interface NoteJson {
  id: string;
  text: string;
  createdAt: string;
  authorId: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

/**
 * The enquiry's notes with their authors, oldest first, as a JSON array in the same statement as the enquiry (one round
 * trip, not two).
 */
const notesOfEnquiry = sql<NoteJson[]>`coalesce((
  select json_agg(json_build_object('id', ${enquiryNotes.id}, 'text', ${enquiryNotes.text}, 'createdAt', ${enquiryNotes.createdAt},
    'authorId', ${noteAuthor.id}, 'firstName', ${noteAuthor.firstName}, 'lastName', ${noteAuthor.lastName}, 'email', ${noteAuthor.email})
    order by ${enquiryNotes.createdAt}, ${enquiryNotes.id})
  from ${enquiryNotes} left join ${users} ${noteAuthor} on ${noteAuthor.id} = ${enquiryNotes.authorId}
  where ${enquiryNotes.enquiryId} = ${enquiries.id}), '[]'::json)`;

export function notesOf(rows: NoteJson[]): EnquiryNote[] {
  return rows.map((note) => ({
    id: note.id,
    text: note.text,
    createdAt: new Date(note.createdAt).toISOString(),
    author:
      note.authorId === null
        ? null
        : {
            id: note.authorId,
            name: personName({
              firstName: note.firstName ?? '',
              lastName: note.lastName ?? '',
              email: note.email ?? '',
            }),
          },
  }));
}

/** The enquiry's spam score in the same statement (null before scoring existed). */
const spamScoreOfEnquiry = sql<SpamScoreView | null>`(
  select json_build_object('score', ${enquirySpamScores.score}, 'reasons', ${enquirySpamScores.reasons})
  from ${enquirySpamScores} where ${enquirySpamScores.enquiryId} = ${enquiries.id})`;

/** An open enquiry: its row, its notes and its spam score. */
export type OpenedEnquiry = SelectedEnquiry & { notes: NoteJson[]; spamScore: SpamScoreView | null };

export interface SelectedEnquiry<E = EnquiryRow> {
  enquiry: E;
  owner: { id: string; firstName: string; lastName: string; email: string } | null;
  wedding: {
    budgetMin: number | null;
    budgetMax: number | null;
    currency: string;
    venueCounties: string[];
    tags: string[];
  };
}

/**
 * The base query of an open enquiry: the enquiry's `selection`, its owner and its wedding; callers add where and limit.
 */
function selectEnquiries<S extends SelectedFields>(db: Db, selection: S) {
  return db
    .select({ ...ownerAndWedding, ...selection })
    .from(enquiries)
    .innerJoin(weddings, eq(weddings.id, enquiries.weddingId))
    .leftJoin(users, eq(users.id, enquiries.ownerId));
}

/**
 * The same joins with one JSON array per enquiry (`jsonArrayRow`) of their columns: the list's and the CSV export's
 * base query.
 */
export function selectEnquiryRows(db: Db, row: JsonArrayRow<unknown>) {
  return db
    .select({ row: row.sql })
    .from(enquiries)
    .innerJoin(weddings, eq(weddings.id, enquiries.weddingId))
    .leftJoin(users, eq(users.id, enquiries.ownerId));
}

export const newestFirst = [desc(enquiries.createdAt), desc(enquiries.id)];

const paged = alias(enquiries, 'paged');

/**
 * One page of a view, newest first: a statement prepared per view and kind of owner filter (its text
 * differs by both), filled with the view's values and the page's offset. The page's ids are chosen first and only
 * their rows joined and written as JSON: skipping 980 rows for page 50 reads their index entries, not their answers.
 */
export async function selectListPage(
  db: Db,
  view: StatusView,
  ownerKind: OwnerFilter['kind'],
  values: ViewValues,
  offset: number,
): Promise<ListedSelection[]> {
  const statement = preparedOnce(db, `inbox-list-${view}-${ownerKind}`, (name) =>
    selectEnquiryRows(db, listedRow)
      .where(
        inArray(
          enquiries.id,
          db
            .select({ id: paged.id })
            .from(paged)
            .where(listFilterSql(view, ownerKind, viewPlaceholders, paged))
            .orderBy(desc(paged.createdAt), desc(paged.id))
            .limit(enquiryPageSize)
            .offset(sql.placeholder('offset')),
        ),
      )
      .orderBy(...newestFirst)
      .prepare(name),
  );
  const rows = await statement.execute({ ...values, offset });
  return rows.map(({ row }) => listedSelectionOf(listedRow.decode(row)));
}

export async function findEnquiry(db: Db, supplierId: string, enquiryId: string): Promise<OpenedEnquiry | undefined> {
  const [row] = await selectEnquiries(db, { enquiry: enquiries, notes: notesOfEnquiry, spamScore: spamScoreOfEnquiry })
    .where(and(eq(enquiries.supplierId, supplierId), eq(enquiries.id, enquiryId)))
    .limit(1);
  return row;
}

/**
 * findEnquiry plus `next`, the id of the enquiry after it in its view (views-sql.ts `nextInViewSql`),
 * in one statement, prepared per view and kind of owner filter like the list's.
 */
export async function findEnquiryAndNext(
  db: Db,
  enquiryId: string,
  view: StatusView,
  ownerKind: OwnerFilter['kind'],
  values: ViewValues,
): Promise<(OpenedEnquiry & { next: string | null }) | undefined> {
  const statement = preparedOnce(db, `inbox-open-${view}-${ownerKind}`, (name) =>
    selectEnquiries(db, {
      enquiry: enquiries,
      notes: notesOfEnquiry,
      spamScore: spamScoreOfEnquiry,
      next: nextInViewSql(view, ownerKind, viewPlaceholders),
    })
      .where(and(eq(enquiries.supplierId, viewPlaceholders.supplierId), eq(enquiries.id, sql.placeholder('enquiryId'))))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ ...values, enquiryId });
  return row;
}

export function lockSupplierOf(supplier: SupplierAccess['supplier']): LockSupplier {
  return { tier: readTier(supplier.tier), payPerEnquiry: supplier.payPerEnquiry };
}

export function personName(person: { firstName: string; lastName: string; email: string }): string {
  return `${person.firstName} ${person.lastName}`.trim() || person.email;
}

/** The name of a person read through a left join (an inviter, an auditor whose account is gone): '' without one. */
export function joinedPersonName(person: {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}): string {
  return person.email === null
    ? ''
    : personName({ firstName: person.firstName ?? '', lastName: person.lastName ?? '', email: person.email });
}

export function progressStateOf(enquiry: EnquiryRow): EnquiryProgressState {
  return {
    progress: enquiry.progress,
    statuses: enquiry.statuses,
    timestamps: enquiry.timestamps,
    enquiryRead: enquiry.enquiryRead,
  };
}

/** The couple's budget in the reader's locale ("£5k–£10k", de-DE "5.000 € – 10.000 €"); null without one. */
export function weddingBudgetLabel(
  wedding: Pick<SelectedEnquiry['wedding'], 'budgetMin' | 'budgetMax' | 'currency'>,
  locale: Locale,
): string | null {
  if (wedding.budgetMax === null) return null;
  return budgetRangeLabel({ min: wedding.budgetMin ?? 0, max: wedding.budgetMax }, wedding.currency, locale);
}

/**
 * The couple's counties show from the "preferred locations" tier (lite), the venue styles from the "venue enquiries"
 * tier (docs/decisions/enquiries.md, "Preferred locations" and "Premium enquiries and venue enquiries").
 */
export function weddingSummaryOf(
  wedding: SelectedEnquiry['wedding'],
  rules: Pick<ViewRules, 'yourAreas' | 'showVenueSearch' | 'locale'>,
): WeddingSummary {
  return {
    venueCounties: rules.yourAreas === null ? [] : wedding.venueCounties,
    venueTags: rules.showVenueSearch ? wedding.tags : [],
    budgetRangeLabel: weddingBudgetLabel(wedding, rules.locale),
  };
}

/**
 * How the viewer may see rows: whether they are locked (pay-per-enquiry) and which tier-gated parts
 * show: the source, the budget match ("premium enquiries"), the couple's counties ("preferred locations") and venue
 * styles ("venue enquiries").
 */
export interface ViewRules {
  lock: LockSupplier;
  showSource: boolean;
  showBudgetMatch: boolean;
  showVenueSearch: boolean;
  /**
   * Where the supplier is found (its own county and its running boosted ones) when the couple's counties show
   * ("preferred locations"); null when they do not.
   */
  yourAreas: readonly string[] | null;
  /** The viewer's language: the budget label is written in it. */
  locale: Locale;
}

/** The view rules of the viewer; the supplier's boosted counties are read only when its tier shows the counties. */
export async function viewRulesFor(db: Db, access: SupplierAccess, now: Date): Promise<ViewRules> {
  const yourAreas = canUseFeature(access, 'preferredLocations')
    ? [...access.supplier.adminArea.slice(0, 1), ...(await readAdditionalAreas(db, access.supplier.id, now))]
    : null;
  return {
    lock: lockSupplierOf(access.supplier),
    showSource: canUseFeature(access, 'source'),
    showBudgetMatch: canUseFeature(access, 'premiumEnquiries'),
    showVenueSearch: canUseFeature(access, 'venueEnquiries'),
    yourAreas,
    locale: uiLocaleFor(access.user.locale),
  };
}

export function isLocked(enquiry: LockEnquiry, rules: Pick<ViewRules, 'lock'>): boolean {
  return isEnquiryLocked({ supplier: rules.lock, enquiry });
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function toListItem({ enquiry: e, owner, wedding }: ListedSelection, rules: ViewRules): EnquiryListItem {
  const locked = isLocked(e, rules);
  const item: EnquiryListItem = {
    id: e.id,
    createdAt: e.createdAt.toISOString(),
    source: rules.showSource ? e.source : null,
    partnerName1: e.partnerName1,
    partnerName2: e.partnerName2,
    email: e.email,
    phone: e.phone,
    weddingDate: e.weddingDate,
    weddingDateDatePicker: e.weddingDatePicker,
    guests: { estimate: e.guestsEstimate },
    budgetRangeLabel: weddingBudgetLabel(wedding, rules.locale),
    budgetMatch: rules.showBudgetMatch ? e.budgetMatch : null,
    preferredLocations: rules.yourAreas === null ? null : preferredLocationsOf(wedding.venueCounties, rules.yourAreas),
    progress: e.progress,
    statuses: e.statuses,
    timestamps: e.timestamps,
    important: hasMark(e, 'important'),
    dismissed: hasMark(e, 'dismissed'),
    enquiryRead: e.enquiryRead,
    owner: owner ? { id: owner.id, name: personName(owner) } : null,
    notesCount: e.notesCount,
    locked,
    revealed: e.revealed,
    isPayPerEnquiry: e.isPayPerEnquiry,
    spam: e.spam,
  };
  return locked ? redactLockedEnquiry(item) : item;
}

export function toDetail(
  row: SelectedEnquiry & { spamScore: SpamScoreView | null },
  notes: EnquiryNote[],
  rules: ViewRules,
): EnquiryDetail {
  const e = row.enquiry;
  const detail: EnquiryDetail = {
    ...toListItem(row, rules),
    wedding: e.weddingId,
    user: e.coupleId,
    message: e.message,
    guestsInitialTarget: e.guestsInitialTarget,
    contactedCoupleTime: iso(e.contactedCoupleTime),
    notes,
    spamScore: row.spamScore,
  };
  return detail.locked ? redactLockedEnquiry(detail) : detail;
}
