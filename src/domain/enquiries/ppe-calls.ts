import { z } from '../zod.ts';
import { currencies } from '../countries.ts';
import { requiredText } from '../validators.ts';
import { balanceTypes, ledgerReasons, maxLedgerAmount } from './ppe.ts';

/**
 * The pay-per-enquiry calls' payloads and answers (spec section 7), shared by the server (zod schemas,
 * OpenAPI) and the web (types of the query hooks).
 */

const id = requiredText('validation:required', 128);

export const ledgerTransactionSchema = z.object({
  supplierId: z.string().min(1, { error: 'validation:required' }),
  balanceType: z.enum(balanceTypes, { error: 'enquiries:errors.balanceType' }),
  amount: z
    .number({ error: 'enquiries:errors.ledgerAmount' })
    .int({ error: 'enquiries:errors.ledgerAmount' })
    .refine((n) => n !== 0 && Math.abs(n) <= maxLedgerAmount, { error: 'enquiries:errors.ledgerAmount' }),
  reason: z.enum(ledgerReasons, { error: 'enquiries:errors.ledgerReason' }),
  note: z.string().trim().max(500, { error: 'validation:maxLength' }).optional(),
});

/** @internal */
export const ppePriceSchema = z.object({
  id: z.string(),
  /** Credits in the pack. */
  quantity: z.number().int().positive(),
  /** Price of the pack in minor units. */
  amount: z.number().int().nonnegative(),
  currency: z.enum(currencies),
});
export type PpePrice = z.infer<typeof ppePriceSchema>;

/**
 * POST /api/supplier/wedding/enquiry/reveal: the spec's payload "enquiry, supplier" (their ids); a call without the
 * enquiry is the spec's 'Enquiry not passed'.
 */
export const revealRequestSchema = z.object({
  enquiry: requiredText('enquiries:errors.enquiryNotPassed', 128),
  supplier: id,
});

export const revealResponseSchema = z.object({
  enquiryId: z.string(),
  supplierId: z.string(),
  /** 1 when this call unlocked the enquiry, 0 when it was not locked (not pay-per-enquiry, or already revealed). */
  creditsUsed: z.union([z.literal(0), z.literal(1)]),
  /** Enquiry credits left. */
  balance: z.number().int(),
});
export type RevealResponse = z.infer<typeof revealResponseSchema>;

/** @internal */
export const balancesSchema = z.object(
  Object.fromEntries(balanceTypes.map((type) => [type, z.number().int()])) as Record<
    (typeof balanceTypes)[number],
    z.ZodNumber
  >,
);

/** GET /api/supplier/{id}/balances */
export const balancesResponseSchema = z.object({ supplierId: z.string(), balances: balancesSchema });
export type BalancesResponse = z.infer<typeof balancesResponseSchema>;

/** POST /api/supplier/ledger/transaction answers the entry and the balance after it. */
export const ledgerTransactionResponseSchema = z.object({
  entryId: z.string(),
  supplierId: z.string(),
  balanceType: z.enum(balanceTypes),
  amount: z.number().int(),
  reason: z.enum(ledgerReasons),
  balance: z.number().int(),
});

/** GET /api/ppe/fetch-prices[?supplierId=]: the packs in the supplier's currency, ascending by quantity. */
export const pricesQuerySchema = z.object({ supplierId: id.optional() });
export const pricesResponseSchema = z.object({ currency: z.enum(currencies), prices: z.array(ppePriceSchema) });
export type PricesResponse = z.infer<typeof pricesResponseSchema>;

/** POST /api/ppe/create-checkout-session */
export const checkoutRequestSchema = z.object({ supplierId: id, priceId: id });
export const checkoutResponseSchema = z.object({ sessionId: z.string(), url: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;
