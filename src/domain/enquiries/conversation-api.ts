import { z } from '../zod.ts';
import { requiredText } from '../validators.ts';
import { messageDirections, replyMaxLength } from './conversation.ts';

/** The conversation calls' shapes (conversation.ts has the rules, which the composer loads without zod). */

export const replyInputSchema = z.object({ text: requiredText('validation:required', replyMaxLength) });

const conversationAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  url: z.string(),
});

const conversationMessageSchema = z.object({
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
