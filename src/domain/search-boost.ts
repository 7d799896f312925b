/** Search boost values and their labels (spec section 3). */
export const searchBoostValues = [100, 80, 50] as const;
export type SearchBoostValue = (typeof searchBoostValues)[number];

const labels: Record<SearchBoostValue, string> = {
  100: 'TopSpot TOP1',
  80: 'TopSpot TOP2',
  50: 'TopSpot TOP3',
};

export function isSearchBoostValue(value: unknown): value is SearchBoostValue {
  return typeof value === 'number' && (searchBoostValues as readonly number[]).includes(value);
}

export function boostLabel(value: number): string | null {
  return isSearchBoostValue(value) ? labels[value] : null;
}

/** A boost counts as active only when its flag is exactly true. */
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
      return { ...cleared, searchBoostForType: choice.value, searchBoostForTypeActive: true, searchBoostType: choice.venueType };
    case 'none':
      return cleared;
  }
}

/** The mode in force, read back from stored fields; a boost whose flag is off does not count. */
export function currentSearchBoost(fields: SearchBoostFields): SearchBoostMode {
  if (isBoostActive(fields.searchBoostActive) && isSearchBoostValue(fields.searchBoost)) {
    return { mode: 'generic', value: fields.searchBoost };
  }
  if (isBoostActive(fields.searchBoostForTypeActive) && isSearchBoostValue(fields.searchBoostForType) && fields.searchBoostType) {
    return { mode: 'type', value: fields.searchBoostForType, venueType: fields.searchBoostType };
  }
  return { mode: 'none' };
}
