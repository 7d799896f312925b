import { z } from '../zod.ts';
import { contactCoupleMessageMaxLength } from './contact-couple.ts';

/**
 * The contact-couple call's payload (rules in contact-couple.ts), apart so that the couples' activity shows without
 * zod.
 */

const id = z
  .string({ error: 'validation:required' })
  .trim()
  .min(1, { error: 'validation:required' })
  .max(128, { error: 'validation:maxLength' });

/** The call's payload; eventType is the activity event the supplier answers (the events table's type). */
export const contactCoupleSchema = z.object({
  supplierId: id,
  weddingId: id,
  eventType: id,
  message: z
    .string({ error: 'validation:required' })
    .trim()
    .min(1, { error: 'validation:required' })
    .max(contactCoupleMessageMaxLength, { error: 'validation:maxLength' }),
  supplierUserId: id,
});
export type ContactCoupleInput = z.infer<typeof contactCoupleSchema>;
