import { z } from '../zod.ts';
import { categoryValues, type CategoryValue } from '../categories.ts';
import { countries } from '../countries.ts';
import { searchBoostValues } from '../search-boost.ts';
import { requiredText } from '../validators.ts';
import { planTiers } from '../plans.ts';

/**
 * At most this many suppliers compared in one call: the competitors page's five colours (spec section 9).
 * @internal
 */
export const maxComparedSuppliers = 5;

const county = requiredText('validation:requiredCounty', 100);

/**
 * POST /api/search/supplier-rank (spec section 7). Counties must be of the market (`countryCode`, else the
 * supplier's own); `supplierCountry` is the listing's country name, accepted as the marketplace sends it
 * and not needed (the supplier's record says where it is listed). See docs/ranking.md "The call".
 */
export const supplierRankRequestSchema = z.object({
  supplierId: z.string().min(1).max(128),
  supplierCounty: county,
  additionalCounties: z
    .array(county, { error: 'validation:invalid' })
    .max(100, { error: 'validation:invalid' })
    .default([]),
  supplierCountry: z.string({ error: 'validation:invalid' }).max(100, { error: 'validation:maxLength' }).optional(),
  compareSupplierIds: z
    .array(z.string().min(1).max(128), { error: 'validation:invalid' })
    .max(maxComparedSuppliers, { error: 'validation:invalid' })
    .default([]),
  isCompetitorsFetch: z.boolean({ error: 'validation:invalid' }).default(false),
  countryCode: z.enum(countries, { error: 'validation:requiredCountry' }).optional(),
  type: z
    .enum(categoryValues as [CategoryValue, ...CategoryValue[]], { error: 'validation:requiredFrom' })
    .default('venue'),
});
/** @internal */
export type SupplierRankRequest = z.input<typeof supplierRankRequestSchema>;

const boostValue = z.union(
  searchBoostValues.map((value) => z.literal(value)) as [z.ZodLiteral<100>, z.ZodLiteral<80>, z.ZodLiteral<50>],
);
const boost = boostValue.nullable();
const rating = z.object({ count: z.number().int(), rating: z.number() });

/** The caller's own factors (src/domain/statistics/ranking.ts RankFactors). */
const rankFactorsSchema = z.object({
  tierWeight: z.number(),
  boost,
  profileScore: z.number(),
  ratingScore: z.number(),
  responseScore: z.number(),
  score: z.number(),
});

/** One improvement that would overtake the supplier ranked just above (src/domain/statistics/next-step.ts). */
const nextStepSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('profileScore'), points: z.number().int() }),
  z.object({ kind: z.literal('responseScore'), points: z.number().int() }),
  z.object({ kind: z.literal('reviews'), count: z.number().int() }),
  z.object({ kind: z.literal('tier'), tier: z.enum(planTiers) }),
  z.object({ kind: z.literal('boost'), boost: boostValue }),
]);

export const supplierRankResponseSchema = z.object({
  category: z.string(),
  countryCode: z.string(),
  /** The supplier's rank in each county asked for; rank and factors null where it is not found. */
  counties: z.array(
    z.object({
      county: z.string(),
      /** How the supplier is found there: its own county, or a county of its multi-county boost. */
      via: z.enum(['home', 'additional']).nullable(),
      rank: z.number().int().nullable(),
      total: z.number().int(),
      factors: rankFactorsSchema.nullable(),
      /**
       * The single improvements that would gain a place (each alone, the smallest), for /search-optimisation: none when
       * first or when no single one does; null where not ranked.
       */
      nextSteps: z.array(nextStepSchema).nullable(),
    }),
  ),
  /** The compared suppliers ranked in `supplierCounty`, with public facts only (docs/ranking.md); others left out. */
  compared: z.array(z.object({ id: z.string(), name: z.string(), rank: z.number().int(), boost, rating })),
  /** When the ranks (and the scores they use) were computed: now, as they are computed when asked. */
  updatedAt: z.iso.datetime(),
});
export type SupplierRankResponse = z.infer<typeof supplierRankResponseSchema>;

/** How far back the historic rankings go. */
export const rankHistoryDays = 365;

const rankOfDay = { day: z.string(), rank: z.number().int(), total: z.number().int() };

/** GET /api/supplier/{id}/statistics/uk-historic-rankings: the supplier's recorded ranks, oldest first. */
export const ownRankHistorySchema = z.object({
  since: z.string(),
  rankings: z.array(z.object({ ...rankOfDay, county: z.string(), category: z.string() })),
});
export type OwnRankHistory = z.infer<typeof ownRankHistorySchema>;

/**
 * POST /api/statistics/historic-rankings (spec: supplierIds, county). At most the supplier and five compared. The
 * supplier asking is `supplierId` when sent (as in every supplier-scoped call), else taken from the list: see
 * askingSupplierOf.
 */
export const historicRankingsRequestSchema = z.object({
  supplierId: z.string().min(1).max(128).optional(),
  supplierIds: z
    .array(z.string().min(1).max(128), { error: 'validation:invalid' })
    .min(1, { error: 'validation:invalid' })
    .max(maxComparedSuppliers + 1, { error: 'validation:invalid' }),
  county,
});

/**
 * The supplier asking for historic rankings when the payload is the specification's own `{supplierIds, county}`: the
 * session's active supplier when the list names it (the screen compares it with its rivals), else the list's first.
 * Access to it is then checked like any supplier id sent.
 */
export function askingSupplierOf(
  request: { supplierId?: string; supplierIds: string[] },
  activeSupplierId: string | null,
): string {
  if (request.supplierId) return request.supplierId;
  if (activeSupplierId && request.supplierIds.includes(activeSupplierId)) return activeSupplierId;
  return request.supplierIds[0]!;
}

/** The suppliers asked for with ranks recorded in the county (public facts: name and ranks); others left out. */
export const historicRankingsSchema = z.object({
  county: z.string(),
  since: z.string(),
  suppliers: z.array(z.object({ id: z.string(), name: z.string(), rankings: z.array(z.object(rankOfDay)) })),
});
export type HistoricRankings = z.infer<typeof historicRankingsSchema>;
