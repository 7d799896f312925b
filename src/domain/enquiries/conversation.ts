import { z } from 'zod';
import { requiredText } from '../validators.ts';

/**
 * The conversation inside an enquiry (issue 15): the supplier's replies, sent by e-mail from a
 * per-enquiry reply address, and the couple's answers that come back to it. Shared by the server
 * (schemas, OpenAPI) and the web (types, the composer's limits).
 */

/** A reply's text; longer than a letter is not a reply. */
export const replyMaxLength = 10_000;
/** An inbound mail larger than this (raw, attachments included) is refused whole (SMTP 552, HTTP 413). */
export const inboundMailMaxBytes = 10 * 1024 * 1024;
/** How long the reply address of a sent reply takes answers: couples answer weeks later, rarely after a year. */
export const replyAddressLifetimeDays = 365;

export const messageDirections = ['out', 'in'] as const;
export type MessageDirection = (typeof messageDirections)[number];

export const replyInputSchema = z.object({ text: requiredText('validation:required', replyMaxLength) });
export type ReplyInput = z.infer<typeof replyInputSchema>;

export const conversationAttachmentSchema = z.object({ id: z.string(), name: z.string(), size: z.number().int(), contentType: z.string(), url: z.string() });

export const conversationMessageSchema = z.object({
  id: z.string(),
  direction: z.enum(messageDirections),
  /** The team member who wrote an outgoing message; null for the couple's and for automatic ones. */
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Sent by the portal on its own (the auto-acknowledgement). */
  automatic: z.boolean(),
  /** The sender's address of an incoming message. */
  fromAddress: z.string().nullable(),
  /** An incoming message from an address other than the couple's: kept, shown with a warning. */
  flagged: z.boolean(),
  text: z.string(),
  attachments: z.array(conversationAttachmentSchema),
  createdAt: z.string(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

export const conversationResponseSchema = z.object({
  messages: z.array(conversationMessageSchema),
  /** Where replies go: the couple's address; null when the enquiry has none (no reply possible). */
  coupleEmail: z.string().nullable(),
  /** The couple's language: a reply template is filled in it. */
  coupleLocale: z.string(),
});
export type ConversationResponse = z.infer<typeof conversationResponseSchema>;

export const replySentResponseSchema = z.object({ message: conversationMessageSchema });
export type ReplySentResponse = z.infer<typeof replySentResponseSchema>;

/** The couple left no e-mail address: there is nobody to send the reply to. */
export const noCoupleEmailError = 'enquiries:errors.noCoupleEmail';
