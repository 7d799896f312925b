import { z } from '../zod.ts';
import { tiers } from '../tiers.ts';
import { statisticsMetrics } from './metrics.ts';

const tier = z.enum(tiers);
const counts = z.object(
  Object.fromEntries(statisticsMetrics.map((metric) => [metric, z.number()])) as Record<
    (typeof statisticsMetrics)[number],
    z.ZodNumber
  >,
);

/** GET /api/supplier/{id}/tier-change-history: every change of the supplier's tier, oldest first. */
export const tierChangeHistorySchema = z.object({
  changes: z.array(
    z.object({
      at: z.iso.datetime(),
      from: tier.nullable().describe('null: the tier the supplier was listed with'),
      to: tier,
    }),
  ),
});
export type TierChangeHistory = z.infer<typeof tierChangeHistorySchema>;

/**
 * GET /api/supplier/{id}/statistics/peer-performance: the supplier's previous calendar month beside the
 * median supplier of its category in its county (or its market, with too few in the county).
 */
export const peerPerformanceSchema = z.object({
  category: z.string(),
  scope: z.enum(['county', 'market']),
  county: z.string().nullable(),
  countryCode: z.string(),
  /** how many peers the medians are of (the supplier not among them) */
  peers: z.number().int(),
  lastMonth: z.object({ start: z.string(), end: z.string().describe('exclusive') }),
  you: counts,
  median: counts.nullable().describe('null with fewer than 3 peers: their median would be their own figures'),
});
export type PeerPerformance = z.infer<typeof peerPerformanceSchema>;
