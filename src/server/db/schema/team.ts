import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { supplierIdColumn } from './suppliers.ts';

/**
 * The spec's collaborator invite (nonceId, nonceSecret, role): a link for one e-mail address. Only a
 * hash of the secret is kept, so the table cannot hand out working links; the row goes once used.
 */
export const supplierInvites = pgTable(
  'supplier_invites',
  {
    /** The spec's nonceId. */
    id: text('id').primaryKey(),
    supplierId: supplierIdColumn(),
    /** The invitee's address, lower case. */
    email: text('email').notNull(),
    role: text('role').notNull().default('admin'),
    /** SHA-256 of the nonce secret, hex. */
    secretHash: text('secret_hash').notNull(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // one open invite per address and supplier (inviting again replaces it); also the supplier's list
    uniqueIndex('supplier_invites_supplier_email_idx').on(t.supplierId, t.email),
  ],
);
