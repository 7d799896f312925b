import type { GeocodeAnswer, GeocodeApiResult } from './geocode-schemas.ts';
import { isCountryCode, type CountryCode } from './countries.ts';
import type { GeocodedLocation } from './get-listed.ts';

/** POST /api/search/geocode (spec section 7): how the form reads the answer (its schemas: geocode-schemas.ts). */

/** Towns offered at most when an address could not be located. */
export const suggestedTownLimit = 5;

export const addressComponentTypes = [
  'locality',
  'postal_code',
  'administrative_area_level_2',
  'administrative_area_level_1',
  'country',
] as const;

/** The first result of an answer as the form needs it; null for ZERO_RESULTS. */
export function locationOf(answer: GeocodeAnswer): GeocodedLocation | null {
  const [first] = answer.results;
  return answer.status === 'OK' && first ? locationOfResult(first) : null;
}

/** The towns an answer offers instead of a result (none for OK). */
export function suggestedLocations(answer: GeocodeAnswer): GeocodedLocation[] {
  return answer.status === 'ZERO_RESULTS' ? (answer.suggestions ?? []).map(locationOfResult) : [];
}

function locationOfResult(result: GeocodeApiResult): GeocodedLocation {
  const component = (type: (typeof addressComponentTypes)[number]) =>
    result.address_components?.find((c) => c.types.includes(type))?.long_name;
  return {
    lat: result.geometry.location.lat,
    lng: result.geometry.location.lng,
    formattedAddress: result.formatted_address,
    locality: component('locality'),
    postcode: component('postal_code'),
    county: component('administrative_area_level_2') ?? component('administrative_area_level_1'),
    country: component('country'),
    countryCode: result.address_components?.find((c) => c.types.includes('country'))?.short_name,
  };
}

/**
 * The town to point out as lying in another country than the chosen one ("Wien is in Austria"): the town picked
 * among those offered, else the first offered (an exact name abroad comes before a near one at home).
 */
export function townInAnotherCountry(
  chosen: CountryCode,
  picked: GeocodedLocation | null,
  offered: GeocodedLocation[],
): (GeocodedLocation & { countryCode: CountryCode }) | null {
  const town = picked ?? offered[0];
  return town && isCountryCode(town.countryCode) && town.countryCode !== chosen
    ? { ...town, countryCode: town.countryCode }
    : null;
}
