import { describe, expect, it } from 'vitest';
import { fieldErrors } from './form-errors.ts';
import { targetingInputSchema } from './couple-targeting-api.ts';
import {
  emptyTargeting,
  guestRange,
  matchesTargeting,
  targetingBodyOf,
  targetingChoiceOf,
  targetingOf,
  targetingSeasonOf,
  targetingYearOf,
  targetingYearOptions,
  type Targeting,
  type TargetedWedding,
} from './couple-targeting.ts';
import { undecidedWeddingDate, type WeddingDatePicker } from './enquiries/wedding-date.ts';

const now = new Date('2026-11-26T12:00:00Z');
const day = (year: number, month: number, dayOfMonth: number): WeddingDatePicker => ({
  ...undecidedWeddingDate,
  year,
  month,
  day: dayOfMonth,
  dayUndecided: false,
  monthUndecided: false,
  yearUndecided: false,
});
const wedding = (parts: Partial<TargetedWedding>): TargetedWedding => ({
  picker: null,
  guests: null,
  budgetMin: null,
  budgetMax: null,
  ...parts,
});
const targeting = (parts: Partial<Targeting>): Targeting => ({ ...emptyTargeting(), ...parts });

describe('couple targeting (spec section 9)', () => {
  it('has the guest range 20 to 260 and the years this one to three ahead, the last one open', () => {
    expect(guestRange).toEqual({ min: 20, max: 260 });
    expect(targetingYearOptions(now)).toEqual([2026, 2027, 2028, 2029]);
    expect(targetingYearOf(2027, now)).toEqual({ gte: 2027, lte: 2027 });
    expect(targetingYearOf(2029, now)).toEqual({ gte: 2029, lte: null });
  });

  it('maps season options, all to none, and an unknown season is the spec’s error', () => {
    expect(['all', 'spring', 'summer', 'autumn', 'winter'].map(targetingSeasonOf)).toEqual([
      null,
      'spring',
      'summer',
      'autumn',
      'winter',
    ]);
    expect(() => targetingSeasonOf('monsoon')).toThrow('There is no such season!!');
  });

  it.each([
    [day(2027, 3, 1), 'spring'],
    [day(2027, 5, 31), 'spring'],
    [day(2027, 6, 1), 'summer'],
    [day(2027, 9, 1), 'autumn'],
    [day(2027, 12, 1), 'winter'],
    [day(2027, 2, 28), 'winter'],
    [{ ...undecidedWeddingDate, season: 'autumn' }, 'autumn'],
  ] as const)('matches a season from the month the season starts (%o is %s)', (picker, season) => {
    for (const other of ['spring', 'summer', 'autumn', 'winter'] as const)
      expect(matchesTargeting(targeting({ targetingSeason: other }), wedding({ picker }), false)).toBe(
        other === season,
      );
  });

  it.each([
    [day(2027, 12, 2), 'monThurs'],
    [day(2027, 12, 3), 'friday'],
    [day(2027, 12, 4), 'saturday'],
    [day(2027, 12, 5), 'sunday'],
    [day(2027, 12, 6), 'monThurs'],
    [{ ...undecidedWeddingDate, weekDay: 'friday' }, 'friday'],
  ] as const)('matches a weekday from the day of the week (%o is %s)', (picker, weekday) => {
    for (const other of ['monThurs', 'friday', 'saturday', 'sunday'] as const)
      expect(matchesTargeting(targeting({ targetingWeekday: other }), wedding({ picker }), false)).toBe(
        other === weekday,
      );
  });

  it('maps the budget cap: 40000 is stored as 99000, and 99000 reads back as 40000 on the slider', () => {
    const parsed = targetingInputSchema(now).parse({
      targetingBudget: { gte: 40_000, lte: 40_000 },
      targetingSeason: 'all',
      targetingWeekday: 'all',
      targetingYear: null,
    });
    expect(parsed.targetingBudget).toEqual({ gte: 99_000, lte: 99_000 });
    expect(
      targetingInputSchema(now).parse({
        targetingBudget: { gte: 500, lte: 99_000 },
        targetingSeason: 'all',
        targetingWeekday: 'all',
        targetingYear: null,
      }).targetingBudget,
    ).toEqual({ gte: 500, lte: 99_000 });
    expect(targetingChoiceOf(targeting({ targetingBudget: { gte: 10_000, lte: 99_000 } }), now).budget).toEqual([
      10_000, 40_000,
    ]);
  });

  it('starts the form with the section 9 defaults and sends what it shows', () => {
    const choice = targetingChoiceOf(emptyTargeting(), now);
    expect(choice).toEqual({ budget: [0, 20_000], guests: [20, 260], season: 'all', weekday: 'all', year: 'all' });
    expect(targetingBodyOf(choice, false)).toEqual({
      targetingBudget: { gte: 0, lte: 20_000 },
      targetingSeason: 'all',
      targetingWeekday: 'all',
      targetingYear: null,
    });
    expect(targetingBodyOf({ ...choice, year: 2028 }, true)).toMatchObject({
      targetingGuests: { gte: 20, lte: 260 },
      targetingYear: 2028,
    });
    // a year that has passed reads as all years
    expect(targetingChoiceOf(targeting({ targetingYear: { gte: 2025, lte: 2025 } }), now).year).toBe('all');
  });

  it('reads a stored group of another shape as not set', () => {
    expect(
      targetingOf({
        targetingBudget: 'cheap',
        targetingSeason: 'monsoon',
        targetingWeekday: 'all',
        targetingYear: { lte: 2027 },
      }),
    ).toEqual(emptyTargeting());
    expect(targetingOf(undefined)).toEqual(emptyTargeting());
  });

  it('matches budgets that overlap, with open ends at 0 and at the cap, and never excludes what is undecided', () => {
    const band = targeting({ targetingBudget: { gte: 10_000, lte: 20_000 } });
    expect(matchesTargeting(band, wedding({ budgetMin: 5_000, budgetMax: 10_000 }), false)).toBe(true);
    expect(matchesTargeting(band, wedding({ budgetMin: 2_000, budgetMax: 8_000 }), false)).toBe(false);
    expect(matchesTargeting(band, wedding({ budgetMin: 25_000, budgetMax: 99_000 }), false)).toBe(false);
    expect(
      matchesTargeting(
        targeting({ targetingBudget: { gte: 30_000, lte: 99_000 } }),
        wedding({ budgetMin: 25_000, budgetMax: 99_000 }),
        false,
      ),
    ).toBe(true);
    expect(matchesTargeting(band, wedding({}), false)).toBe(true);
  });

  it('matches guests within the range, its ends open, only where the tier has guest targeting', () => {
    const range = targeting({ targetingGuests: { gte: 50, lte: 120 } });
    expect(matchesTargeting(range, wedding({ guests: 150 }), true)).toBe(false);
    expect(matchesTargeting(range, wedding({ guests: 150 }), false)).toBe(true);
    expect(matchesTargeting(range, wedding({ guests: 80 }), true)).toBe(true);
    expect(
      matchesTargeting(targeting({ targetingGuests: { gte: 100, lte: 260 } }), wedding({ guests: 400 }), true),
    ).toBe(true);
    expect(matchesTargeting(targeting({ targetingGuests: { gte: 20, lte: 60 } }), wedding({ guests: 10 }), true)).toBe(
      true,
    );
  });

  it('matches one year, or the last option and every later one', () => {
    expect(
      matchesTargeting(
        targeting({ targetingYear: { gte: 2027, lte: 2027 } }),
        wedding({ picker: day(2028, 1, 1) }),
        false,
      ),
    ).toBe(false);
    expect(
      matchesTargeting(
        targeting({ targetingYear: { gte: 2029, lte: null } }),
        wedding({ picker: day(2031, 1, 1) }),
        false,
      ),
    ).toBe(true);
    expect(
      matchesTargeting(
        targeting({ targetingYear: { gte: 2029, lte: null } }),
        wedding({ picker: undecidedWeddingDate }),
        false,
      ),
    ).toBe(true);
  });

  it('refuses reversed ranges and unknown options with their keys', () => {
    const errors = (input: object) => {
      const result = targetingInputSchema(now).safeParse({
        targetingBudget: { gte: 0, lte: 20_000 },
        targetingSeason: 'all',
        targetingWeekday: 'all',
        targetingYear: null,
        ...input,
      });
      return result.success ? {} : fieldErrors(result.error);
    };
    expect(errors({})).toEqual({});
    expect(errors({ targetingBudget: { gte: 30_000, lte: 20_000 }, targetingGuests: { gte: 200, lte: 100 } })).toEqual({
      targetingBudget: 'coupleTargeting:errors.budgetReversed',
      targetingGuests: 'coupleTargeting:errors.guestsReversed',
    });
    expect(errors({ targetingSeason: 'monsoon', targetingWeekday: 'midweek', targetingYear: 2030 })).toEqual({
      targetingSeason: 'coupleTargeting:errors.season',
      targetingWeekday: 'coupleTargeting:errors.weekday',
      targetingYear: 'coupleTargeting:errors.year',
    });
    expect(errors({ targetingBudget: { gte: 0.5, lte: 45_000 } })).toEqual({
      'targetingBudget.gte': 'coupleTargeting:errors.budget',
      'targetingBudget.lte': 'coupleTargeting:errors.budget',
    });
  });
});
