import { z } from '../zod.ts';
import { isVenue, type CategoryValue } from '../categories.ts';
import {
  isBlank,
  isEmailNotWebsite,
  isInternationalPhone,
  isUkPhone,
  isUkPostcode,
  isValidEmail,
  isValidUrl,
  normaliseUkPostcode,
  normaliseUrl,
  urlSchema,
  type ValidationMessage,
} from '../validators.ts';
import { priceMax } from '../pricing/price-max.ts';
import { sectionsOf, type ListingSection } from './category-sections.ts';
import { editableSocialNetworks, textLimits, venueEditableFlags, type CommonField } from './listing-form.ts';
import { specialistWeddingFlags } from './template.ts';
import { venueCountFields, venueInfoFields, venueTargetingPriceFields, venueTimeFields } from './venue-fields.ts';

/**
 * The profile editor's save validation (spec portal-access-onboarding-admin.md section 5 "Supplier
 * profile save") over the fields listing-form.ts names, shared by the server and the editor (which
 * fetches it once the screen has shown). Messages are i18n keys of the `validation` namespace;
 * `validation:requiredField` is the generic one the form shows with the field's label.
 */

const text = (max: number) =>
  z.string({ error: 'validation:invalid' }).trim().max(max, { error: 'validation:maxLength' }).default('');
const flag = z.boolean({ error: 'validation:invalid' }).default(false);
const link = z.string({ error: 'validation:url' }).default('').pipe(urlSchema);
/**
 * The largest value of each kind of number field: head and room counts as large as the biggest venues need, a budget
 * as large as a package's price (minor units), a year not after this one.
 */
const numberLimits = { count: 100_000, price: priceMax, year: () => new Date().getFullYear() };

/**
 * A number field: a whole number from 0 to `max` (a number, or its digits as text); empty or missing is 0, "not
 * given". The spec's "invalid gives 0" is the browser's number input, which cannot type a sign, a fraction or an
 * exponent; what reaches the API otherwise is refused, never quietly saved as something else.
 */
const wholeNumber = (max: () => number) =>
  z
    .unknown()
    .optional()
    .transform((value) => (isBlank(value) ? 0 : value))
    .pipe(
      z.union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)], { error: 'validation:wholeNumber' }),
    )
    .pipe(
      z
        .number()
        .int({ error: 'validation:wholeNumber' })
        .min(0, { error: 'validation:wholeNumber' })
        .refine((n) => n <= max(), { error: 'validation:tooBig' }),
    );
const count = wholeNumber(() => numberLimits.count);
const price = wholeNumber(() => numberLimits.price);
const timeOfDay = text(5).refine((v) => v === '' || /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(v), {
  error: 'validation:invalid',
});

const commonShape = {
  name: text(textLimits.name),
  description: text(textLimits.description),
  detailedDescription: text(textLimits.long),
  managerPersonalMessage: text(textLimits.description),
  email: text(254),
  phone: text(40),
  website: text(textLimits.short),
  address: text(textLimits.short),
  hideFirstAddressLine: flag,
  postcode: text(20),
  town: text(textLimits.short),
  county: text(textLimits.short),
  country: text(textLimits.short),
  nearestAirport: text(textLimits.short),
  nearestMotorway: text(textLimits.short),
  nearestTown: text(textLimits.short),
  nearestTrainStation: text(textLimits.short),
  yearBusinessWasEstablished: wholeNumber(numberLimits.year),
  noOfPeopleInTeam: count,
  noOfWeddingsHosted: text(textLimits.short),
  publicLiabilityInsurance: flag,
  nameOfWeddingContact: text(textLimits.short),
  travelNotes: text(textLimits.description),
  social: z
    .object(
      Object.fromEntries(editableSocialNetworks.map((n) => [n, link])) as Record<
        (typeof editableSocialNetworks)[number],
        typeof link
      >,
    )
    .prefault({}),
  specialistWeddingSection: z
    .object({
      ...(Object.fromEntries(specialistWeddingFlags.map((f) => [f, flag])) as Record<
        (typeof specialistWeddingFlags)[number],
        typeof flag
      >),
      otherWeddingSpecialistDetails: text(textLimits.short),
    })
    .prefault({}),
} satisfies Record<CommonField, z.ZodType>;

function sectionSchema(section: ListingSection) {
  const shape: Record<string, z.ZodType> = Object.fromEntries(section.flags.map((f) => [f, flag]));
  if (section.detailsField) shape[section.detailsField] = text(textLimits.short);
  return z.object(shape).prefault({});
}

/** The venue's typed additions; the prices of the price schemes and the live video tours have their own screens. */
function venueShape(): Record<string, z.ZodType> {
  return {
    ...Object.fromEntries(venueCountFields.map((f) => [f, count])),
    ...Object.fromEntries(venueTargetingPriceFields.map((f) => [f, price])),
    ...Object.fromEntries(venueInfoFields.map((f) => [f, text(textLimits.description)])),
    ...Object.fromEntries(venueEditableFlags.map((f) => [f, flag])),
    ...Object.fromEntries(venueTimeFields.map((f) => [f, timeOfDay])),
  };
}

export type CommonForm = z.output<z.ZodObject<typeof commonShape>>;
/** The editor's values after validation: the common part typed, checklists and venue additions by key. */
export type ListingFormOutput = CommonForm & { [key: string]: unknown };
/** The editor's values as typed (numbers may still be text). */
export type ListingFormValues = z.input<z.ZodObject<typeof commonShape>> & { [key: string]: unknown };

type Issue = { path: string; message: ValidationMessage };

/** The required fields and formats of a profile save; UK suppliers need a UK postcode and phone. */
export function saveIssues(values: CommonForm, uk: boolean): Issue[] {
  const issues: Issue[] = [];
  const requiredField = (path: string) => issues.push({ path, message: 'validation:requiredField' });
  if (isBlank(values.name)) requiredField('name');
  if (isBlank(values.town)) requiredField('town');
  if (isBlank(values.postcode)) issues.push({ path: 'postcode', message: 'validation:requiredPostcode' });
  else if (uk && !isUkPostcode(values.postcode)) issues.push({ path: 'postcode', message: 'validation:ukPostcode' });
  if (isBlank(values.county) && isBlank(values.country)) {
    issues.push(
      { path: 'county', message: 'validation:requiredCounty' },
      { path: 'country', message: 'validation:requiredCountry' },
    );
  }
  if (isBlank(values.website)) requiredField('website');
  else if (!isValidUrl(values.website))
    issues.push({
      path: 'website',
      message: isEmailNotWebsite(values.website) ? 'validation:websiteIsEmail' : 'validation:url',
    });
  if (isBlank(values.email)) requiredField('email');
  else if (!isValidEmail(values.email)) issues.push({ path: 'email', message: 'validation:email' });
  if (isBlank(values.phone)) issues.push({ path: 'phone', message: 'validation:requiredPhone' });
  else if (uk ? !isUkPhone(values.phone) : !isInternationalPhone(values.phone))
    issues.push({ path: 'phone', message: uk ? 'validation:ukPhone' : 'validation:phone' });
  return issues;
}

/**
 * Built once per category and UK or not (34 at most): zod compiles a schema's checks on its first parse, a cost each
 * save paid again.
 */
const builtSchemas = new Map<string, ReturnType<typeof buildListingFormSchema>>();

/**
 * The save schema of one supplier: its category's checklists (and the venue's additions), the UK
 * rules when the supplier is in GB. The output has the website with its scheme and a UK postcode in
 * its standard form; unknown fields are dropped.
 */
export function listingFormSchema(category: CategoryValue, countryCode: string) {
  const uk = countryCode === 'GB';
  // the UK rules and France's venue types are what differ by country
  const key = `${category} ${uk ? 'GB' : countryCode === 'FR' ? 'FR' : ''}`;
  let schema = builtSchemas.get(key);
  if (!schema) builtSchemas.set(key, (schema = buildListingFormSchema(category, countryCode)));
  return schema;
}

function buildListingFormSchema(category: CategoryValue, countryCode: string) {
  const uk = countryCode === 'GB';
  const sections = Object.fromEntries(sectionsOf(category, countryCode).map((s) => [s.key, sectionSchema(s)]));
  return z
    .object({ ...commonShape, ...sections, ...(isVenue(category) ? venueShape() : {}) })
    .superRefine((values, ctx) => {
      for (const { path, message } of saveIssues(values, uk)) ctx.addIssue({ code: 'custom', path: [path], message });
    })
    .transform((values): ListingFormOutput => ({
      ...values,
      website: normaliseUrl(values.website),
      postcode: uk ? normaliseUkPostcode(values.postcode) : values.postcode,
    }));
}
