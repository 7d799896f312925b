import { z } from '../zod.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * GET /api/supplier/{id}/statistics/keyword-insights (spec section 7: "optional enableMixpanelFetch=true").
 * The flag chose the old portal's outside analytics service; here every figure comes from the portal's own
 * rollups, so it is accepted and changes nothing. Any other value than true or false is a 400 on the field.
 */
export const keywordInsightsQuerySchema = z.object({
  enableMixpanelFetch: z.enum(['true', 'false'], { error: 'validation:invalid' }).optional(),
});

/**
 * The keywords couples searched with when the supplier appeared, over the months of the chart (the last 12,
 * the current one last), the most searched first; and its search appearances per month.
 */
export const keywordInsightsSchema = z.object({
  /** The first day counted; the current day is the last. */
  since: day,
  /** At most this many keywords are answered (the most searched). */
  top: z.number().int(),
  keywords: z
    .array(z.object({ keyword: z.string(), count: z.number().int() }))
    .describe('most appearances first, then by keyword'),
  /** Appearances that came from a search with a keyword, all keywords (not only those answered). */
  withKeyword: z.number().int(),
  appearances: z.object({
    periods: z.array(day).describe('the first day of each month, oldest first'),
    counts: z.array(z.number().int()),
    total: z.number().int(),
  }),
});
export type KeywordInsights = z.infer<typeof keywordInsightsSchema>;
