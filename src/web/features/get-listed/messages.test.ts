import { describe, expect, it } from 'vitest';
import { categoryValues } from '../../../domain/categories.ts';
import { existingListingReasons } from '../../../domain/get-listed-calls.ts';
import categories from '../../i18n/locales/en-GB/categories.json';
import getListed from '../../i18n/locales/en-GB/getListed.json';

// The other locales are held to en-GB's keys by i18n.test.ts.
describe('get-listed messages', () => {
  it('names every category and no others', () => {
    expect(Object.keys(categories).sort()).toEqual([...categoryValues].sort());
  });

  it('explains every reason an existing listing matched', () => {
    expect(Object.keys(getListed.reasons).sort()).toEqual([...existingListingReasons].sort());
  });
});
