import { z } from 'zod';
import { isCategoryValue } from './categories.ts';
import { countries, countryNames, defaultCountry, type CountryCode } from './countries.ts';
import { getListedMaxLength } from './ui-constants.ts';
import {
  emailSchema,
  isBlank,
  isInternationalPhone,
  isNonZeroCoordinate,
  isUkPhone,
  isUkPostcode,
  normaliseUkPostcode,
  required,
  urlSchema,
  type ValidationMessage,
} from './validators.ts';

/**
 * The two-step get-listed form (spec sections 2, 4 and 5): its fields, both validation sets of step 1,
 * the final validation, and the rules the form applies while it is filled in. The server validates
 * the create call with the same schemas.
 */

export const getListedTextFields = ['name', 'email', 'phone', 'website', 'address', 'postcode', 'town', 'county', 'countryName'] as const;
export type GetListedTextField = (typeof getListedTextFields)[number];

export interface GetListedValues {
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

export const step1Fields = ['name', 'slug', 'email', 'phone', 'website', 'countryCode'] as const satisfies readonly GetListedField[];

export function emptyGetListedValues(countryCode: CountryCode = defaultCountry): GetListedValues {
  return {
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

type Issue = { path: GetListedField; message: ValidationMessage };

function issue(ctx: z.RefinementCtx, { path, message }: Issue): void {
  ctx.addIssue({ code: 'custom', path: [path], message });
}

/** Step 1: non-UK needs name, website, phone and e-mail; the UK also a category and a UK phone number. */
function step1Issues(values: Pick<GetListedValues, 'slug' | 'phone' | 'countryCode'>): Issue[] {
  const issues: Issue[] = [];
  const uk = values.countryCode === 'GB';
  if ((uk || values.slug !== '') && !isCategoryValue(values.slug)) issues.push({ path: 'slug', message: 'validation:requiredFrom' });
  if (isBlank(values.phone)) issues.push({ path: 'phone', message: 'validation:required' });
  else if (uk ? !isUkPhone(values.phone) : !isInternationalPhone(values.phone)) issues.push({ path: 'phone', message: uk ? 'validation:ukPhone' : 'validation:phone' });
  return issues;
}

/** Final: an address, postcode and town, a category, and coordinates found by geocoding. */
function finalIssues(values: Omit<GetListedValues, 'name' | 'email' | 'phone' | 'website' | 'countryName'>): Issue[] {
  const issues: Issue[] = [];
  if (!isCategoryValue(values.slug)) issues.push({ path: 'slug', message: 'validation:requiredFrom' });
  if (isBlank(values.address)) issues.push({ path: 'address', message: 'validation:required' });
  if (isBlank(values.town)) issues.push({ path: 'town', message: 'validation:required' });
  if (isBlank(values.postcode)) issues.push({ path: 'postcode', message: 'validation:requiredPostcode' });
  else if (values.countryCode === 'GB' && !isUkPostcode(values.postcode)) issues.push({ path: 'postcode', message: 'validation:ukPostcode' });
  if (!isNonZeroCoordinate(values.lat) || !isNonZeroCoordinate(values.lng)) {
    issues.push(
      values.addressFromGeocode
        ? { path: 'address', message: 'validation:invalidAddress' }
        : { path: 'postcode', message: 'validation:invalidGeoAddress' },
    );
  }
  return issues;
}

const text = z.string({ error: 'validation:required' }).trim().max(getListedMaxLength, { error: 'validation:maxLength' });
const requiredText = text.min(1, { error: 'validation:required' });

const step1Shape = {
  name: requiredText,
  slug: z.string({ error: 'validation:requiredFrom' }).trim(),
  email: text.pipe(required(emailSchema)),
  phone: text,
  website: text.pipe(required(urlSchema)),
  countryCode: z.enum(countries, { error: 'validation:requiredCountry' }),
};

export const getListedStep1Schema = z.object(step1Shape).superRefine((values, ctx) => step1Issues(values).forEach((i) => issue(ctx, i)));
export type GetListedStep1 = z.output<typeof getListedStep1Schema>;

const coordinate = z.number({ error: 'validation:coordinate' }).nullable();

/** Both steps; the output has the website with its scheme and a UK postcode in its standard form. */
export const getListedSchema = z
  .object({
    ...step1Shape,
    address: text,
    postcode: text,
    town: text,
    county: text,
    countryName: text,
    lat: coordinate,
    lng: coordinate,
    addressFromGeocode: z.boolean().default(false),
  })
  .superRefine((values, ctx) => [...step1Issues(values), ...finalIssues(values)].forEach((i) => issue(ctx, i)))
  .transform((values) => (values.countryCode === 'GB' ? { ...values, postcode: normaliseUkPostcode(values.postcode) } : values));
export type GetListedOutput = z.output<typeof getListedSchema>;

/** The host of a website without "www.", lower case; null when it is not a link (the server's websiteHostSql is the same rule). */
export function websiteHost(website: string): string | null {
  const match = /^(?:[a-z][a-z\d+.-]*:\/\/)?(?:www\.)?([^/:?#\s]+)/i.exec(website.trim());
  return match?.[1] ? match[1].toLowerCase() : null;
}

/** Hosts that many businesses share (a Facebook page given as website): the same host there says nothing. */
const sharedWebsiteHosts = new Set(['facebook.com', 'm.facebook.com', 'fb.com', 'instagram.com', 'linkedin.com', 'twitter.com', 'x.com', 'pinterest.com', 'pinterest.co.uk', 'youtube.com', 'tiktok.com', 'linktr.ee', 'sites.google.com']);

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
  const emailDomain = email.trim().toLowerCase().split('@')[1]?.replace(/^www\./, '');
  const host = websiteHost(website);
  if (!emailDomain || !host) return false;
  return !(emailDomain === host || emailDomain.endsWith(`.${host}`) || host.endsWith(`.${emailDomain}`));
}

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
 */
export function geocodedAddressLine(place: GeocodedPlace): string | null {
  const parts = [place.locality, place.postcode, place.country, 'UK'].filter((p): p is string => !!p && p.trim() !== '');
  let line = place.formattedAddress;
  for (const part of parts) line = line.replace(new RegExp(`(^|[\\s,])${escapeRegExp(part.trim())}(?=$|[\\s,])`, 'gi'), '$1');
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
export function geocodeQuery(values: Pick<GetListedValues, 'address' | 'postcode' | 'town' | 'county' | 'countryName'>): string {
  return [values.address, values.postcode, values.town, values.county, values.countryName]
    .map((p) => p.trim())
    .filter(Boolean)
    .join(', ');
}
