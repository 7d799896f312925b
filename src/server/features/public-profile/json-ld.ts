import type { PublicProfile } from './service.ts';

/** JSON for a <script> data block: "<" written as \u003c, so no "</script>" in supplier text can end the block. */
export const scriptSafeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** schema.org LocalBusiness of the profile (search engines' rich results); only fields the listing really has. */
export function localBusinessJsonLd(
  profile: PublicProfile,
  pageUrl: string,
  absolute: (path: string) => string,
  description: string,
): Record<string, unknown> {
  const { listing, photos } = profile;
  const sameAs = [listing.website, ...Object.values(listing.social)].filter((link) => /^https?:\/\//i.test(link));
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: listing.name,
    url: pageUrl,
    ...(description ? { description } : {}),
    ...(photos.length > 0 ? { image: photos.slice(0, 5).map((p) => absolute(p.path)) } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(listing.address && !listing.hideFirstAddressLine ? { streetAddress: listing.address } : {}),
      ...(listing.town ? { addressLocality: listing.town } : {}),
      ...(listing.county ? { addressRegion: listing.county } : {}),
      ...(listing.postcode ? { postalCode: listing.postcode } : {}),
      addressCountry: profile.supplier.countryCode,
    },
    ...(listing.lat !== 0 || listing.lng !== 0
      ? { geo: { '@type': 'GeoCoordinates', latitude: listing.lat, longitude: listing.lng } }
      : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    ...(profile.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: profile.rating.rating,
            reviewCount: profile.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
