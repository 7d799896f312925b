/**
 * Where a checkout returns (issue 33): the plan success page, the search boost's, /locations?payment=success and the
 * inbox's ?payment=success name the checkout they return from (`checkout=<id>` in the success URL the portal gives the
 * provider). The page reads its state and says at once when there is nothing of this user's pending: a page opened
 * directly, or again later, neither spins on "confirming" nor thanks for an old purchase (docs/decisions/billing.md,
 * "Return pages").
 */
export const checkoutReturnStates = ['nothing', 'pending', 'paid', 'failed'] as const;
export type CheckoutReturnState = (typeof checkoutReturnStates)[number];

/** The search parameter of a success URL that names the checkout. */
export const checkoutParam = 'checkout';

/** A path with the checkout it returns from (a path may carry its own query already). */
export const withCheckout = (path: string, checkoutId: string): string =>
  `${path}${path.includes('?') ? '&' : '?'}${checkoutParam}=${encodeURIComponent(checkoutId)}`;

/**
 * How long after it was paid a return page still thanks for a checkout: the way back from the provider, not a visit
 * later.
 * @internal
 */
export const thankYouMinutes = 30;

/**
 * The state a return page shows: none named or found, or settled long ago, is nothing pending; open waits for the
 * provider's event; paid thanks for a checkout settled in the last minutes; failed says so. A checkout closed by a
 * newer one (expired) is nothing pending.
 */
export function checkoutReturnState(
  checkout: { status: 'open' | 'paid' | 'failed' | 'expired'; completedAt: Date | null } | null,
  now: Date,
): CheckoutReturnState {
  if (!checkout || checkout.status === 'expired') return 'nothing';
  if (checkout.status === 'open') return 'pending';
  const recent =
    checkout.completedAt !== null && now.getTime() - checkout.completedAt.getTime() < thankYouMinutes * 60_000;
  return recent ? checkout.status : 'nothing';
}
