import { countryNames, defaultCountry, isCountryCode, type CountryCode } from './countries.ts';
import type { SupplierFields } from './get-listed-calls.ts';
import type { GetListedOutput } from './get-listed-schemas.ts';
import { getListedMaxLength } from './ui-constants.ts';

/**
 * The two-step get-listed form (spec sections 2, 4 and 5): its fields and the rules the form applies
 * while it is filled in. Its validations (both sets of step 1 and the final one) are zod schemas in
 * get-listed-schemas.ts, which the server checks the create call with and the form fetches once shown.
 */

export type GetListedTextField =
  'firstName' | 'name' | 'email' | 'phone' | 'website' | 'address' | 'postcode' | 'town' | 'county' | 'countryName';

export interface GetListedValues {
  /** The user's own first name, asked only when the account has none (saved to the profile, not the listing). */
  firstName: string;
  name: string;
  /** The spec's "slug": the category value (empty until chosen). */
  slug: string;
  email: string;
  phone: string;
  website: string;
  address: string;
  postcode: string;
  town: string;
  county: string;
  countryName: string;
  countryCode: CountryCode;
  lat: number | null;
  lng: number | null;
  /** The address line was filled in by "find address" (decides which geocode message is shown). */
  addressFromGeocode: boolean;
}
export type GetListedField = keyof GetListedValues;

/** Step 1 asks for the user's first name when the account has none; it may not stay blank then. */
export function firstNameIssue(askFirstName: boolean, firstName: string): 'validation:requiredFirstName' | null {
  return askFirstName && firstName.trim() === '' ? 'validation:requiredFirstName' : null;
}

export const step1Fields = [
  'firstName',
  'name',
  'slug',
  'email',
  'phone',
  'website',
  'countryCode',
] as const satisfies readonly GetListedField[];

/**
 * The country a new listing starts from: the region of the user's language (de-DE: Germany, fr-FR: France), so a
 * German or French supplier does not start from the United Kingdom; the default country otherwise.
 */
export function startingCountry(locale: string): CountryCode {
  const region = locale.split('-')[1]?.toUpperCase();
  return isCountryCode(region) ? region : defaultCountry;
}

export function emptyGetListedValues(countryCode: CountryCode = defaultCountry): GetListedValues {
  return {
    firstName: '',
    name: '',
    slug: '',
    email: '',
    phone: '',
    website: '',
    address: '',
    postcode: '',
    town: '',
    county: '',
    countryName: countryNames[countryCode],
    countryCode,
    lat: null,
    lng: null,
    addressFromGeocode: false,
  };
}

/** Spec section 5: get-listed text fields are cut at 100 characters. */
export function cutText(value: string): string {
  return [...value].slice(0, getListedMaxLength).join('');
}

/**
 * The host of a website without "www.", lower case; null when it is not a link (the server's websiteHostSql is the same
 * rule).
 * @internal
 */
export function websiteHost(website: string): string | null {
  const match = /^(?:[a-z][a-z\d+.-]*:\/\/)?(?:www\.)?([^/:?#\s]+)/i.exec(website.trim());
  return match?.[1] ? match[1].toLowerCase() : null;
}

/** Hosts that many businesses share (a Facebook page given as website): the same host there says nothing. */
const sharedWebsiteHosts = new Set([
  'facebook.com',
  'm.facebook.com',
  'fb.com',
  'instagram.com',
  'linkedin.com',
  'twitter.com',
  'x.com',
  'pinterest.com',
  'pinterest.co.uk',
  'youtube.com',
  'tiktok.com',
  'linktr.ee',
  'sites.google.com',
]);

/** The website host that identifies a business, for finding an existing listing; null for a shared host. */
export function businessWebsiteHost(website: string): string | null {
  const host = websiteHost(website);
  return host && !sharedWebsiteHosts.has(host) ? host : null;
}

/**
 * Spec section 5: an e-mail whose domain is not the website's is flagged, for analytics only. A
 * subdomain on either side counts as the same domain (info@mail.venue.co.uk and venue.co.uk).
 */
export function emailWebsiteDomainMismatch(email: string, website: string): boolean {
  const emailDomain = email
    .trim()
    .toLowerCase()
    .split('@')[1]
    ?.replace(/^www\./, '');
  const host = websiteHost(website);
  if (!emailDomain || !host) return false;
  return !(emailDomain === host || emailDomain.endsWith(`.${host}`) || host.endsWith(`.${emailDomain}`));
}

/** @internal */
export interface GeocodedPlace {
  formattedAddress: string;
  locality?: string;
  postcode?: string;
  county?: string;
  country?: string;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Spec section 4: a geocoded address line is kept only if more than 2 characters remain after
 * stripping the locality, postcode, country, the text UK, commas and spaces. What is kept is the line
 * without those parts ("10 Downing Street, London SW1A 2AA, UK" → "10 Downing Street").
 * @internal
 */
export function geocodedAddressLine(place: GeocodedPlace): string | null {
  const parts = [place.locality, place.postcode, place.country, 'UK'].filter(
    (p): p is string => !!p && p.trim() !== '',
  );
  let line = place.formattedAddress;
  for (const part of parts)
    line = line.replace(new RegExp(`(^|[\\s,])${escapeRegExp(part.trim())}(?=$|[\\s,])`, 'gi'), '$1');
  if (line.replace(/[\s,]/g, '').length <= 2) return null;
  return line
    .split(',')
    .map((p) => p.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .join(', ');
}

export interface GeocodedLocation extends GeocodedPlace {
  lat: number;
  lng: number;
  /** ISO 3166-1 alpha-2 of the place's country, when the geocoder tells it. */
  countryCode?: string;
}

/** A town offered after a failed lookup, chosen: it replaces the typed town and locates the address there. */
export function chooseSuggestedTown(values: GetListedValues, town: GeocodedLocation): GetListedValues {
  return applyGeocode({ ...values, town: cutText(town.locality ?? values.town) }, town);
}

/** "Find address": fills the coordinates and what the geocoder knows; the address line follows the stripping rule. */
export function applyGeocode(values: GetListedValues, found: GeocodedLocation): GetListedValues {
  const line = geocodedAddressLine(found);
  return {
    ...values,
    lat: found.lat,
    lng: found.lng,
    // the town as the supplier typed it ("München"), not the geocoder's name for it ("Munich")
    town: values.town.trim() || !found.locality ? values.town : cutText(found.locality),
    county: found.county ? cutText(found.county) : values.county,
    postcode: values.postcode || cutText(found.postcode ?? ''),
    address: line ? cutText(line) : values.address,
    addressFromGeocode: line !== null,
  };
}

/**
 * Spec section 4: a postcode change clears the geocode-derived address flag. The coordinates found
 * for the old postcode go too, so the address has to be found again before it can be submitted.
 */
export function changePostcode(values: GetListedValues, postcode: string): GetListedValues {
  if (postcode === values.postcode) return values;
  return { ...values, postcode: cutText(postcode), addressFromGeocode: false, lat: null, lng: null };
}

/** The text sent to the geocoder: address, postcode, town, county and country, blanks left out. */
export function geocodeQuery(
  values: Pick<GetListedValues, 'address' | 'postcode' | 'town' | 'county' | 'countryName'>,
): string {
  return [values.address, values.postcode, values.town, values.county, values.countryName]
    .map((p) => p.trim())
    .filter(Boolean)
    .join(', ');
}

/** The create call's supplierFields (spec section 7) for the form's values. */
export function toSupplierFields(values: GetListedValues | GetListedOutput): SupplierFields {
  const countryName = values.countryName || countryNames[values.countryCode];
  return {
    name: values.name,
    type: values.slug ? [values.slug] : [],
    contacts: { email: values.email, phone: values.phone, website: values.website },
    address: {
      street: values.address ? [values.address] : [],
      postalCode: values.postcode,
      city: values.town,
      adminArea: [values.county, countryName],
      country: countryName,
    },
    l10n: { country: values.countryCode },
    coordinates: { latitude: values.lat, longitude: values.lng },
  };
}
