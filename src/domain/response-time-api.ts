import { z } from './zod.ts';

/**
 * The median and 90th percentile time to the first reply over the last 90 days (null without a reply), and of how many
 * replies.
 */
export const responseTimeSchema = z.object({
  medianMinutes: z.number().int().nullable(),
  p90Minutes: z.number().int().nullable(),
  replied: z.number().int(),
});

/** GET /api/supplier/{id}/response-time: the supplier's figures and each owner's (null: enquiries without an owner). */
export const responseTimesResponseSchema = z.object({
  supplier: responseTimeSchema,
  /** the owners with an enquiry in the window; an owner not listed has no replies */
  owners: z.array(responseTimeSchema.extend({ ownerId: z.string().nullable() })),
});
export type ResponseTimesResponse = z.infer<typeof responseTimesResponseSchema>;
