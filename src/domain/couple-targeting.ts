import { budgetCap, budgetStoredAtCap, defaultBudgetRange, fromStoredBudget } from './enquiries/budget.ts';
import {
  isSeason,
  normaliseWeddingDate,
  seasons,
  unknownSeasonError,
  weekDays,
  type Season,
  type WeddingDatePicker,
} from './enquiries/wedding-date.ts';
import { emptyTargeting, type Targeting, type TargetingRange } from './listing/targeting-group.ts';

export { emptyTargeting, type Targeting };

/**
 * Couple targeting (spec "Targeting" and section 9; the screen /couple-targeting): the couples a supplier
 * wants, by budget, guests (tier classic23), season, weekday and year, kept in the listing's `targeting`
 * group. No zod here: the web's first screens import this.
 */

/** The guest-number range of the targeting slider (section 9); its ends are open ("20 or fewer", "260 or more"). */
export const guestRange = { min: 20, max: 260 } as const;

export const targetingSeasons = ['all', ...seasons] as const;
type TargetingSeason = (typeof targetingSeasons)[number];
export const targetingWeekdays = ['all', ...weekDays] as const;
type TargetingWeekday = (typeof targetingWeekdays)[number];

/** The form's season option as stored: "all" is none; anything else unknown is the spec's error. */
export function targetingSeasonOf(option: string): Season | null {
  if (option === 'all') return null;
  if (!isSeason(option)) throw new Error(unknownSeasonError);
  return option;
}

function isTargetingWeekday(option: unknown): option is TargetingWeekday {
  return typeof option === 'string' && (targetingWeekdays as readonly string[]).includes(option);
}

/** The year options (section 9): this year, +1, +2, and +3 "or later". */
export function targetingYearOptions(now: Date): number[] {
  const year = now.getUTCFullYear();
  return [year, year + 1, year + 2, year + 3];
}

/** A chosen year as stored: the last option also takes every later year. */
export function targetingYearOf(year: number, now: Date): NonNullable<Targeting['targetingYear']> {
  return { gte: year, lte: year === targetingYearOptions(now).at(-1) ? null : year };
}

const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const rangeOf = (value: unknown): TargetingRange => {
  const range = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return { gte: finite(range.gte), lte: finite(range.lte) };
};

/** The stored group read defensively (a value of another shape counts as not set). */
export function targetingOf(stored: unknown): Targeting {
  const group = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const year = rangeOf(group.targetingYear);
  const weekday = group.targetingWeekday;
  return {
    targetingBudget: rangeOf(group.targetingBudget),
    targetingGuests: rangeOf(group.targetingGuests),
    targetingSeason: isSeason(group.targetingSeason) ? group.targetingSeason : null,
    targetingWeekday: isTargetingWeekday(weekday) && weekday !== 'all' ? weekday : null,
    targetingYear: year.gte === null ? null : { gte: year.gte, lte: year.lte },
  };
}

/** What the form shows and changes: slider positions and options. */
export interface TargetingChoice {
  budget: [number, number];
  guests: [number, number];
  season: TargetingSeason;
  weekday: TargetingWeekday;
  year: number | 'all';
}

/**
 * The form's start: the stored targeting, the section 9 defaults where nothing is set; a year that has passed reads as
 * all years.
 */
export function targetingChoiceOf(targeting: Targeting, now: Date): TargetingChoice {
  const { targetingBudget: budget, targetingGuests: guests, targetingYear: year } = targeting;
  return {
    budget: [
      fromStoredBudget(budget.gte ?? defaultBudgetRange.min),
      fromStoredBudget(budget.lte ?? defaultBudgetRange.max),
    ],
    guests: [guests.gte ?? guestRange.min, guests.lte ?? guestRange.max],
    season: targeting.targetingSeason ?? 'all',
    weekday: targeting.targetingWeekday ?? 'all',
    year: year && targetingYearOptions(now).includes(year.gte) ? year.gte : 'all',
  };
}

/**
 * The save and preview calls' body; the guest range only where the tier has guest targeting (else the stored one is
 * kept).
 */
export function targetingBodyOf(choice: TargetingChoice, withGuests: boolean) {
  return {
    targetingBudget: { gte: choice.budget[0], lte: choice.budget[1] },
    ...(withGuests ? { targetingGuests: { gte: choice.guests[0], lte: choice.guests[1] } } : {}),
    targetingSeason: choice.season,
    targetingWeekday: choice.weekday,
    targetingYear: choice.year === 'all' ? null : choice.year,
  };
}

/** What targeting looks at of a couple's wedding; null is not known yet. */
export interface TargetedWedding {
  picker: WeddingDatePicker | null;
  guests: number | null;
  /** Stored budget values (99000 at the cap). */
  budgetMin: number | null;
  budgetMax: number | null;
}

/** Within the range, its ends open at the slider's ends (lowest: no lower bound; highest: no upper bound). */
function inRange(value: number, range: TargetingRange, lowest: number, highest: number): boolean {
  const above = range.gte === null || range.gte <= lowest || value >= range.gte;
  const below = range.lte === null || range.lte >= highest || value <= range.lte;
  return above && below;
}

/**
 * Whether a wedding fits every set criterion (docs/decisions/couple-targeting.md): the couple's budget
 * range overlaps the targeted one; the guests, the season (of the month when known), the weekday and the
 * year fall inside theirs. What the couple has not decided never excludes them. The guest range counts
 * only where the tier has guest targeting.
 */
export function matchesTargeting(targeting: Targeting, wedding: TargetedWedding, withGuests: boolean): boolean {
  const { season, weekDay, year } = wedding.picker
    ? normaliseWeddingDate(wedding.picker)
    : { season: null, weekDay: null, year: null };
  const budgetKnown = wedding.budgetMin !== null || wedding.budgetMax !== null;
  const coupleMax =
    wedding.budgetMax === null || wedding.budgetMax >= budgetCap ? budgetStoredAtCap : wedding.budgetMax;
  const coupleMin = wedding.budgetMin ?? 0;
  const { gte, lte } = targeting.targetingBudget;
  const budgetFits =
    !budgetKnown ||
    (inRange(coupleMax, { gte, lte: null }, 0, budgetCap) && inRange(coupleMin, { gte: null, lte }, 0, budgetCap));
  const guestsFit =
    !withGuests ||
    wedding.guests === null ||
    inRange(wedding.guests, targeting.targetingGuests, guestRange.min, guestRange.max);
  const seasonFits = targeting.targetingSeason === null || season === null || season === targeting.targetingSeason;
  const weekdayFits = targeting.targetingWeekday === null || weekDay === null || weekDay === targeting.targetingWeekday;
  const yearFits =
    targeting.targetingYear === null || year === null || inRange(year, targeting.targetingYear, -Infinity, Infinity);
  return budgetFits && guestsFit && seasonFits && weekdayFits && yearFits;
}
