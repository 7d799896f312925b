import { z } from '../zod.ts';

/**
 * GET and PUT /api/supplier/{supplierId}/listing: the supplier's whole listing (template shape) and who may save it.
 */
const nameUrlSchema = z.object({ name: z.string(), url: z.string() });
const checklistSchema = z.record(z.string(), z.union([z.boolean(), z.string()]));

/**
 * The listing as the OpenAPI document shows it: the identity and the lists of every category's template, and a venue's
 * venue types; the other template fields come along as they are (template.ts holds the whole shape).
 */
const listingSchema = z
  .looseObject({
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
    venueType: checklistSchema.optional().describe('Venues only; a French venue has France’s venue-type flags too'),
  })
  .describe('The listing in the template shape of the category (src/domain/listing/template.ts)');

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
