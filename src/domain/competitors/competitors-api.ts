import { z } from '../zod.ts';
import { scoreCategories } from '../profile-score.ts';
import { searchBoostValues } from '../search-boost.ts';
import { maxCompetitors } from './competitors.ts';

/** Requests and answers of /your-competitors' calls, shared by the server and the web. */

const id = z.string().min(1).max(128);

/**
 * PUT /api/supplier/{id}/competitors: the whole list, in the order of its colours. The rules beyond the
 * shape (competitors.ts `competitorListRefusal`) are checked against the database.
 */
export const competitorListRequestSchema = z.object({
  competitorIds: z
    .array(id, { error: 'competitors:errors.invalid' })
    .max(maxCompetitors, { error: 'competitors:errors.tooMany' }),
});

/** A competitor as the picker shows it: public facts that tell two of one name apart. */
const competitorSchema = z.object({ id: z.string(), name: z.string(), town: z.string() });
export type Competitor = z.infer<typeof competitorSchema>;

/** GET and PUT /api/supplier/{id}/competitors. */
export const competitorListSchema = z.object({
  /** Whether the supplier has chosen its list; until then `competitors` are the suggestions. */
  chosen: z.boolean(),
  competitors: z.array(competitorSchema),
  /** The suppliers ranked next to it in its county (nearest first), whether chosen or not. */
  suggestions: z.array(competitorSchema),
  /** The county the suggestions and the rankings are of: the supplier's own; null without one. */
  county: z.string().nullable(),
});
export type CompetitorList = z.infer<typeof competitorListSchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const dayRank = z.object({ day, rank: z.number().int(), total: z.number().int() });

/**
 * GET /api/supplier/{id}/statistics/competitor-list-shortlists (spec section 3: "Competitor list with
 * shortlisted, profileScoreCategory, historicalRankings"): the supplier first, then its competitors in
 * their order. Of the competitors only these three are answered (docs/decisions/competitors.md).
 */
export const competitorStatisticsSchema = z.object({
  /** The months of the series (first days, oldest first, the current one last). */
  periods: z.array(day),
  /** The previous calendar month, [start, end). */
  lastMonth: z.object({ start: day, end: day.describe('exclusive') }),
  /** The county of the historical rankings: the supplier's own; null without one (then no rankings). */
  county: z.string().nullable(),
  suppliers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** The supplier asking (the others are its competitors). */
      own: z.boolean(),
      shortlisted: z.object({
        /** Couples' shortlists per month of `periods`. */
        series: z.array(z.number().int()),
        total: z.number().int(),
        lastMonth: z.number().int(),
      }),
      profileScoreCategory: z.enum(scoreCategories),
      /** Per month of `periods`, the last rank recorded in the county that month; null for none. */
      historicalRankings: z.array(dayRank.nullable()),
      /** Today's place in the county as search orders it now (the rank call's ranking); null when not ranked there. */
      rankToday: z.object({ rank: z.number().int(), total: z.number().int() }).nullable(),
    }),
  ),
});
export type CompetitorStatistics = z.infer<typeof competitorStatisticsSchema>;

export const competitorStatisticsQuerySchema = z.object({
  // the spec's flag of the marketplace's analytics source: accepted and ignored (the rollups answer)
  enableMixpanelFetch: z.enum(['true', 'false']).optional(),
});

const boost = z
  .union(searchBoostValues.map((value) => z.literal(value)) as [z.ZodLiteral<100>, z.ZodLiteral<80>, z.ZodLiteral<50>])
  .nullable();

/** GET /api/supplier/{id}/competitors/insights (expert): what couples see of each competitor on the marketplace. */
export const competitorInsightsSchema = z.object({
  suppliers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      own: z.boolean(),
      rating: z.object({ count: z.number().int(), rating: z.number() }),
      /** The running TopSpot boost (TOP1 100, TOP2 80, TOP3 50), null without one. */
      topSpot: boost,
      /** The lowest and highest package price, in minor units of `currency`; null without packages. */
      priceRange: z.object({ min: z.number().int(), max: z.number().int(), currency: z.string() }).nullable(),
    }),
  ),
});
export type CompetitorInsights = z.infer<typeof competitorInsightsSchema>;

/** GET /api/supplier/{id}/competitors/search?q=: a name search of the suppliers that may be added. */
export const competitorSearchQuerySchema = z.object({
  q: z.string().trim().min(2, { error: 'competitors:errors.searchTooShort' }).max(100),
});
