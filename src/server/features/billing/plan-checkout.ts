import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { planOfferOf, subscriptionGrantsTier, type Plan } from '../../../domain/plans.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db, Tx } from '../../db/client.ts';
import { planCheckouts, subscriptions, suppliers } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { translatorFor } from '../../i18n/translator.ts';
import type { PaymentsProvider } from '../../providers/payments/index.ts';
import { plansPath, supplierProSuccessPath } from '../../../domain/billing-paths.ts';
import { planStandingOf, type PlanStanding, type RunningSubscription } from '../../../domain/plan-standing.ts';
import { readTier } from '../../../domain/tiers.ts';
import { withCheckout } from '../../../domain/checkout-return.ts';

/** The name of a plan on the checkout and the receipt, in the supplier's language ("Venue pro Classic, monthly"). */
export function planProductName(plan: Plan, locale: string): string {
  const t = translatorFor(locale);
  return t('billing:productName', {
    family: t(`billing:families.${plan.family}`),
    tier: t(`tiers:names.${plan.tier}`),
  });
}

/**
 * The supplier's subscription that gives it a tier now, if any (one at a time: a change of plan goes through "manage").
 */
export async function currentSubscription(db: Db | Tx, supplierId: string) {
  const rows = await db.select().from(subscriptions).where(eq(subscriptions.supplierId, supplierId));
  return rows.find((row) => subscriptionGrantsTier(row.status)) ?? null;
}

/** The running subscription as the plan standing reads it (src/domain/plan-standing.ts). */
export function runningSubscription(row: Awaited<ReturnType<typeof currentSubscription>>): RunningSubscription | null {
  return (
    row && {
      planId: row.planId,
      status: row.status,
      endsAt: row.endsAt?.toISOString() ?? null,
      paymentFailedAt: row.paymentFailedAt?.toISOString() ?? null,
    }
  );
}

/** How the supplier's plan stands against its tier: what the viewer and every plan notice read. */
export async function readPlanStanding(db: Db, supplier: { id: string; tier: string }): Promise<PlanStanding> {
  return planStandingOf(readTier(supplier.tier), runningSubscription(await currentSubscription(db, supplier.id)));
}

const alreadySubscribed = () =>
  new AppError(409, 'already-subscribed', 'This supplier already has a plan', {
    planId: 'billing:errors.alreadySubscribed',
  });

/**
 * Starts the checkout of a plan the supplier is offered. One plan at a time, so one bill: a supplier
 * with a subscription changes it under "manage subscription" (409 already-subscribed), and a new
 * checkout closes the supplier's earlier open ones at the provider first, so two cannot both be paid
 * (one that was completed meanwhile is a subscription on its way: 409 too). Starts of one supplier run
 * one at a time (its row is locked).
 */
export async function startPlanCheckout(
  db: Db,
  payments: PaymentsProvider,
  access: SupplierAccess,
  planId: string,
  appUrl: string,
) {
  const { supplier, user } = access;
  const plan = planOfferOf(supplier).plans.find((offered) => offered.id === planId);
  if (!plan)
    throw badRequest('validation', 'This plan is not offered to this supplier', {
      planId: 'billing:errors.unknownPlan',
    });

  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ stripeCustomerId: suppliers.stripeCustomerId })
      .from(suppliers)
      .where(eq(suppliers.id, supplier.id))
      .for('update');
    if (await currentSubscription(tx, supplier.id)) throw alreadySubscribed();
    const open = await tx
      .select({ id: planCheckouts.id, providerSessionId: planCheckouts.providerSessionId })
      .from(planCheckouts)
      .where(
        and(
          eq(planCheckouts.supplierId, supplier.id),
          eq(planCheckouts.provider, payments.kind),
          eq(planCheckouts.status, 'open'),
        ),
      );
    for (const earlier of open) {
      await payments.expireCheckout(earlier.providerSessionId).catch(() => {
        throw alreadySubscribed();
      });
      await tx
        .update(planCheckouts)
        .set({ status: 'expired', completedAt: new Date() })
        .where(eq(planCheckouts.id, earlier.id));
    }

    const id = randomUUID();
    const checkout = await payments.createSubscriptionCheckout({
      planCheckoutId: id,
      supplierId: supplier.id,
      planId: plan.id,
      productName: planProductName(plan, supplier.locale),
      monthlyAmount: plan.monthlyAmount,
      currency: plan.currency,
      successUrl: new URL(withCheckout(supplierProSuccessPath, id), appUrl).toString(),
      cancelUrl: new URL(plansPath, appUrl).toString(),
      customerEmail: user.email,
      customerId: locked?.stripeCustomerId ?? undefined,
    });
    await tx.insert(planCheckouts).values({
      id,
      provider: payments.kind,
      providerSessionId: checkout.providerSessionId,
      supplierId: supplier.id,
      planId: plan.id,
      amount: plan.monthlyAmount,
      currency: plan.currency,
      createdBy: user.id,
    });
    return { url: checkout.url };
  });
}

export async function findLocalPlanCheckout(db: Db, providerSessionId: string) {
  const [checkout] = await db
    .select()
    .from(planCheckouts)
    .where(and(eq(planCheckouts.provider, 'local'), eq(planCheckouts.providerSessionId, providerSessionId)));
  return checkout;
}

/** A plan checkout of the supplier, for its return page (null when it has none of that id). */
export async function findPlanCheckout(db: Db, supplierId: string, id: string) {
  const [checkout] = await db
    .select({ status: planCheckouts.status, completedAt: planCheckouts.completedAt })
    .from(planCheckouts)
    .where(and(eq(planCheckouts.supplierId, supplierId), eq(planCheckouts.id, id)));
  return checkout ?? null;
}
