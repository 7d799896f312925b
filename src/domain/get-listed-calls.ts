import { z } from './zod.ts';
import { countries, countryNames, type CountryCode } from './countries.ts';
import type { GetListedValues } from './get-listed.ts';

/**
 * The bodies and answers of POST /api/search/validatestep1 and POST /api/supplier/create (spec
 * section 7), and the mapping between the flat get-listed form and the spec's supplierFields.
 * These schemas check shapes only; the rules are getListedStep1Schema and getListedSchema.
 */

const text = z.string().default('');

export const validateStep1BodySchema = z.object({
  query: z.object({
    name: text,
    slug: text,
    email: text,
    phone: text,
    website: text,
    countryCode: z.enum(countries, { error: 'validation:requiredCountry' }),
    /** Known only after step 2; with it, the same name and postcode also count as an existing listing. */
    postcode: text,
  }),
});
export type ValidateStep1Body = z.input<typeof validateStep1BodySchema>;

/**
 * Why an existing listing matched: same e-mail, same website host, or same name and postcode.
 * @internal
 */
export const existingListingReasons = ['email', 'website', 'name-postcode'] as const;
export type ExistingListingReason = (typeof existingListingReasons)[number];

const existingListingSchema = z.object({
  valid: z.literal(false),
  publicId: z.string(),
  slug: z.string(),
  reason: z.enum(existingListingReasons),
  /** The couple-facing profile of the existing listing. */
  profileUrl: z.string(),
});

export const validateStep1AnswerSchema = z.discriminatedUnion('valid', [
  z.object({ valid: z.literal(true) }),
  existingListingSchema,
]);
export type ValidateStep1Answer = z.infer<typeof validateStep1AnswerSchema>;

export const supplierFieldsSchema = z.object({
  name: text,
  /** The first type is the category. */
  type: z.array(z.string()).default([]),
  contacts: z.object({ email: text, phone: text, website: text }),
  address: z.object({
    street: z.array(z.string()).default([]),
    postalCode: text,
    city: text,
    /** index 0 county or state, index 1 country or region */
    adminArea: z.array(z.string()).default([]),
    country: text,
  }),
  l10n: z.object({ country: z.enum(countries, { error: 'validation:requiredCountry' }) }),
  coordinates: z.object({ latitude: z.number().nullable(), longitude: z.number().nullable() }),
});
export type SupplierFields = z.input<typeof supplierFieldsSchema>;

export const supplierCreateBodySchema = z.object({
  supplierFields: supplierFieldsSchema,
  /** A dry run: validate and look for an existing listing, write nothing. */
  test: z.boolean().default(false),
  /** The user's first name, asked on the form when the account has none; saved to the user's profile. */
  firstName: z.string().optional(),
});

export const supplierCreateAnswerSchema = z.discriminatedUnion('valid', [
  z.object({
    valid: z.literal(true),
    /** Absent on a dry run. */
    id: z.string().optional(),
    publicId: z.string().optional(),
    slug: z.string().optional(),
  }),
  existingListingSchema,
]);
export type SupplierCreateAnswer = z.infer<typeof supplierCreateAnswerSchema>;

/** The form's field names for supplierFields, so field errors name what the form shows. */
export function fromSupplierFields(
  fields: z.output<typeof supplierFieldsSchema>,
): Omit<GetListedValues, 'addressFromGeocode' | 'countryCode' | 'firstName'> & { countryCode: CountryCode } {
  return {
    name: fields.name,
    slug: fields.type[0] ?? '',
    email: fields.contacts.email,
    phone: fields.contacts.phone,
    website: fields.contacts.website,
    address: fields.address.street.join(', '),
    postcode: fields.address.postalCode,
    town: fields.address.city,
    county: fields.address.adminArea[0] ?? '',
    countryName: fields.address.country || countryNames[fields.l10n.country],
    countryCode: fields.l10n.country,
    lat: fields.coordinates.latitude,
    lng: fields.coordinates.longitude,
  };
}
