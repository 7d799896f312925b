import { z } from './zod.ts';
import { maxRecommendations, searchMinLength } from './recommendations.ts';

/** Requests and answers of the recommendation calls, shared by the server and the web. */

/**
 * A recommendation is the spec's supplier relation from the recommending supplier to `supplierId` (same id, order and
 * stamps), so it carries the relation's `type` (the recommended supplier's category) and `active` itself.
 */
export const recommendationSchema = z.object({
  id: z.string(),
  order: z.number().int(),
  /** The recommended supplier: the name the add call takes too. */
  supplierId: z.string(),
  type: z.string(),
  /** Whether the recommended supplier is still listed (only active ones are answered and shown). */
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

/** The supplier's recommendations in its order, and who recommends it (newest first). */
export const recommendationsResponseSchema = z.object({
  recommendations: z.array(recommendationSchema),
  recommendedBy: z.array(z.object({ supplierId: z.string(), createdAt: z.string() })),
  max: z.number().int(),
});
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;

export const addRecommendationSchema = z.object({
  supplierId: z.string({ error: 'validation:required' }).trim().min(1, { error: 'validation:required' }).max(128),
});

export const recommendationOrderSchema = z.object({ ids: z.array(z.string().min(1).max(128)).max(maxRecommendations) });

export const supplierSearchQuerySchema = z.object({
  q: z.string().trim().min(searchMinLength, { error: 'recommendations:errors.searchTooShort' }).max(100),
});

/** A supplier found by name: what tells two of the same name apart. */
const supplierSearchResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  town: z.string(),
});
export const supplierSearchResponseSchema = z.object({ suppliers: z.array(supplierSearchResultSchema) });
export type SupplierSearchResult = z.infer<typeof supplierSearchResultSchema>;

/** spec: POST /api/supplier/fetch-shortlist takes a list of ids and answers id and name per item. */
export const shortlistRequestSchema = z.array(z.string().min(1).max(128)).max(100);
export const shortlistResponseSchema = z.array(z.object({ id: z.string(), name: z.string() }));
export type Shortlist = z.infer<typeof shortlistResponseSchema>;
