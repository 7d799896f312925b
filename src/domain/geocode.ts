import { z } from 'zod';
import { countries } from './countries.ts';
import type { GeocodedLocation } from './get-listed.ts';

/** POST /api/search/geocode (spec section 7): a Google-like answer, so results[0].geometry.location holds lat, lng. */

export const geocodeBodySchema = z.object({
  address: z.string({ error: 'validation:required' }).trim().min(1, { error: 'validation:required' }).max(500, { error: 'validation:maxLength' }),
  /** Narrows the search to one country when given. */
  countryCode: z.enum(countries).optional(),
});
export type GeocodeBody = z.infer<typeof geocodeBodySchema>;

/** Towns offered at most when an address could not be located. */
export const suggestedTownLimit = 5;

export const addressComponentTypes = ['locality', 'postal_code', 'administrative_area_level_2', 'administrative_area_level_1', 'country'] as const;

const addressComponentSchema = z.object({
  long_name: z.string(),
  short_name: z.string(),
  types: z.array(z.enum(addressComponentTypes)),
});

export const geocodeResultSchema = z.object({
  geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
  formatted_address: z.string(),
  address_components: z.array(addressComponentSchema).optional(),
});
export type GeocodeApiResult = z.infer<typeof geocodeResultSchema>;

export const geocodeAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('OK'), results: z.array(geocodeResultSchema).min(1) }),
  z.object({
    status: z.literal('ZERO_RESULTS'),
    results: z.array(geocodeResultSchema).max(0),
    /** Not Google's: the towns nearest in spelling to the address's parts, for the supplier to choose from. */
    suggestions: z.array(geocodeResultSchema).max(suggestedTownLimit).optional(),
  }),
]);
export type GeocodeAnswer = z.infer<typeof geocodeAnswerSchema>;

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
  const component = (type: (typeof addressComponentTypes)[number]) => result.address_components?.find((c) => c.types.includes(type))?.long_name;
  return {
    lat: result.geometry.location.lat,
    lng: result.geometry.location.lng,
    formattedAddress: result.formatted_address,
    locality: component('locality'),
    postcode: component('postal_code'),
    county: component('administrative_area_level_2') ?? component('administrative_area_level_1'),
    country: component('country'),
  };
}
