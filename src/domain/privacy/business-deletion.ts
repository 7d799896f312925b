import { isEndedSubscription, type SubscriptionStatus } from '../plans.ts';

/**
 * Deleting a business (issue 35, docs/decisions/privacy.md "Deleting a business"): a supplier admin confirms by typing
 * the business's name, so a slip of the mouse never closes a business.
 */

const comparable = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** Whether the typed confirmation is the business's name (case and spacing do not matter). */
export function businessDeletionConfirmed(typed: string, businessName: string): boolean {
  return comparable(typed) === comparable(businessName);
}

/**
 * Whether a subscription would still renew: the provider would go on charging a business that no longer exists, so
 * the plan is ended first (cancelled for its period's end is fine: it ends by itself).
 */
export function subscriptionRenews(subscription: { status: SubscriptionStatus; endsAt: Date | null }): boolean {
  return (
    subscription.status !== 'incomplete' && !isEndedSubscription(subscription.status) && subscription.endsAt === null
  );
}
