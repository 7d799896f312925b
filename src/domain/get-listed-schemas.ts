import { z } from './zod.ts';
import { isCategoryValue } from './categories.ts';
import { countries } from './countries.ts';
import type { GetListedField, GetListedValues } from './get-listed.ts';
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
 * The get-listed form's validations (spec sections 2, 4 and 5): both sets of step 1 and the final one,
 * shared by the server (the create call) and the form (fetched once the screen has shown).
 */

type Issue = { path: GetListedField; message: ValidationMessage };

function issue(ctx: z.RefinementCtx, { path, message }: Issue): void {
  ctx.addIssue({ code: 'custom', path: [path], message });
}

/** Step 1: non-UK needs name, website, phone and e-mail; the UK also a category and a UK phone number. */
function step1Issues(values: Pick<GetListedValues, 'slug' | 'phone' | 'countryCode'>): Issue[] {
  const issues: Issue[] = [];
  const uk = values.countryCode === 'GB';
  if ((uk || values.slug !== '') && !isCategoryValue(values.slug))
    issues.push({ path: 'slug', message: 'validation:requiredFrom' });
  if (isBlank(values.phone)) issues.push({ path: 'phone', message: 'validation:required' });
  else if (uk ? !isUkPhone(values.phone) : !isInternationalPhone(values.phone))
    issues.push({ path: 'phone', message: uk ? 'validation:ukPhone' : 'validation:phone' });
  return issues;
}

/** Final: an address, postcode and town, a category, and coordinates found by geocoding. */
function finalIssues(
  values: Omit<GetListedValues, 'firstName' | 'name' | 'email' | 'phone' | 'website' | 'countryName'>,
): Issue[] {
  const issues: Issue[] = [];
  if (!isCategoryValue(values.slug)) issues.push({ path: 'slug', message: 'validation:requiredFrom' });
  if (isBlank(values.address)) issues.push({ path: 'address', message: 'validation:required' });
  if (isBlank(values.town)) issues.push({ path: 'town', message: 'validation:required' });
  if (isBlank(values.postcode)) issues.push({ path: 'postcode', message: 'validation:requiredPostcode' });
  else if (values.countryCode === 'GB' && !isUkPostcode(values.postcode))
    issues.push({ path: 'postcode', message: 'validation:ukPostcode' });
  if (!isNonZeroCoordinate(values.lat) || !isNonZeroCoordinate(values.lng)) {
    issues.push(
      values.addressFromGeocode
        ? { path: 'address', message: 'validation:invalidAddress' }
        : { path: 'postcode', message: 'validation:invalidGeoAddress' },
    );
  }
  return issues;
}

const text = z
  .string({ error: 'validation:required' })
  .trim()
  .max(getListedMaxLength, { error: 'validation:maxLength' });
const requiredText = text.min(1, { error: 'validation:required' });

const step1Shape = {
  name: requiredText,
  slug: z.string({ error: 'validation:requiredFrom' }).trim(),
  email: text.pipe(required(emailSchema)),
  phone: text,
  website: text.pipe(required(urlSchema)),
  countryCode: z.enum(countries, { error: 'validation:requiredCountry' }),
};

export const getListedStep1Schema = z
  .object(step1Shape)
  .superRefine((values, ctx) => step1Issues(values).forEach((i) => issue(ctx, i)));
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
  .transform((values) =>
    values.countryCode === 'GB' ? { ...values, postcode: normaliseUkPostcode(values.postcode) } : values,
  );
export type GetListedOutput = z.output<typeof getListedSchema>;

/** The create call's first name (asked when the account has none): given, it must not be blank. */
export const getListedFirstNameSchema = z.object({
  firstName: text.min(1, { error: 'validation:requiredFirstName' }).optional(),
});
