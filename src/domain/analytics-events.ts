/** Spec section 7: the analytics callback time-out, after which an unanswered call is given up. */
export const analyticsTimeoutMs = 28_000;

/** Events the portal itself sends (kept apart from the zod schema so the web's first bundle stays small). */
export const portalEvents = {
  pageView: { event: 'pageView', category: 'navigation' },
  /** Spec section 4: a sign-in or sign-up with a collaborator invite in play failed. */
  failedToClaimInvite: { event: 'failedToClaimCollaboratorInvite', category: 'auth' },
} as const;

/** A burst of page views is fine; a loop or a flood is not. */
export const analyticsRateLimit = { max: 120, timeWindowMs: 60_000 } as const;

/**
 * Spec section 7: the two identify calls the portal makes once per session and active supplier, each
 * with pageTitle, props and supplierId. The server stores what each says of the supplier (its level:
 * the tier; whether it is claimed) as an identify event (src/domain/analytics-identify.ts).
 */
export const identifyCalls = {
  supplierLevel: '/api/supplier-level/identify',
  supplierClaimed: '/api/supplier-claimed/identify',
} as const;
export type IdentifyKind = keyof typeof identifyCalls;
