import { z } from './zod.ts';
import { instant } from './instant.ts';
import { oneOffProducts } from './one-off-products.ts';

/** GET /api/supplier/{id}/purchases: what the supplier bought, newest first, a page at a time. */

/** A single payment's product (src/domain/one-off-products.ts) or a plan invoice. */
const purchaseKinds = [...oneOffProducts, 'plan'] as const;
export type PurchaseKind = (typeof purchaseKinds)[number];

/** Where a dispute of a payment stands: open while the card's bank decides, then won (the money stays) or lost. */
const disputeStatuses = ['open', 'won', 'lost'] as const;
export type DisputeStatus = (typeof disputeStatuses)[number];

/** Which purchases a page lists: all, the plan's invoices (/purchases shows them under the subscription), or the rest. */
const purchasesShown = ['all', 'plan', 'oneOff'] as const;
export type PurchasesShown = (typeof purchasesShown)[number];

export const purchasesQuerySchema = z.object({
  shown: z.enum(purchasesShown, { error: 'validation:invalid' }).default('all'),
  page: z.coerce
    .number()
    .int()
    .min(1, { error: 'validation:invalid' })
    .max(10_000, { error: 'validation:invalid' })
    .default(1),
});

export const purchasesAnswerSchema = z.object({
  purchases: z.array(
    z.object({
      kind: z.enum(purchaseKinds),
      id: z.string(),
      /** Credits in the pack (credits). */
      quantity: z.number().int().nullable(),
      /** The plan the invoice is of (plan). */
      planId: z.string().nullable(),
      /** What a search boost or counties purchase bought. */
      details: z
        .union([
          z.object({
            searchBoost: z.object({
              mode: z.enum(['generic', 'type']),
              value: z.number().int(),
              venueType: z.string().optional(),
            }),
          }),
          z.object({ counties: z.array(z.string()) }),
        ])
        .nullable(),
      amount: z.number().int(),
      currency: z.string(),
      status: z.enum(['paid', 'failed']),
      at: instant,
      /** The provider's invoice page or receipt, or the test-mode receipt; null until the provider has sent it. */
      receiptUrl: z.string().nullable(),
      /** What was given back of it, in minor units (0: nothing; the amount: all of it). */
      refundedAmount: z.number().int(),
      /** The card holder's dispute of the payment, if any. */
      dispute: z.enum(disputeStatuses).nullable(),
    }),
  ),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type PurchasesAnswer = z.infer<typeof purchasesAnswerSchema>;
export type Purchase = PurchasesAnswer['purchases'][number];
