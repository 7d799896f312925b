import { z } from '../zod.ts';
import {
  changeActions,
  defaultStatusView,
  parseOwnerFilter,
  progressSteps,
  statusFlags,
  statusViews,
  userIdPattern,
} from './progress.ts';

/**
 * The request schemas of the progress, status and owner calls (server validation), apart from the rules in
 * progress.ts, which the portal's shell runs in the browser without loading zod.
 */

export const enquiryChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('progress'), value: z.enum(progressSteps), action: z.enum(changeActions) }),
  z.object({ kind: z.literal('status'), value: z.enum(statusFlags), action: z.enum(changeActions) }),
]);
export type EnquiryChange = z.infer<typeof enquiryChangeSchema>;

export const statusViewSchema = z
  .enum(statusViews, { error: 'enquiries:errors.statusView' })
  .default(defaultStatusView);

export const ownerFilterSchema = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const filter = parseOwnerFilter(raw);
    if (filter === null) {
      ctx.addIssue({ code: 'custom', message: 'enquiries:errors.ownerFilter' });
      return z.NEVER;
    }
    return filter;
  });

/** Assigning (a user id) or clearing (null) the owner. */
export const ownerChangeSchema = z.object({
  owner: z
    .string({ error: 'enquiries:errors.owner' })
    .regex(userIdPattern, { error: 'enquiries:errors.owner' })
    .nullable(),
});
