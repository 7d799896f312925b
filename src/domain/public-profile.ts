import { categoryValues, type CategoryValue } from './categories.ts';
import { categoryPathSlugs } from './profile-url.ts';

/**
 * The couple-facing profile page's address (`/{wedding-category}/{slug}-{publicId}`, profile-url.ts)
 * read back: the public id decides which supplier it is; the slug and category are cosmetic and a
 * wrong one is redirected to the canonical address.
 */

/** The 17 first path segments the page answers (never one of the portal's own routes). */
export const profileCategoryPathSlugs: readonly string[] = categoryValues.map((c) => categoryPathSlugs[c]);

export function categoryOfPathSlug(pathSlug: string): CategoryValue | null {
  return categoryValues.find((c) => categoryPathSlugs[c] === pathSlug) ?? null;
}

const publicIdPattern = /^[a-z0-9]{1,64}$/i;

/** The public id at the end of `{slug}-{publicId}` (or a bare public id); null when it cannot be one. */
export function publicIdOfProfileSegment(segment: string): string | null {
  const publicId = segment.slice(segment.lastIndexOf('-') + 1);
  return publicIdPattern.test(publicId) ? publicId : null;
}

/**
 * The preview query parameter of the spec ("in preview it carries supplier=true"): the supplier's own look
 * at a public page (the profile, the enquiry widget), never counted as a couple's view.
 */
export const previewParameter = { name: 'supplier', value: 'true' } as const;

export function isPreviewQuery(query: { supplier?: unknown }): boolean {
  return query[previewParameter.name] === previewParameter.value;
}

/** Guests or hours as "50–120", "from 50", "up to 120"; '' when neither end is known. */
export type RangeWords = {
  between: (min: number, max: number) => string;
  from: (min: number) => string;
  upTo: (max: number) => string;
};
export function rangeText(min: number | null, max: number | null, words: RangeWords): string {
  if (min !== null && max !== null) return min === max ? String(min) : words.between(min, max);
  if (min !== null) return words.from(min);
  if (max !== null) return words.upTo(max);
  return '';
}

/**
 * Issue 14: the profile's website and phone links go through the portal, which counts the click
 * (websiteClicked, phoneClicked) and redirects to the supplier's own stored address: the request names
 * only which link, never where to, so the endpoint cannot send anyone elsewhere.
 */
export const profileOutLinks = { website: 'websiteClicked', phone: 'phoneClicked' } as const;
export type ProfileOutLink = keyof typeof profileOutLinks;

export const profileOutPath = (publicId: string, link: ProfileOutLink, preview: boolean): string =>
  `/out/${publicId}/${link}${preview ? '?supplier=true' : ''}`;

/** A tel: link of a stored phone number (its + and digits); null when it holds too few digits to call. */
export function telHref(phone: string | null | undefined): string | null {
  const dialled = (phone ?? '').replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return dialled.replace('+', '').length >= 5 ? `tel:${dialled}` : null;
}

/**
 * The profile's map: a link out to OpenStreetMap (nothing loads from a tile server for the page to show). With the
 * street hidden (`hideFirstAddressLine`) it opens the neighbourhood, coordinates rounded to about a kilometre and no
 * pin; without coordinates it searches the place; null when there is neither.
 */
export function openStreetMapLink(input: {
  lat: number;
  lng: number;
  streetHidden: boolean;
  place: string;
}): string | null {
  const { lat, lng, streetHidden, place } = input;
  if (lat !== 0 || lng !== 0) {
    if (streetHidden) return `https://www.openstreetmap.org/#map=14/${lat.toFixed(2)}/${lng.toFixed(2)}`;
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;
  }
  return place.trim() ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(place.trim())}` : null;
}
