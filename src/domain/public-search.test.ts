import { describe, expect, it } from 'vitest';
import { countries } from './countries.ts';
import { regionsByCountry } from './locations/regions.ts';
import { countySlug, maxSearchPage, searchPageNumber, searchPagePath, searchPlaceOf } from './public-search.ts';

describe('the public search page address', () => {
  it('reads a place and writes it back', () => {
    const place = searchPlaceOf({ country: 'de', category: 'wedding-photographers', county: 'baden-wurttemberg' });
    expect(place).toEqual({ countryCode: 'DE', category: 'photo', county: 'Baden-Württemberg' });
    expect(searchPagePath(place!)).toBe('/search/de/wedding-photographers/baden-wurttemberg');
    expect(searchPagePath(place!, 'schloss über', 2)).toBe(
      '/search/de/wedding-photographers/baden-wurttemberg?q=schloss+%C3%BCber&page=2',
    );
  });

  it.each([
    ['an unknown country', { country: 'xx', category: 'wedding-venues', county: 'kent' }],
    ['an upper-case country', { country: 'GB', category: 'wedding-venues', county: 'kent' }],
    ['an unknown category', { country: 'gb', category: 'wedding-dragons', county: 'kent' }],
    ['a county of another market', { country: 'gb', category: 'wedding-venues', county: 'berlin' }],
  ])('refuses %s', (_case, segments) => {
    expect(searchPlaceOf(segments)).toBeNull();
  });

  it('gives every county of a market its own slug', () => {
    for (const country of countries) {
      const slugs = regionsByCountry[country].map(countySlug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it.each([
    ['2', 2],
    [String(maxSearchPage), maxSearchPage],
    [String(maxSearchPage + 1), 1],
    ['0', 1],
    ['-1', 1],
    ['1.5', 1],
    [undefined, 1],
    [['2', '3'], 1],
  ])('page %j is %i', (raw, page) => {
    expect(searchPageNumber(raw)).toBe(page);
  });
});
