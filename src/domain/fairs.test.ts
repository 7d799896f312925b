import { describe, expect, it } from 'vitest';
import { fieldErrors } from './form-errors.ts';
import { fairInputSchema } from './fairs-api.ts';
import { isPastFair, normaliseFairDates, sortFairs } from './fairs.ts';

describe('wedding fairs', () => {
  it('are sorted by first date (section 9), then by name', () => {
    const fairs = [
      { name: 'B', dates: ['2027-05-01'] },
      { name: 'A', dates: ['2027-05-01', '2027-05-02'] },
      { name: 'C', dates: ['2026-11-30'] },
    ];
    expect(sortFairs(fairs).map((f) => f.name)).toEqual(['C', 'A', 'B']);
  });

  it('are past once their last day is over, not on it', () => {
    const today = '2026-11-26';
    expect(isPastFair({ dates: ['2026-11-25', '2026-11-26'] }, today)).toBe(false);
    expect(isPastFair({ dates: ['2026-11-24', '2026-11-25'] }, today)).toBe(true);
  });

  it('keep each day once, in order', () => {
    expect(normaliseFairDates(['2027-03-07', '2027-03-06', '2027-03-07'])).toEqual(['2027-03-06', '2027-03-07']);
  });

  it('need a name, a description and at least one real day (section 5)', () => {
    const errors = (input: object) => {
      const result = fairInputSchema.safeParse(input);
      return result.success ? {} : fieldErrors(result.error);
    };
    expect(errors({ name: '', description: ' ', dates: [] })).toEqual({
      name: 'fairs:errors.name',
      description: 'fairs:errors.description',
      dates: 'fairs:errors.dates',
    });
    expect(errors({ name: 'Show', description: 'Stand 4', dates: ['2027-02-29'] })).toEqual({
      'dates.0': 'fairs:errors.date',
    });
    expect(errors({ name: 'Show', description: 'Stand 4', dates: ['2028-02-29'] })).toEqual({});
  });
});
