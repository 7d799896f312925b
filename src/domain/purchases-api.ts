import { z } from 'zod';
import { instant } from './instant.ts';

/** GET /api/supplier/{id}/purchases: what the supplier bought, newest first, a page at a time. */

export const purchasesQuerySchema = z.object({ page: z.coerce.number().int().min(1, { error: 'validation:invalid' }).max(10_000, { error: 'validation:invalid' }).default(1) });

export const purchasesAnswerSchema = z.object({
  purchases: z.array(
    z.object({
      kind: z.enum(['credits', 'plan']),
      id: z.string(),
      /** Credits in the pack (credits). */
      quantity: z.number().int().nullable(),
      /** The plan the invoice is of (plan). */
      planId: z.string().nullable(),
      amount: z.number().int(),
      currency: z.string(),
      status: z.enum(['paid', 'failed']),
      at: instant,
      /** The provider's invoice page, or the test-mode receipt; null where the provider gives none (a Stripe credits pack). */
      receiptUrl: z.string().nullable(),
    }),
  ),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type PurchasesAnswer = z.infer<typeof purchasesAnswerSchema>;
export type Purchase = PurchasesAnswer['purchases'][number];
