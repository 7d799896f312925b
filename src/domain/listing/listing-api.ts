import { z } from '../zod.ts';
import { categoryValues, type CategoryValue } from '../categories.ts';
import { supplierBrochureSchema } from '../pricing/brochure-schemas.ts';
import { videoSchema } from '../videos/videos-api.ts';
import { sectionsOf, type ListingSection } from './category-sections.ts';
import { emptyListing } from './template.ts';

/**
 * GET and PUT /api/supplier/{supplierId}/listing: the supplier's whole listing (template shape) and who may save it.
 */
const nameUrlSchema = z.object({ name: z.string(), url: z.string() });
const rangeSchema = z.object({ gte: z.number().nullable(), lte: z.number().nullable() });

/**
 * The template fields whose empty value does not tell their kind (null, an empty list or map), and the nullable groups.
 * What a save or another screen writes there (offers, fairs, couple targeting, About you) is answered as it is.
 */
const notKindOfEmptyValue: Record<string, z.ZodType> = {
  faqsAnswers: z.record(z.string(), z.string()).describe('The answered FAQ questions (About you) by question id'),
  lastUpdatedAt: z.string().nullable().describe('The last save; null before the first'),
  photos: z.array(nameUrlSchema),
  videos: z.array(nameUrlSchema),
  accreditationsAssociations: z.array(nameUrlSchema),
  featuredIn: z.array(nameUrlSchema),
  industryAwards: z.array(nameUrlSchema),
  premium: z
    .null()
    .describe("Always null: the premium object is the supplier's (GET /api/suppliers/{id}), not the listing's"),
  weddingFairs: z
    .record(z.string(), z.looseObject({ name: z.string(), description: z.string(), dates: z.array(z.string()) }))
    .describe('The wedding fairs by id (written by /fairs)'),
  specialOffers: z
    .object(
      Object.fromEntries(
        ['custom', 'lateAvailability', 'midweek', 'seasonal'].map((type) => [type, z.looseObject({}).nullable()]),
      ),
    )
    .describe('Each special offer type’s offer (written by /offers), or null'),
  targeting: z
    .object({
      targetingBudget: rangeSchema,
      targetingGuests: rangeSchema,
      targetingSeason: z.string().nullable(),
      targetingWeekday: z.string().nullable(),
      targetingYear: z.object({ gte: z.number(), lte: z.number().nullable() }).nullable(),
    })
    .describe('Written by /couple-targeting; null is "all"'),
  brochures: z.array(supplierBrochureSchema).describe('From /pricing'),
  liveVideoTours: z.array(videoSchema).describe('The video tours couples are shown (none below lite)'),
};

/** The schema of a template field from its empty value: its kind, as a read lays stored values over it. */
function schemaOfEmptyValue(key: string, value: unknown): z.ZodType {
  const known = notKindOfEmptyValue[key];
  if (known) return known;
  if (typeof value === 'string') return z.string();
  if (typeof value === 'number') return z.number();
  if (typeof value === 'boolean') return z.boolean();
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length > 0)
    return z.object(Object.fromEntries(Object.entries(value).map(([k, v]) => [k, schemaOfEmptyValue(k, v)])));
  throw new Error(`The listing field ${key} needs its schema named`);
}

/** The templates of the 17 categories, and a French venue's (its venue types differ). */
const templates: { name: string; category: CategoryValue; countryCode: string }[] = [
  ...categoryValues.map((category) => ({ name: category, category, countryCode: 'GB' })),
  { name: 'venue (FR)', category: 'venue', countryCode: 'FR' },
];

/** A checklist of the categories that have it: each flag a boolean, its details text a string; flags by category. */
function checklistSchema(key: string): z.ZodType {
  const byTemplate = templates.flatMap(({ name, category, countryCode }) =>
    sectionsOf(category, countryCode)
      .filter((section) => section.key === key)
      .map((section): [string, ListingSection] => [name, section]),
  );
  const flags = [...new Set(byTemplate.flatMap(([, section]) => section.flags))];
  const details = [...new Set(byTemplate.flatMap(([, section]) => section.detailsField ?? []))];
  return z
    .looseObject({
      ...Object.fromEntries(flags.map((flag) => [flag, z.boolean().optional()])),
      ...Object.fromEntries(details.map((field) => [field, z.string().optional()])),
    })
    .describe(byTemplate.map(([name, section]) => `${name}: ${section.flags.join(', ')}`).join('; '));
}

/**
 * Every field of the category templates (spec "Supplier listing template for the 17 categories"), derived from the
 * templates themselves so the document cannot drift from them: a field every template has is required, the others
 * (a category's checklists, the venue's additions) optional, described by the categories that have them.
 */
function templateShape(): Record<string, z.ZodType> {
  const empties = templates.map(({ category, countryCode }) => emptyListing(category, countryCode));
  const sectionKeys = new Set(
    templates.flatMap(({ category, countryCode }) => sectionsOf(category, countryCode).map((s) => s.key)),
  );
  const keys = [...new Set(empties.flatMap((empty) => Object.keys(empty)))];
  return Object.fromEntries(
    keys.map((key) => {
      const first = empties.find((empty) => key in empty)!;
      const schema = sectionKeys.has(key) ? checklistSchema(key) : schemaOfEmptyValue(key, first[key]);
      const holders = templates.filter((_, i) => key in empties[i]!).map((t) => t.name);
      if (holders.length === templates.length) return [key, schema];
      return [key, sectionKeys.has(key) ? schema.optional() : schema.optional().describe(`Only ${holders.join(', ')}`)];
    }),
  );
}

/** The listing as the OpenAPI document shows it: every template field, typed where the web reads them. */
const listingSchema = z
  .looseObject({
    ...templateShape(),
    id: z.string(),
    publicId: z.string(),
    slug: z.string(),
    name: z.string(),
    category: z.string(),
    photos: z.array(nameUrlSchema),
    videos: z.array(nameUrlSchema),
    featuredIn: z.array(nameUrlSchema),
    industryAwards: z.array(nameUrlSchema),
    accreditationsAssociations: z.array(nameUrlSchema),
  })
  .describe(
    'The listing in the template shape of its category (src/domain/listing/template.ts): the common fields, the ' +
      "category's checklists and a venue's additions. In the empty template all counts and prices are 0, " +
      'yearBusinessWasEstablished is 1900 and noindex is true.',
  );

export const listingAnswerSchema = z.object({
  listing: listingSchema,
  /** The supplier's country decides the UK rules of the save. */
  countryCode: z.string(),
  currency: z.string(),
  canEdit: z.boolean(),
});
export type ListingAnswer = z.infer<typeof listingAnswerSchema>;

/** The PUT body: the editable fields of the category (listing-form.ts); checked by the category's schema. */
export const listingSaveBodySchema = z
  .record(z.string(), z.unknown())
  .describe('The editable fields (listingFormSchema of the category)');
