import { z } from '../zod.ts';

/** The position widget's answer; its rules are in search-position.ts, apart so a screen shows before zod loads. */
const place = z.object({ rank: z.number().int(), total: z.number().int() });

/**
 * GET /api/supplier/{id}/search-position (the position widget, docs/decisions/ranking.md "Position widget"): where
 * the marketplace's search puts the supplier today in its category, in its home county first, then in each county of
 * its running multi-county boost (expert); `weekAgo` is the ranking job's record of `positionComparedDays`
 * (search-position.ts) before.
 */
export const searchPositionSchema = z.object({
  category: z.string().nullable(),
  counties: z.array(
    z.object({
      county: z.string(),
      via: z.enum(['home', 'additional']),
      /** Null when the supplier is not found there today (not searchable, or its listing incomplete). */
      today: place.nullable(),
      weekAgo: place.nullable(),
    }),
  ),
  /** Whether the answer covers the multi-county boost's counties (multi-county position widget, expert). */
  allCounties: z.boolean(),
  updatedAt: z.string(),
});
export type SearchPosition = z.infer<typeof searchPositionSchema>;
