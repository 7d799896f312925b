import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OneOffDetails, OneOffProduct } from '../../../domain/one-off-products.ts';
import type { BalanceType, LedgerReason } from '../../../domain/enquiries/ppe.ts';
import { users } from './auth.ts';
import { supplierIdColumn } from './suppliers.ts';

/** Pay-per-enquiry credits (spec sections 3, 4 and 7): balances, their ledger, price packs and card payments. */

export const balances = pgTable(
  'balances',
  {
    supplierId: supplierIdColumn(),
    balanceType: text('balance_type').$type<BalanceType>().notNull(),
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.balanceType] }),
    check('balances_balance_not_negative', sql`${t.balance} >= 0`),
  ],
);

/**
 * Every move of a balance, append-only. `reference` names what caused it (`enquiry:<id>`,
 * `payment:<id>`): one entry per reference and balance, so a replayed cause moves nothing twice.
 * Admin adjustments carry none (NULLs never collide in the unique index).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: text('id').primaryKey(),
    supplierId: supplierIdColumn(),
    balanceType: text('balance_type').$type<BalanceType>().notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').$type<LedgerReason>().notNull(),
    reference: text('reference'),
    note: text('note'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_entries_reference_idx').on(t.supplierId, t.balanceType, t.reference),
    index('ledger_entries_supplier_time_idx').on(t.supplierId, t.createdAt),
    check('ledger_entries_amount_not_zero', sql`${t.amount} <> 0`),
  ],
);

/** A pack of enquiry credits for sale: `amount` is the pack's price in minor units of `currency`. */
export const ppePrices = pgTable(
  'ppe_prices',
  {
    id: text('id').primaryKey(),
    currency: text('currency').notNull(),
    quantity: integer('quantity').notNull(),
    amount: integer('amount').notNull(),
    /** Retire a pack by switching this off: past payments refer to it. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ppe_prices_currency_quantity_idx').on(t.currency, t.quantity),
    check('ppe_prices_quantity_positive', sql`${t.quantity} > 0`),
    check('ppe_prices_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

/**
 * open until the provider settles it (paid, failed), or closed unpaid by a newer checkout of the same product
 * (expired).
 */
export const paymentStatuses = ['open', 'paid', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * One checkout of a single payment (credits, a search boost, counties); quantity, amount and currency are fixed when it
 * starts.
 */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: text('id').primaryKey(),
    /** The payments provider that runs the checkout ('local' or 'stripe') and its id of the session. */
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id').notNull(),
    supplierId: supplierIdColumn(),
    /**
     * What the payment buys (src/domain/one-off-products.ts); credits name their price pack, the others their details.
     */
    product: text('product').$type<OneOffProduct>().notNull().default('credits'),
    priceId: text('price_id').references(() => ppePrices.id),
    details: jsonb('details').$type<OneOffDetails>(),
    quantity: integer('quantity').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('open'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_sessions_provider_session_idx').on(t.provider, t.providerSessionId),
    index('payment_sessions_supplier_time_idx').on(t.supplierId, t.createdAt),
  ],
);

/** Webhook events already handled, by the provider's event id: a replayed or duplicated event adds nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentSessionId: text('payment_session_id').references(() => paymentSessions.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
