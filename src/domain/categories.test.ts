import { describe, expect, it } from 'vitest';
import { categories, categoryValues, isCategoryValue, isVenue } from './categories.ts';

// Spec section 1, in spec order.
const specTable = [
  ['Venues', 'venue'],
  ['Photographers', 'photo'],
  ['Florists', 'florist'],
  ['Videographers', 'video'],
  ['Catering', 'catering'],
  ['Wedding Dress and Accessories', 'dress'],
  ['Music', 'music'],
  ['Entertainment', 'entertainment'],
  ['Cakes', 'cakes'],
  ['Stationery', 'stationery'],
  ['Beauty Hair and Make-Up', 'beauty'],
  ['Menswear', 'menswear'],
  ['Wedding Rings and Jewellery', 'jewellery'],
  ['Transport', 'transport'],
  ['Decoration and Hire', 'decoration'],
  ['Planners Toastmasters and Celebrants', 'planners'],
  ['Marquee Hire', 'marquee'],
] as const;

describe('categories', () => {
  it('are the 17 rows of the spec in spec order', () => {
    expect(categories.map((c) => [c.name, c.value])).toEqual(specTable);
    expect(categoryValues).toEqual(specTable.map(([, value]) => value));
  });

  it.each(specTable)('%s (%s) is a category value', (_name, value) => {
    expect(isCategoryValue(value)).toBe(true);
  });

  it.each([['Venues'], ['venues'], [''], ['VENUE'], [undefined], [1]])('%s is not a category value', (value) => {
    expect(isCategoryValue(value)).toBe(false);
  });

  it.each(specTable.map(([, value]) => [value, value === 'venue'] as const))('isVenue(%s) is %s', (value, expected) => {
    expect(isVenue(value)).toBe(expected);
  });
});
