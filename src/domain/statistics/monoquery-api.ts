import { z } from '../zod.ts';
import { granularities } from './time-series.ts';
import { statisticsMetrics } from './metrics.ts';

const counts = z.object(
  Object.fromEntries(statisticsMetrics.map((metric) => [metric, z.number().int()])) as Record<
    (typeof statisticsMetrics)[number],
    z.ZodNumber
  >,
);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const monoqueryQuerySchema = z.object({
  publicId: z.string().max(128).optional(),
  // checked by the domain (the spec's own message for another value)
  granularity: z.string().max(20).optional(),
});

/**
 * GET /api/supplier/{id}/statistics/monoquery: every metric's series over the chart's periods (the
 * current one last, so far), their totals over those periods, and the previous calendar month's totals
 * with those of the month before it (issue 34: the change the figures show against the period before).
 */
export const monoquerySchema = z.object({
  granularity: z.enum(granularities),
  periods: z.array(day).describe('the first day of each period, oldest first'),
  series: z.object(
    Object.fromEntries(statisticsMetrics.map((metric) => [metric, z.array(z.number().int())])) as Record<
      (typeof statisticsMetrics)[number],
      z.ZodArray<z.ZodNumber>
    >,
  ),
  totals: counts,
  lastMonth: z.object({ start: day, end: day.describe('exclusive'), totals: counts }),
  monthBefore: z
    .object({ start: day, end: day.describe('exclusive'), totals: counts })
    .describe('the calendar month before lastMonth, its totals to compare lastMonth with'),
});
export type Monoquery = z.infer<typeof monoquerySchema>;
