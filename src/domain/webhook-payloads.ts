import { isEnquiryLocked, redactLockedEnquiry, type LockEnquiry, type LockSupplier } from './enquiries/locking.ts';
import type { WeddingDatePicker } from './enquiries/wedding-date.ts';
import { webhookPayloadVersion, type WebhookDeliveryType } from './webhooks.ts';

/**
 * What a webhook carries (Standard Webhooks' `{ type, timestamp, data }` with the portal's `version`):
 * the ids and the fields a supplier's own tool needs, of the supplier's own data only. A locked
 * pay-per-enquiry enquiry carries no couple details, exactly as the inbox hides them.
 */
export interface WebhookPayload {
  type: WebhookDeliveryType;
  timestamp: string;
  version: typeof webhookPayloadVersion;
  data: Record<string, unknown>;
}

export function webhookPayload(type: WebhookDeliveryType, now: Date, data: Record<string, unknown>): WebhookPayload {
  return { type, timestamp: now.toISOString(), version: webhookPayloadVersion, data };
}

export interface EnquiryForWebhook extends LockEnquiry {
  id: string;
  supplierId: string;
  weddingId: string;
  partnerName1: string | null;
  partnerName2: string | null;
  email: string | null;
  phone: string | null;
  message: string | null;
  guestsEstimate: number | null;
  weddingDatePicker: WeddingDatePicker | null;
  progress: string[];
  statuses: string[];
  ownerId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The wedding date as far as the couple gave it (a day, a month, a season or a year). */
function weddingDateOf(picker: WeddingDatePicker | null) {
  if (!picker || picker.year === null) return null;
  return { year: picker.year, season: picker.season, month: picker.month, day: picker.day };
}

export function enquiryWebhookData(enquiry: EnquiryForWebhook, supplier: LockSupplier): Record<string, unknown> {
  const locked = isEnquiryLocked({ supplier, enquiry });
  const contact = {
    partnerName1: enquiry.partnerName1,
    partnerName2: enquiry.partnerName2,
    email: enquiry.email,
    phone: enquiry.phone,
    message: enquiry.message,
  };
  const { message, ...couple } = locked ? redactLockedEnquiry(contact) : contact;
  return {
    id: enquiry.id,
    supplierId: enquiry.supplierId,
    weddingId: enquiry.weddingId,
    source: enquiry.source,
    locked,
    couple,
    message,
    weddingDate: weddingDateOf(enquiry.weddingDatePicker),
    guests: enquiry.guestsEstimate,
    progress: enquiry.progress,
    statuses: enquiry.statuses,
    ownerId: enquiry.ownerId,
    createdAt: enquiry.createdAt.toISOString(),
    updatedAt: enquiry.updatedAt.toISOString(),
  };
}

export interface BookingForWebhook {
  id: string;
  supplierId: string;
  weddingId: string;
  enquiryId: string | null;
  /** Midnight UTC of the wedding day, as the bookings table keeps it. */
  weddingDate: number | null;
  createdAt: Date;
}

export function bookingWebhookData(booking: BookingForWebhook): Record<string, unknown> {
  return {
    id: booking.id,
    supplierId: booking.supplierId,
    weddingId: booking.weddingId,
    enquiryId: booking.enquiryId,
    weddingDate: booking.weddingDate === null ? null : new Date(booking.weddingDate).toISOString().slice(0, 10),
    createdAt: booking.createdAt.toISOString(),
  };
}

export interface ReviewForWebhook {
  id: string;
  supplierId: string;
  verified: boolean;
  stars: number;
  title: string;
  body: string;
  authorName: string;
  weddingDate: string | null;
  createdAt: Date;
}

/** A review as the public profile shows it: the author's e-mail address stays with the platform. */
export function reviewWebhookData(review: ReviewForWebhook): Record<string, unknown> {
  const { id, supplierId, verified, stars, title, body, authorName, weddingDate } = review;
  return {
    id,
    supplierId,
    verified,
    stars,
    title,
    body,
    authorName,
    weddingDate,
    createdAt: review.createdAt.toISOString(),
  };
}
