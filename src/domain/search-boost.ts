import { defaultCurrency, isCurrencyCode, type CurrencyCode } from './countries.ts';

/** Search boost values and their labels (spec section 3). */
export const searchBoostValues = [100, 80, 50] as const;
export type SearchBoostValue = (typeof searchBoostValues)[number];

const labels: Record<SearchBoostValue, string> = {
  100: 'TopSpot TOP1',
  80: 'TopSpot TOP2',
  50: 'TopSpot TOP3',
};

function isSearchBoostValue(value: unknown): value is SearchBoostValue {
  return typeof value === 'number' && (searchBoostValues as readonly number[]).includes(value);
}

export function boostLabel(value: number): string | null {
  return isSearchBoostValue(value) ? labels[value] : null;
}

/**
 * A boost counts as active only when its flag is exactly true.
 * @internal
 */
export function isBoostActive(flag: boolean | null | undefined): boolean {
  return flag === true;
}

/** The search-boost fields of the supplier admin object. */
export interface SearchBoostFields {
  searchBoost: number;
  searchBoostActive: boolean;
  searchBoostForType: number;
  searchBoostForTypeActive: boolean;
  /** The venue type the type-specific boost applies to. */
  searchBoostType: string | null;
}

export type SearchBoostMode =
  | { mode: 'generic'; value: SearchBoostValue }
  | { mode: 'type'; value: SearchBoostValue; venueType: string }
  | { mode: 'none' };

/**
 * Spec section 4 "Search boost": only one mode is on at a time. Generic boost removes the type boost
 * and its type; type boost sets the generic boost to 0 and its flag off; none clears both.
 */
export function applySearchBoost(choice: SearchBoostMode): SearchBoostFields {
  const cleared: SearchBoostFields = {
    searchBoost: 0,
    searchBoostActive: false,
    searchBoostForType: 0,
    searchBoostForTypeActive: false,
    searchBoostType: null,
  };
  switch (choice.mode) {
    case 'generic':
      return { ...cleared, searchBoost: choice.value, searchBoostActive: true };
    case 'type':
      return {
        ...cleared,
        searchBoostForType: choice.value,
        searchBoostForTypeActive: true,
        searchBoostType: choice.venueType,
      };
    case 'none':
      return cleared;
  }
}

/**
 * The mode in force, read back from stored fields; a boost whose flag is off does not count.
 * @internal
 */
export function currentSearchBoost(fields: SearchBoostFields): SearchBoostMode {
  if (isBoostActive(fields.searchBoostActive) && isSearchBoostValue(fields.searchBoost)) {
    return { mode: 'generic', value: fields.searchBoost };
  }
  if (
    isBoostActive(fields.searchBoostForTypeActive) &&
    isSearchBoostValue(fields.searchBoostForType) &&
    fields.searchBoostType
  ) {
    return { mode: 'type', value: fields.searchBoostForType, venueType: fields.searchBoostType };
  }
  return { mode: 'none' };
}

/**
 * A bought boost (issue 11, the TopSpot positions): one payment for `boostDays`, no renewal; the boost
 * counts while its flag is on and its period runs (an admin's boost has no end). Prices are the decision
 * of docs/decisions/boosts.md, "Boost prices" (the spec leaves them open), in minor units.
 */
export const boostDays = 30;

const boostPrices: Record<CurrencyCode, Record<SearchBoostValue, number>> = {
  GBP: { 100: 199_00, 80: 149_00, 50: 99_00 },
  EUR: { 100: 229_00, 80: 169_00, 50: 119_00 },
  CHF: { 100: 229_00, 80: 169_00, 50: 119_00 },
  PLN: { 100: 999_00, 80: 749_00, 50: 499_00 },
  USD: { 100: 259_00, 80: 199_00, 50: 129_00 },
  RUB: { 100: 19_900_00, 80: 14_900_00, 50: 9_900_00 },
};

export function boostPrice(value: SearchBoostValue, currency: string): { amount: number; currency: CurrencyCode } {
  const code = isCurrencyCode(currency) ? currency : defaultCurrency;
  return { amount: boostPrices[code][value], currency: code };
}

/** A stored boost counts while its flag is on and, when it has an end (a bought one), before it. */
export function runningSearchBoost(
  fields: SearchBoostFields & { searchBoostEndsAt: Date | null },
  now: Date,
): SearchBoostMode {
  if (fields.searchBoostEndsAt !== null && fields.searchBoostEndsAt <= now) return { mode: 'none' };
  return currentSearchBoost(fields);
}

/** A badge of the Supplier (spec: badges): a running TopSpot boost, with the spec's label. */
interface SupplierBadge {
  type: 'topSpot';
  value: SearchBoostValue;
  label: string;
}

/** The supplier's badges now: its running TopSpot boost's, generic or for a venue type; none without one. */
export function supplierBadgesOf(fields: SearchBoostFields & { searchBoostEndsAt: Date | null }, now: Date) {
  const boost = runningSearchBoost(fields, now);
  return boost.mode === 'none'
    ? []
    : [{ type: 'topSpot', value: boost.value, label: labels[boost.value] } satisfies SupplierBadge];
}

export type BoostChoice = Exclude<SearchBoostMode, { mode: 'none' }>;

/** The slot a boost takes in search: its position, generic or for one venue type. */
export const sameSlot = (a: BoostChoice, b: BoostChoice): boolean =>
  a.value === b.value && a.mode === b.mode && (a.mode === 'generic' || a.venueType === (b as typeof a).venueType);

/** The supplier's own boost now, with its end (null: an admin's, without one). */
export interface OwnBoost {
  boost: SearchBoostMode;
  endsAt: Date | null;
}

export type BoostRefusal = 'position-taken' | 'other-boost-running' | 'not-a-venue';

/**
 * Whether a supplier may buy a boost: each position is one slot per category and county (generic, or per
 * venue type), so one another business of its kind there holds is taken; a running boost of its own is
 * extended by buying the same again, and another position waits until it ends (one mode at a time); the
 * boost for a venue type is for venues.
 */
export function boostPurchaseRefusal({
  choice,
  own,
  takenByOthers,
  isVenue,
}: {
  choice: BoostChoice;
  own: OwnBoost;
  takenByOthers: readonly BoostChoice[];
  isVenue: boolean;
}): BoostRefusal | null {
  if (choice.mode === 'type' && !isVenue) return 'not-a-venue';
  // an admin's boost has no end to extend
  if (own.boost.mode !== 'none' && (!sameSlot(own.boost, choice) || own.endsAt === null)) return 'other-boost-running';
  if (takenByOthers.some((taken) => sameSlot(taken, choice))) return 'position-taken';
  return null;
}

/** A boost whose end is a whole period away was bought (or extended) just now: what the payment page waits for. */
export function isFreshlyBought(endsAt: Date, now: Date): boolean {
  return endsAt.getTime() >= now.getTime() + boostDays * 24 * 60 * 60 * 1000 - 60 * 60 * 1000;
}
