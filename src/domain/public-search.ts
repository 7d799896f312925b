import type { CategoryValue } from './categories.ts';
import { isCountryCode, type CountryCode } from './countries.ts';
import { regionsByCountry } from './locations/regions.ts';
import { categoryOfPathSlug } from './public-profile.ts';
import { categoryPathSlugs, slugify } from './profile-url.ts';

/**
 * Issue 14: the portal's public search results page, `/search/{country}/{wedding-category}/{county}`
 * (`/search/de/wedding-photographers/berlin?q=schloss`): the suppliers of a category found in a county, in
 * the ranking engine's order, each appearance counted (searchAppeared). Country lower case, the category
 * as the profile links write it, the county as a slug of its name.
 */

/** Results per page. */
export const searchPageSize = 20;
/**
 * A page number past this is no search a couple makes (and bounds the work of one request).
 * @internal
 */
export const maxSearchPage = 50;

export interface SearchPlace {
  countryCode: CountryCode;
  category: CategoryValue;
  county: string;
}

/** @internal */
export const countySlug = (county: string): string => slugify(county);

/** The place of a search page's path segments; null when one of them is not known. */
export function searchPlaceOf(segments: { country: string; category: string; county: string }): SearchPlace | null {
  const countryCode = segments.country.toUpperCase();
  if (segments.country !== countryCode.toLowerCase() || !isCountryCode(countryCode)) return null;
  const category = categoryOfPathSlug(segments.category);
  const county = regionsByCountry[countryCode].find((name) => countySlug(name) === segments.county);
  return category && county ? { countryCode, category, county } : null;
}

/** The path of a search page (page 1 without its number, no keyword without q). */
export function searchPagePath(place: SearchPlace, keyword: string | null = null, page = 1): string {
  const query = new URLSearchParams();
  if (keyword) query.set('q', keyword);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `/search/${place.countryCode.toLowerCase()}/${categoryPathSlugs[place.category]}/${countySlug(place.county)}${search ? `?${search}` : ''}`;
}

/**
 * The page number asked for: a whole number from 1 to `maxSearchPage`, 1 for anything else (a couple never gets a 400).
 */
export function searchPageNumber(raw: unknown): number {
  const page = typeof raw === 'string' && /^\d{1,3}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 && page <= maxSearchPage ? page : 1;
}
