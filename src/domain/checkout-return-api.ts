import { z } from './zod.ts';
import { checkoutReturnStates } from './checkout-return.ts';

/** GET /api/supplier/{id}/checkouts/{checkoutId}: apart from the rules, so a return page shows before zod loads. */
export const checkoutReturnAnswerSchema = z.object({ state: z.enum(checkoutReturnStates) });
export type CheckoutReturnAnswer = z.infer<typeof checkoutReturnAnswerSchema>;
