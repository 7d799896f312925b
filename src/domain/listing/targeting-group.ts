import type { Season, WeekDay } from '../enquiries/wedding-date.ts';

/**
 * The listing's `targeting` group as stored (template "targeting"), apart from the targeting rules
 * (couple-targeting.ts), so the listing's first screen does not load those.
 */

/** A stored range; null ends are open. */
export interface TargetingRange {
  gte: number | null;
  lte: number | null;
}

/** The listing's `targeting` group as stored ("all" is null). */
export interface Targeting {
  /** Stored budget values (99000 at the cap). */
  targetingBudget: TargetingRange;
  /** Not named by the spec: the guest range beside the budget, same shape. */
  targetingGuests: TargetingRange;
  targetingSeason: Season | null;
  targetingWeekday: WeekDay | null;
  /** One year ({2027, 2027}) or the last option, a year and later ({2029, null}). */
  targetingYear: { gte: number; lte: number | null } | null;
}

export const emptyTargeting = (): Targeting => ({
  targetingBudget: { gte: null, lte: null },
  targetingGuests: { gte: null, lte: null },
  targetingSeason: null,
  targetingWeekday: null,
  targetingYear: null,
});
