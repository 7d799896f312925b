import { z } from './zod.ts';
import { countries } from './countries.ts';
import { addressComponentTypes, suggestedTownLimit } from './geocode.ts';

/** POST /api/search/geocode (spec section 7): a Google-like answer, so results[0].geometry.location holds lat, lng. */

export const geocodeBodySchema = z.object({
  address: z
    .string({ error: 'validation:required' })
    .trim()
    .min(1, { error: 'validation:required' })
    .max(500, { error: 'validation:maxLength' }),
  /** Narrows the search to one country when given. */
  countryCode: z.enum(countries).optional(),
});

const addressComponentSchema = z.object({
  long_name: z.string(),
  short_name: z.string(),
  types: z.array(z.enum(addressComponentTypes)),
});

const geocodeResultSchema = z.object({
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
