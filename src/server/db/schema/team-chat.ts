import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { supplierIdColumn, suppliers } from './suppliers.ts';

/**
 * A team chat message (issue 13, src/domain/team-chat.ts): in the supplier's channel (`conversation`
 * 'team', no recipient) or between two members (`dm:<userId>:<userId>`, the ids in order). Ids grow, so
 * a reconnecting client asks for what came after the last one it has.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    supplierId: supplierIdColumn(),
    conversation: text('conversation').notNull(),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: text('recipient_id').references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.supplierId, t.conversation, t.id)],
);

/** How far a member has read a conversation: the unread counts are the others' messages after it. */
export const chatReadMarkers = pgTable(
  'chat_read_markers',
  {
    supplierId: supplierIdColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversation: text('conversation').notNull(),
    lastReadId: bigint('last_read_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.userId, t.conversation] })],
);

/**
 * The short-lived, single-use token of a socket connection: team chat (`POST /api/chat-token`) and the live inbox
 * (`POST /api/live-token`; access/socket-tokens.ts). Only its SHA-256, with what it is for, is kept; any API node can
 * redeem it, once, before it expires.
 */
export const chatTokens = pgTable(
  'chat_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    supplierId: supplierIdColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('chat_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * A supplier whose team invited platform support into its channel (one of its admins did; removing the row ends it).
 */
export const chatSupportInvites = pgTable('chat_support_invites', {
  supplierId: text('supplier_id')
    .primaryKey()
    .references(() => suppliers.id, { onDelete: 'cascade' }),
  invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
  invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
});
