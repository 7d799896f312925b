import { z } from './zod.ts';
import {
  callDays,
  callNoteMaxLength,
  callPhoneMessage,
  callRequestStatuses,
  callTopics,
  callWindows,
} from './call-requests.ts';

/** Requests and answers of the book-a-call calls (src/domain/call-requests.ts has the rules). */

export const callRequestSchema = z.object({
  id: z.string(),
  phone: z.string(),
  day: z.string(),
  window: z.enum(callWindows),
  topic: z.enum(callTopics),
  note: z.string(),
  status: z.enum(callRequestStatuses),
  createdAt: z.string(),
});
export type CallRequest = z.infer<typeof callRequestSchema>;

/** The popup's read: the open request, if any, else what the form starts from (the listing's phone, the days). */
export const callRequestStateSchema = z.object({
  open: callRequestSchema.nullable(),
  phone: z.string(),
  days: z.array(z.string()),
});
export type CallRequestState = z.infer<typeof callRequestStateSchema>;

/** The popup's form, for a supplier of `country` at `now`: the day one of the offered working days. */
export function callRequestInputSchema(country: string, now: Date) {
  const days = callDays(country, now);
  return z.object({
    phone: z
      .string({ error: 'validation:requiredPhone' })
      .trim()
      .min(1, { error: 'validation:requiredPhone' })
      .max(40, { error: 'validation:maxLength' })
      .superRefine((phone, ctx) => {
        const message = callPhoneMessage(country, phone);
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
    day: z.string({ error: 'callRequests:errors.day' }).refine((day) => days.includes(day), {
      error: 'callRequests:errors.day',
    }),
    window: z.enum(callWindows, { error: 'callRequests:errors.window' }),
    topic: z.enum(callTopics, { error: 'callRequests:errors.topic' }),
    note: z.string().trim().max(callNoteMaxLength, { error: 'validation:maxLength' }).default(''),
  });
}

/** The admin list: open requests across suppliers, newest first. */
export const openCallRequestsSchema = z.object({
  requests: z.array(
    callRequestSchema.omit({ status: true }).extend({ supplierId: z.string(), supplierName: z.string() }),
  ),
});
export type OpenCallRequests = z.infer<typeof openCallRequestsSchema>;
