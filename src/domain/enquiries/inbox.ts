import { z } from '../zod.ts';
import { enquiryNoteMaxLength } from './notes.ts';
import { requiredText } from '../validators.ts';
import { progressSteps, statusFlags, statusViews, type NumStatuses } from './progress.ts';
import { enquirySources } from './source.ts';
import { seasons, weekDays } from './wedding-date.ts';
import { spamScoreSchema } from './spam-api.ts';
import { preferredLocationSchema } from './preferred-locations.ts';

/**
 * The answers of the inbox calls (spec sections 3 and 7), shared by the server (response schemas,
 * OpenAPI) and the web (types of the query hooks).
 */

export const enquiryNoteInputSchema = z.object({ text: requiredText('validation:required', enquiryNoteMaxLength) });

const marks = [...progressSteps, ...statusFlags] as const;

export const weddingDatePickerViewSchema = z.object({
  day: z.number().int().nullable(),
  weekDay: z.enum(weekDays).nullable(),
  dayUndecided: z.boolean(),
  month: z.number().int().nullable(),
  monthUndecided: z.boolean(),
  season: z.enum(seasons).nullable(),
  year: z.number().int().nullable(),
  yearUndecided: z.boolean(),
});

const enquiryOwnerSchema = z.object({ id: z.string(), name: z.string() });

/** One row of the enquiry list. On a locked enquiry the couple's details (locking.ts) are null. */
const enquiryListItemSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** null when the supplier's tier has no access to the source (feature `source`). */
  source: z.enum(enquirySources).nullable(),
  partnerName1: z.string().nullable(),
  partnerName2: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** wedding-date.ts `weddingDateEpoch` (ms) and the picker it comes from. */
  weddingDate: z.number().nullable(),
  weddingDateDatePicker: weddingDatePickerViewSchema.nullable(),
  guests: z.object({ estimate: z.number().int().nullable() }).describe("The couple's guest number as a number"),
  budgetRangeLabel: z.string().nullable(),
  budgetMatch: z.boolean().nullable(),
  /** The couple's counties, marked where the supplier is found; null when the tier has no access (`preferredLocations`). */
  preferredLocations: z.array(preferredLocationSchema).nullable(),
  progress: z.array(z.enum(progressSteps)),
  statuses: z.array(z.enum(statusFlags)),
  /** ISO instant of each mark that is on. */
  timestamps: z.partialRecord(z.enum(marks), z.string()),
  important: z.boolean(),
  dismissed: z.boolean(),
  enquiryRead: z.boolean(),
  owner: enquiryOwnerSchema.nullable(),
  notesCount: z.number().int(),
  locked: z.boolean(),
  revealed: z.boolean(),
  isPayPerEnquiry: z.boolean(),
  /** In the Spam view (spam.ts). */
  spam: z.boolean(),
});
export type EnquiryListItem = z.infer<typeof enquiryListItemSchema>;

const enquiryNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  createdAt: z.string(),
  /** null when the author's account was deleted. */
  author: enquiryOwnerSchema.nullable(),
});
export type EnquiryNote = z.infer<typeof enquiryNoteSchema>;

/** The open enquiry: the list row plus the message, the couple's own guest wording and the notes (oldest first). */
const enquiryDetailSchema = enquiryListItemSchema.extend({
  wedding: z.string().describe("The wedding's id"),
  user: z.string().describe("The couple's id (the spec's user: couples are data, not portal users)"),
  message: z.string().nullable(),
  guestsInitialTarget: z.string().nullable(),
  contactedCoupleTime: z.string().nullable(),
  /** Empty when the supplier's tier has no access to notes (feature `notes`). */
  notes: z.array(enquiryNoteSchema),
  /** Its spam score and reasons; null for an enquiry from before scoring. */
  spamScore: spamScoreSchema.nullable(),
});
export type EnquiryDetail = z.infer<typeof enquiryDetailSchema>;

const numStatusesSchema = z.object(
  Object.fromEntries([...statusViews, 'filtered'].map((key) => [key, z.number().int()])),
) as unknown as z.ZodType<NumStatuses>;

export const enquiryListSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  status: z.enum(statusViews),
  /** "all", "none" or a user id. */
  ownerFilter: z.string(),
  numStatuses: numStatusesSchema,
  enquiries: z.array(enquiryListItemSchema),
});
export type EnquiryList = z.infer<typeof enquiryListSchema>;

const weddingSummarySchema = z.object({
  venueCounties: z.array(z.string()),
  budgetRangeLabel: z.string().nullable(),
  venueTags: z.array(z.string()),
});
export type WeddingSummary = z.infer<typeof weddingSummarySchema>;

export const enquiryDetailResponseSchema = z.object({
  supplierWedding: enquiryDetailSchema,
  /** The following enquiry of the same view (list order: newest first), null after the last. */
  next: z.string().nullable(),
  weddingSummary: weddingSummarySchema,
});
export type EnquiryDetailResponse = z.infer<typeof enquiryDetailResponseSchema>;

/** applied, unchanged or skipped (platform admins' progress and status changes: spec section 4). */
export const enquiryChangeResponseSchema = z.object({
  outcome: z.enum(['applied', 'unchanged', 'skipped']),
  supplierWedding: enquiryDetailSchema,
});
export type EnquiryChangeResponse = z.infer<typeof enquiryChangeResponseSchema>;

export const enquiryNoteResponseSchema = z.object({ note: enquiryNoteSchema, notesCount: z.number().int() });
export const enquiryNoteDeletedSchema = z.object({ notesCount: z.number().int() });
