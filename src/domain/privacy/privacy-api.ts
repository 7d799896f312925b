import { z } from '../zod.ts';
import { minRetentionMonths } from './retention.ts';

/** Requests and answers of the privacy calls (rules in retention.ts, account-deletion.ts, couple-erasure.ts). */

/** Deleting one's own account: the typed e-mail address, and the password when the account has one. */
export const deleteAccountSchema = z.object({
  confirmation: z.string().trim().min(1),
  currentPassword: z.string().optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** Deleting a business: its name, typed (business-deletion.ts). */
export const deleteBusinessSchema = z.object({ confirmation: z.string().trim().min(1).max(300) });
export type DeleteBusinessInput = z.infer<typeof deleteBusinessSchema>;

/** A business's retention setting; `months` null is the platform's period. */
export const retentionSettingSchema = z.object({
  months: z.number().int().nullable(),
  platformMonths: z.number().int(),
});
export type RetentionSetting = z.infer<typeof retentionSettingSchema>;

/** The business's choice: whole months from the minimum up to the platform's period, or null for the platform's. */
export function retentionInputSchema(platformMonths: number) {
  return z.object({
    months: z
      .number({ error: 'validation:wholeNumber' })
      .int()
      .min(minRetentionMonths, { error: 'privacy:retention.tooShort' })
      .max(platformMonths, { error: 'privacy:retention.tooLong' })
      .nullable(),
  });
}

export const coupleErasureInputSchema = z.object({ email: z.string().trim().pipe(z.email().max(320)) });

export const coupleErasureSchema = z.object({
  id: z.string(),
  finished: z.boolean(),
  counts: z.object({
    suppliers: z.number().int(),
    enquiries: z.number().int(),
    messages: z.number().int(),
    bookings: z.number().int(),
    reviews: z.number().int(),
    files: z.number().int(),
  }),
});
export type CoupleErasure = z.infer<typeof coupleErasureSchema>;
