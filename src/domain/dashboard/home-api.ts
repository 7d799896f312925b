import { weddingDatePickerViewSchema } from '../enquiries/inbox.ts';
import { z } from '../zod.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const count = z.number().int().min(0);
const minutes = z.number().int().min(0).nullable();
/** This month so far and the same days of last month (dashboard/month-to-date.ts). */
const thisAndLast = <T extends z.ZodType>(figure: T) => z.object({ current: figure, previous: figure });

/** One enquiry waiting for its first reply; the couple's names are null while it is locked (pay per enquiry). */
const awaitingEnquirySchema = z.object({
  id: z.string(),
  locked: z.boolean(),
  partnerName1: z.string().nullable(),
  partnerName2: z.string().nullable(),
  weddingDateDatePicker: weddingDatePickerViewSchema.nullable(),
  receivedAt: z.iso.datetime(),
});
export type AwaitingEnquiry = z.infer<typeof awaitingEnquirySchema>;

const agendaEntrySchema = z.object({
  kind: z.enum(['wedding', 'fair', 'hold']),
  day,
  /** The couple's names or the fair's name; null for a locked enquiry's held date. */
  name: z.string().nullable(),
  /** The portal page of the entry. */
  path: z.string(),
});
export type AgendaEntry = z.infer<typeof agendaEntrySchema>;

/**
 * GET /api/supplier/{id}/home: what the dashboard shows first (issue 34): the enquiries waiting for a first reply,
 * this month so far against the same days of last month, the next 30 days and the photos waiting for approval.
 */
export const dashboardHomeSchema = z.object({
  awaitingReply: z.object({
    count,
    /** The three that have waited longest, oldest first. */
    oldest: z.array(awaitingEnquirySchema).max(3),
  }),
  month: z.object({
    /** Enquiries and profile views from the daily rollups; null below the performance dashboard's tier. */
    statistics: z.object({ enquiries: thisAndLast(count), profileViews: thisAndLast(count) }).nullable(),
    /** The typical first reply (minutes) to the enquiries received in each window; null without a reply. */
    replyMinutes: thisAndLast(minutes),
  }),
  agenda: z.array(agendaEntrySchema),
  photosAwaitingApproval: count,
});
export type DashboardHome = z.infer<typeof dashboardHomeSchema>;
