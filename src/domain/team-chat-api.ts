import { z } from './zod.ts';
import { supplierRoles } from './roles.ts';

/** Requests, answers and socket frames of team chat, shared by the server and the web (zod: lazy-loaded in the web). */

const chatMessageSchema = z.object({
  id: z.number().int(),
  /** The conversation as the reader names it: `team` or `dm:<the other member>`. */
  conversation: z.string(),
  senderId: z.string(),
  senderName: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

const chatMemberSchema = z.object({ userId: z.string(), name: z.string(), role: z.enum(supplierRoles) });

export const chatOverviewSchema = z.object({
  me: z.string(),
  /** Whether the reader may write (viewers read only). */
  canSend: z.boolean(),
  members: z.array(chatMemberSchema),
  /** Unread messages per conversation (only those with any). */
  unread: z.record(z.string(), z.number().int()),
  maxLength: z.number().int(),
  /**
   * Platform support in the channel: whether the team invited it, whether the reader is support, whether the reader may
   * change it (team admins).
   */
  support: z.object({ invited: z.boolean(), isSupport: z.boolean(), canChange: z.boolean() }),
});
export type ChatOverview = z.infer<typeof chatOverviewSchema>;

export const chatSupportRequestSchema = z.object({ invited: z.boolean() });

export const chatUnreadSchema = z.object({ unread: z.number().int() });

const conversationName = z.string().min(1).max(300);
export const chatHistoryQuerySchema = z.object({
  conversation: conversationName,
  before: z.coerce.number().int().positive().optional(),
});
/** A page of history, oldest first; `more` when older messages remain. */
export const chatHistorySchema = z.object({ messages: z.array(chatMessageSchema), more: z.boolean() });
export type ChatHistory = z.infer<typeof chatHistorySchema>;

export const chatReadRequestSchema = z.object({ conversation: conversationName, upTo: z.number().int().positive() });

/** What a client sends on the socket: a message (`ref` comes back with its answer). */
export const chatClientFrameSchema = z.object({
  type: z.literal('send'),
  conversation: conversationName,
  text: z.string(),
  ref: z.string().max(64).optional(),
});

/** What the socket sends: each message (the catch-up first), the answer to a send, an error of a send. */
export type ChatServerFrame =
  | { type: 'ready'; caughtUp: boolean }
  | { type: 'message'; message: ChatMessage }
  | { type: 'sent'; ref: string | null; id: number }
  | { type: 'error'; ref: string | null; code: string; field: string | null; message: string };
