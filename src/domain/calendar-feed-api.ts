import { z } from './zod.ts';

/**
 * GET, POST /api/supplier/{id}/calendar-feed: the feed's address (null while there is none) and since when it is valid.
 */
export const calendarFeedResponseSchema = z.object({
  url: z.string().nullable(),
  createdAt: z.iso.datetime().nullable(),
});
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponseSchema>;
