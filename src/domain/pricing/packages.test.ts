import { describe, expect, it } from 'vitest';
import { comparePackages, orderOf, packageInclusionsFor, packageInputSchemaFor } from './packages.ts';

describe('packages', () => {
  it('sorts by order then price (spec section 9)', () => {
    const list = [
      { name: 'C', order: 1, price: 100 },
      { name: 'B', order: 0, price: 5000 },
      { name: 'A', order: 0, price: 2000 },
      { name: 'D', order: 1, price: 100 },
    ];
    expect([...list].sort(comparePackages).map((p) => p.name)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('offers the inclusions of the trade, the general list to trades without one', () => {
    expect(packageInclusionsFor('venue')).toContain('weddingBreakfast');
    expect(packageInclusionsFor('photo')).toContain('secondPhotographer');
    expect(packageInclusionsFor('entertainment')).toEqual(packageInclusionsFor('music'));
    expect(packageInclusionsFor('florist')).toEqual(packageInclusionsFor('unknown'));
  });

  it('parses a package: trims, keeps inclusions in list order, ranges min ≤ max', () => {
    const parsed = packageInputSchemaFor('photo').parse({
      name: ' Full day ',
      price: 180000,
      included: ['printedAlbum', 'onlineGallery'],
      hoursMin: 8,
      hoursMax: 10,
    });
    expect(parsed).toEqual({
      name: 'Full day',
      description: '',
      price: 180000,
      included: ['onlineGallery', 'printedAlbum'],
      guestsMin: null,
      guestsMax: null,
      hoursMin: 8,
      hoursMax: 10,
    });
  });

  it('refuses a blank name, a negative or fractional price, a foreign inclusion and min above max', () => {
    const errors = (input: object) =>
      Object.fromEntries(
        packageInputSchemaFor('photo')
          .safeParse(input)
          .error!.issues.map((i) => [i.path.join('.'), i.message]),
      );
    expect(errors({ name: ' ', price: 12.5, included: ['weddingBreakfast'] })).toEqual({
      name: 'validation:required',
      price: 'pricing:errors.amount',
      included: 'pricing:errors.included',
    });
    expect(errors({ name: 'Day', price: -1 })).toEqual({ price: 'pricing:errors.amount' });
    expect(errors({ name: 'Day', price: 100, guestsMin: 100, guestsMax: 50, hoursMin: 3, hoursMax: 2 })).toEqual({
      guestsMax: 'pricing:errors.minAboveMax',
      hoursMax: 'pricing:errors.minAboveMax',
    });
  });

  it('accepts a reorder only of every existing id once', () => {
    expect(orderOf(['b', 'a'], ['a', 'b'])).toEqual(
      new Map([
        ['b', 0],
        ['a', 1],
      ]),
    );
    expect(orderOf(['a'], ['a', 'b'])).toBeNull();
    expect(orderOf(['a', 'a'], ['a', 'b'])).toBeNull();
    expect(orderOf(['a', 'c'], ['a', 'b'])).toBeNull();
  });
});
