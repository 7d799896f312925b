import { z } from '../zod.ts';
import { instant } from '../instant.ts';
import { statusMessageMaxLength } from './card-rules.ts';

/**
 * The supplier's status message (access document section 4 "Supplier status message"; the listing's
 * statusUpdate): a short note couples see on the profile, e.g. "Booking 2027 dates now".
 */

/** PUT body: the text; empty or whitespace-only removes the message. */
export const statusMessageInputSchema = z.object({
  message: z
    .string({ error: 'validation:invalid' })
    .trim()
    .max(statusMessageMaxLength, { error: 'validation:maxLength' }),
});
export type StatusMessageInput = z.infer<typeof statusMessageInputSchema>;

export type StatusMessageChange =
  { kind: 'add'; message: string } | { kind: 'edit'; message: string } | { kind: 'remove' } | { kind: 'none' };

/**
 * The spec's rule: none existing means add, existing and emptied means remove, existing means edit.
 * Nothing existing and nothing typed changes nothing; the same text again is no edit.
 */
export function statusMessageChange(existing: string | null, typed: string): StatusMessageChange {
  const message = typed.trim();
  if (existing === null) return message === '' ? { kind: 'none' } : { kind: 'add', message };
  if (message === '') return { kind: 'remove' };
  return message === existing ? { kind: 'none' } : { kind: 'edit', message };
}

/** The answer of GET and PUT: the message with when it was added and last edited, or null. */
export const statusMessageSchema = z.object({
  statusMessage: z.object({ message: z.string(), createdAt: instant, updatedAt: instant }).nullable(),
});
export type StatusMessage = z.infer<typeof statusMessageSchema>;
