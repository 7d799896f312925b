import { z } from '../zod.ts';
import { requiredText } from '../validators.ts';
import { bookingSorts, defaultBookingSort, inviteMessageMaxLength, parseYearFilter } from './couples.ts';
import { weddingDatePickerViewSchema } from './inbox.ts';

/** Requests and answers of the couples (bookings) calls (spec section 7), shared by the server and the web. */

/** @internal */
export const bookingSortSchema = z
  .enum(bookingSorts, { error: 'enquiries:errors.bookingSort' })
  .default(defaultBookingSort);

/** @internal */
export const yearFilterSchema = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const filter = parseYearFilter(raw);
    if (filter === null) {
      ctx.addIssue({ code: 'custom', message: 'enquiries:errors.yearFilter' });
      return z.NEVER;
    }
    return filter;
  });

const id = z
  .string({ error: 'validation:required' })
  .trim()
  .min(1, { error: 'validation:required' })
  .max(128, { error: 'validation:maxLength' });

/** `?sort=recentlyAdded|weddingDate|coupleName|guestCount&year=all|YYYY` (defaults recentlyAdded, all). */
export const bookingsQuerySchema = z.object({ sort: bookingSortSchema, year: yearFilterSchema });

const bookingSummarySchema = z.object({
  id: z.string(),
  /** The spec's booking fields: profileId is the supplier, userId the couple. */
  profileId: z.string(),
  userId: z.string(),
  weddingId: z.string(),
  enquiryId: z.string().nullable(),
  coupleName: z.string(),
  partnerName1: z.string(),
  partnerName2: z.string().nullable(),
  /** wedding-date.ts `weddingDateEpoch` (ms), null without a year. */
  weddingDate: z.number().nullable(),
  weddingDatePicker: weddingDatePickerViewSchema.nullable(),
  guestCount: z.number().int().nullable(),
  collaborating: z.boolean(),
  filesCount: z.number().int(),
  createdAt: z.string(),
});
export type BookingSummary = z.infer<typeof bookingSummarySchema>;

const bookingStatsSchema = z.object({
  total: z.number().int(),
  upcoming: z.number().int(),
  past: z.number().int(),
  dateUndecided: z.number().int(),
});

export const bookingsResponseSchema = z.object({
  /** The bookings of the year filter, in the asked order. */
  bookings: z.array(bookingSummarySchema),
  /** Over every booking of the supplier, whatever the year filter. */
  stats: bookingStatsSchema,
  /** The years the year filter offers, ascending. */
  years: z.array(z.number().int()),
  sort: z.enum(bookingSorts),
  year: z.union([z.literal('all'), z.number().int()]),
});
export type BookingsResponse = z.infer<typeof bookingsResponseSchema>;

export const bookingRequestSchema = z.object({ supplierId: id, weddingId: id });

const bookingFileOwners = ['couple', 'supplier'] as const;

const bookingFileViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  owner: z.enum(bookingFileOwners),
});
export const bookingFileResponseSchema = z.object({ file: bookingFileViewSchema });
export type BookingFileView = z.infer<typeof bookingFileViewSchema>;

export const inviteMessageViewSchema = z.object({
  /** The supplier's message for this wedding, or the default text in the couple's language with the names filled in. */
  inviteMessage: z.string(),
  /** Whether the supplier wrote its own (false: the default text). */
  inviteMessageCustom: z.boolean(),
  /** When the invite was last sent, null before the first. */
  inviteSentAt: z.string().nullable(),
});
export type InviteMessageView = z.infer<typeof inviteMessageViewSchema>;

/** An empty message goes back to the default text. */
export const inviteMessageSchema = z.object({
  message: z
    .string({ error: 'validation:required' })
    .trim()
    .max(inviteMessageMaxLength, { error: 'validation:maxLength' }),
});
export type InviteMessageInput = z.infer<typeof inviteMessageSchema>;

const bookingDetailSchema = bookingSummarySchema
  .extend({
    email: z.string().nullable(),
    phone: z.string().nullable(),
    /** The couple's enquiry message, null without an enquiry. */
    message: z.string().nullable(),
    venueCounties: z.array(z.string()),
    venueTags: z.array(z.string()),
    budgetRangeLabel: z.string().nullable(),
    contactedCoupleTime: z.string().nullable(),
    files: z.array(bookingFileViewSchema),
  })
  .extend(inviteMessageViewSchema.shape);
export type BookingDetail = z.infer<typeof bookingDetailSchema>;

export const bookingResponseSchema = z.object({ booking: bookingDetailSchema });

/**
 * ownerSupplier true: the files the supplier shared; false: those the couple shared. A call without the wedding or the
 * owner is the spec's 'Enquiry/Owner not passed'.
 */
export const bookingFilesRequestSchema = bookingRequestSchema.extend({
  weddingId: requiredText('couples:errors.enquiryOwnerNotPassed', 128),
  ownerSupplier: z.boolean({ error: 'couples:errors.enquiryOwnerNotPassed' }),
});
export const bookingFilesResponseSchema = z.object({ files: z.array(bookingFileViewSchema) });

export const toggleCollaborationSchema = z.object({
  /** The supplier's profile (must be supplierId). */
  profileId: id,
  /** The couple. */
  userId: id,
  collaborating: z.boolean({ error: 'validation:required' }),
  supplierId: id,
});
export const toggleCollaborationResponseSchema = z.object({ bookingId: z.string(), collaborating: z.boolean() });

export const contactCoupleResponseSchema = z.object({
  sent: z.literal(true),
  contactedAt: z.string(),
  /** The contact-couples credits left. */
  balance: z.number().int(),
});
export type ContactCoupleResponse = z.infer<typeof contactCoupleResponseSchema>;
