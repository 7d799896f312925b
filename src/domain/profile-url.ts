import { isCategoryValue, type CategoryValue } from './categories.ts';
import { isCountryCode, type CountryCode } from './countries.ts';

/**
 * Couple-facing links (spec section 2): a supplier profile is built from the country, a
 * wedding-prefixed category slug, the url (the supplier's name slug) and the public id; in preview it
 * carries supplier=true. The couple site is another product: its per-market origins live here, once.
 */

/** One origin per market; an unknown country gets the UK one (spec: "the default host is a UK domain"). */
export const coupleSiteOrigins: Record<CountryCode, string> = {
  GB: 'https://uk.couples.example.com',
  DE: 'https://de.couples.example.com',
  FR: 'https://fr.couples.example.com',
  PL: 'https://pl.couples.example.com',
  US: 'https://us.couples.example.com',
  AT: 'https://at.couples.example.com',
  CH: 'https://ch.couples.example.com',
  RU: 'https://ru.couples.example.com',
};

export const categoryPathSlugs: Record<CategoryValue, string> = {
  venue: 'wedding-venues',
  photo: 'wedding-photographers',
  florist: 'wedding-florists',
  video: 'wedding-videographers',
  catering: 'wedding-catering',
  dress: 'wedding-dresses',
  music: 'wedding-music',
  entertainment: 'wedding-entertainment',
  cakes: 'wedding-cakes',
  stationery: 'wedding-stationery',
  beauty: 'wedding-beauty',
  menswear: 'wedding-menswear',
  jewellery: 'wedding-rings',
  transport: 'wedding-transport',
  decoration: 'wedding-decoration',
  planners: 'wedding-planners',
  marquee: 'wedding-marquees',
};

export function coupleSiteOrigin(countryCode: string): string {
  return coupleSiteOrigins[isCountryCode(countryCode) ? countryCode : 'GB'];
}

export interface ProfileLinkParts {
  countryCode: string;
  category: string;
  /** The supplier's url slug (from its name). */
  slug: string;
  publicId: string;
}

export interface ProfileLinkOptions {
  preview?: boolean;
  /**
   * The origin to use instead of the country's couple site (the server's COUPLE_SITE_URL or APP_URL); '' gives the path
   * alone.
   */
  origin?: string;
}

/**
 * {origin}/{wedding-category}/{slug}-{publicId}, e.g.
 * https://uk.couples.example.com/wedding-venues/the-old-barn-k3x9q2m7vd.
 */
export function coupleProfileUrl(parts: ProfileLinkParts, options: ProfileLinkOptions = {}): string {
  const categorySlug = isCategoryValue(parts.category) ? categoryPathSlugs[parts.category] : 'wedding-suppliers';
  const name = parts.slug ? `${encodeURIComponent(parts.slug)}-` : '';
  const origin = options.origin ?? coupleSiteOrigin(parts.countryCode);
  const url = `${origin.replace(/\/+$/, '')}/${categorySlug}/${name}${encodeURIComponent(parts.publicId)}`;
  return options.preview ? `${url}?supplier=true` : url;
}

/** A URL slug of a name: lower case ASCII words joined by dashes ("Château d'Éze & Spa" → "chateau-d-eze-spa"). */
export function slugify(name: string, maxLength = 80): string {
  const slug = name
    .replace(/ß/g, 'ss')
    .replace(/[Ææ]/g, 'ae')
    .replace(/[Œœ]/g, 'oe')
    .replace(/[Øø]/g, 'o')
    .replace(/[Łł]/g, 'l')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return slug || 'supplier';
}
