import { z } from '../zod.ts';

/**
 * GET and PUT /api/supplier/{supplierId}/listing: the supplier's whole listing (template shape) and who may save it.
 */
export const listingAnswerSchema = z.object({
  listing: z
    .record(z.string(), z.unknown())
    .describe('The listing in the template shape of the category (src/domain/listing/template.ts)'),
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
