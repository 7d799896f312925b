import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SubscriptionStatus } from '../../../domain/plans.ts';
import type { DisputeStatus } from '../../../domain/purchases-api.ts';
import { users } from './auth.ts';
import { supplierIdColumn } from './suppliers.ts';

/** Premium plans (issue 11): checkouts started, the provider's subscriptions and their invoices. */

/** open until paid (completed), failed or expired, or superseded by a newer checkout of the supplier (expired). */
type PlanCheckoutStatus = 'open' | 'completed' | 'failed' | 'expired';

/** A plan checkout a supplier admin started; the plan, tier and price are copied from the catalogue then. */
export const planCheckouts = pgTable(
  'plan_checkouts',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id').notNull(),
    supplierId: supplierIdColumn(),
    planId: text('plan_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<PlanCheckoutStatus>().notNull().default('open'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('plan_checkouts_provider_session_idx').on(t.provider, t.providerSessionId),
    index('plan_checkouts_supplier_time_idx').on(t.supplierId, t.createdAt),
  ],
);

/** A supplier's subscription as the billing provider last told it (by the newest event applied). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    /** The provider's customer: "manage subscription" opens its portal. */
    providerCustomerId: text('provider_customer_id'),
    supplierId: supplierIdColumn(),
    planId: text('plan_id').notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** When it ends, once cancelled (for the period's end or a date); null while it renews. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** When the newest invoice event applied was made: a late failure of an invoice paid since warns nobody. */
    lastInvoiceAt: timestamp('last_invoice_at', { withTimezone: true }),
    /** A renewal that failed and has not been paid since: the supplier is warned until it is. */
    paymentFailedAt: timestamp('payment_failed_at', { withTimezone: true }),
    /** When the provider made the newest event applied: an older one arriving later changes nothing. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_subscription_idx').on(t.provider, t.providerSubscriptionId),
    index('subscriptions_supplier_idx').on(t.supplierId),
  ],
);

/** Each invoice of a subscription (first payment and renewals), paid or failed, with the provider's page. */
export const subscriptionInvoices = pgTable(
  'subscription_invoices',
  {
    provider: text('provider').notNull(),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    supplierId: supplierIdColumn(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** The plan the invoice bills (the subscription's plan may change later). */
    planId: text('plan_id').notNull(),
    status: text('status').$type<'paid' | 'failed'>().notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    hostedInvoiceUrl: text('hosted_invoice_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('subscription_invoices_provider_invoice_idx').on(t.provider, t.providerInvoiceId),
    index('subscription_invoices_supplier_time_idx').on(t.supplierId, t.createdAt),
  ],
);

/**
 * What the provider's events say of one card payment (a Stripe payment intent), whatever it paid for: the
 * checkout or the invoice it settled, its receipt, what was refunded of it and its dispute. Its events come
 * in any order, so each fills in its part and none is lost for arriving before the checkout or invoice is
 * known; /purchases joins it to the business's single payments and invoices, which carry the supplier.
 */
export const providerPayments = pgTable(
  'provider_payments',
  {
    provider: text('provider').notNull(),
    paymentId: text('payment_id').notNull(),
    checkoutSessionId: text('checkout_session_id'),
    invoiceId: text('invoice_id'),
    receiptUrl: text('receipt_url'),
    /** In minor units; the provider's running total, so a replay or an older event never lowers it. */
    amountRefunded: integer('amount_refunded').notNull().default(0),
    disputeStatus: text('dispute_status').$type<DisputeStatus>(),
    /** When the provider made the dispute event applied: an older one arriving later changes nothing. */
    disputeEventAt: timestamp('dispute_event_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.paymentId] }),
    index('provider_payments_checkout_idx').on(t.provider, t.checkoutSessionId),
    index('provider_payments_invoice_idx').on(t.provider, t.invoiceId),
  ],
);
