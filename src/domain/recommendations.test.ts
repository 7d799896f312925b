import { describe, expect, it } from 'vitest';
import { fieldErrors } from './form-errors.ts';
import { nextRecommendationOrder } from './recommendations.ts';
import { supplierSearchQuerySchema } from './recommendations-api.ts';

describe('recommendations', () => {
  it('adds after the highest order so far, whatever gaps removals left', () => {
    expect(nextRecommendationOrder([])).toBe(0);
    expect(nextRecommendationOrder([0, 1, 2])).toBe(3);
    expect(nextRecommendationOrder([4, 0, 9])).toBe(10);
  });

  it('searches by a name of at least two characters', () => {
    const result = supplierSearchQuerySchema.safeParse({ q: ' a ' });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({ q: 'recommendations:errors.searchTooShort' });
    expect(supplierSearchQuerySchema.parse({ q: ' Old Barn ' })).toEqual({ q: 'Old Barn' });
  });
});
