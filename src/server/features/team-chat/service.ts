import { and, asc, desc, eq, gt, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ChatHistory, ChatMessage, ChatOverview } from '../../../domain/team-chat-api.ts';
import {
  chatCatchUpLimit,
  chatTextError,
  chatPageSize,
  conversationSeenBy,
  maxChatMessageLength,
  storedConversation,
  teamConversation,
} from '../../../domain/team-chat.ts';
import { roleMay } from '../../../domain/roles.ts';
import { mentionedMembers } from '../../../domain/notifications.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { chatMessages, chatReadMarkers, supplierUsers, users } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { personName } from '../enquiries/enquiry-view.ts';
import { fetchCollaborators } from '../team/collaborators.ts';
import { queueAlert } from '../notifications/enqueue.ts';
import { chatMemberOf, findChatMember, supportInvitedSql, type ChatMember } from './members.ts';

/** The messages of team chat: history, unread counts and read markers, storing what a member sends. */

/** A conversation the reader names, stored; 400 on the conversation field when it names none. */
function conversationOf(member: Pick<ChatMember, 'userId'>, name: string) {
  const conversation = storedConversation(member.userId, name);
  if (!conversation)
    throw badRequest('validation', 'No such conversation', { conversation: 'teamChat:errors.conversation' });
  return conversation;
}

/** What `userId` may read of a supplier's messages: the channel and their own direct conversations. */
const visibleTo = (supplierId: string, userId: string): SQL =>
  and(
    eq(chatMessages.supplierId, supplierId),
    or(
      eq(chatMessages.conversation, teamConversation),
      eq(chatMessages.senderId, userId),
      eq(chatMessages.recipientId, userId),
    ),
  )!;

const messageColumns = {
  id: chatMessages.id,
  conversation: chatMessages.conversation,
  senderId: chatMessages.senderId,
  text: chatMessages.text,
  createdAt: chatMessages.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};
type MessageRow = { [K in keyof typeof messageColumns]: (typeof messageColumns)[K]['_']['data'] };

const selectMessages = (db: Db) =>
  db.select(messageColumns).from(chatMessages).innerJoin(users, eq(users.id, chatMessages.senderId));

/** A stored message as `readerId` sees it (the direct conversation named by the other member). */
export const messageFor = (readerId: string, row: MessageRow): ChatMessage => ({
  id: row.id,
  conversation: conversationSeenBy(readerId, row.conversation),
  senderId: row.senderId,
  senderName: personName(row),
  text: row.text,
  createdAt: row.createdAt.toISOString(),
});

/** Unread messages per conversation the member names: the others' messages after their read marker. */
async function unreadOf(db: Db, supplierId: string, userId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ conversation: chatMessages.conversation, n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .leftJoin(
      chatReadMarkers,
      and(
        eq(chatReadMarkers.supplierId, chatMessages.supplierId),
        eq(chatReadMarkers.userId, userId),
        eq(chatReadMarkers.conversation, chatMessages.conversation),
      ),
    )
    .where(
      and(
        visibleTo(supplierId, userId),
        ne(chatMessages.senderId, userId),
        gt(chatMessages.id, sql`coalesce(${chatReadMarkers.lastReadId}, 0)`),
      ),
    )
    .groupBy(chatMessages.conversation);
  return Object.fromEntries(rows.map((row) => [conversationSeenBy(userId, row.conversation), Number(row.n)]));
}

/** GET team-chat: the members one can write to, the unread counts, and whether the reader may write. */
export async function chatOverview(db: Db, access: SupplierAccess, now: Date): Promise<ChatOverview> {
  const member = await chatMemberOf(db, access);
  const [team, unread, [support]] = await Promise.all([
    fetchCollaborators(db, member.supplierId, now),
    unreadOf(db, member.supplierId, member.userId),
    db.select({ invited: supportInvitedSql(member.supplierId) }).from(sql`(select 1) as one`),
  ]);
  return {
    me: member.userId,
    canSend: roleMay(member.role, 'edit'),
    // support writes in the channel only
    members: member.isSupport ? [] : team.collaborators.map(({ userId, name, role }) => ({ userId, name, role })),
    unread,
    maxLength: maxChatMessageLength,
    support: {
      invited: Boolean(support?.invited),
      isSupport: member.isSupport,
      canChange: !member.isSupport && roleMay(member.role, 'team'),
    },
  };
}

/** The menu's count: every unread message of the member on this supplier. */
export async function chatUnreadTotal(db: Db, access: SupplierAccess): Promise<{ unread: number }> {
  const member = await chatMemberOf(db, access);
  const unread = await unreadOf(db, member.supplierId, member.userId);
  return { unread: Object.values(unread).reduce((sum, n) => sum + n, 0) };
}

/** A page of a conversation's history, oldest first, before the message `before` (the newest page without it). */
export async function chatHistory(
  db: Db,
  access: SupplierAccess,
  name: string,
  before: number | undefined,
): Promise<ChatHistory> {
  const member = await chatMemberOf(db, access);
  const { stored } = conversationOf(member, name);
  const rows = await selectMessages(db)
    .where(
      and(
        eq(chatMessages.supplierId, member.supplierId),
        eq(chatMessages.conversation, stored),
        before === undefined ? undefined : lt(chatMessages.id, before),
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(chatPageSize + 1);
  return {
    messages: rows
      .slice(0, chatPageSize)
      .reverse()
      .map((row) => messageFor(member.userId, row)),
    more: rows.length > chatPageSize,
  };
}

/** Marks a conversation read up to a message (never back, never past its last message). */
export async function markChatRead(db: Db, access: SupplierAccess, name: string, upTo: number): Promise<void> {
  const member = await chatMemberOf(db, access);
  const { stored } = conversationOf(member, name);
  const { supplierId } = member;
  const [last] = await db
    .select({ id: sql<number | null>`max(${chatMessages.id})` })
    .from(chatMessages)
    .where(
      and(eq(chatMessages.supplierId, supplierId), eq(chatMessages.conversation, stored), lte(chatMessages.id, upTo)),
    );
  const lastReadId = last?.id === null || last?.id === undefined ? null : Number(last.id);
  if (lastReadId === null) return;
  await db
    .insert(chatReadMarkers)
    .values({ supplierId, userId: member.userId, conversation: stored, lastReadId })
    .onConflictDoUpdate({
      target: [chatReadMarkers.supplierId, chatReadMarkers.userId, chatReadMarkers.conversation],
      set: { lastReadId: sql`greatest(${chatReadMarkers.lastReadId}, excluded.last_read_id)` },
    });
}

/**
 * Stores a message of a connected member after checking it again: still a member with a role that
 * writes, text within the limit, a conversation of this supplier (a direct one with a current member).
 * Throws the AppError the socket sends back; nothing is written then.
 */
export async function storeChatMessage(db: Db, sender: ChatMember, name: string, text: string): Promise<number> {
  const current = await findChatMember(db, sender.supplierId, sender.userId);
  if (!current) throw new AppError(404, 'not-found', 'supplier not found');
  if (!roleMay(current.role, 'edit'))
    throw new AppError(403, 'role-required', 'This needs the editor role', { text: 'teamChat:errors.readOnly' });
  const textError = chatTextError(text);
  if (textError)
    throw badRequest('validation', `A message has 1 to ${maxChatMessageLength} characters`, { text: textError });
  const { stored, recipientId } = conversationOf(sender, name);
  if (recipientId && current.isSupport)
    throw badRequest('validation', 'Platform support writes in the channel', {
      conversation: 'teamChat:errors.conversation',
    });
  if (recipientId) {
    const [member] = await db
      .select({ userId: supplierUsers.userId })
      .from(supplierUsers)
      .where(and(eq(supplierUsers.supplierId, sender.supplierId), eq(supplierUsers.userId, recipientId)));
    if (!member)
      throw badRequest('validation', 'The recipient is not in this team', {
        conversation: 'teamChat:errors.conversation',
      });
  }
  const alerted = recipientId ? [recipientId] : await mentionedIn(db, sender.supplierId, text);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatMessages)
      .values({
        supplierId: sender.supplierId,
        conversation: stored,
        senderId: sender.userId,
        recipientId,
        text: text.trim(),
      })
      .returning({ id: chatMessages.id });
    // a direct message, or a mention in the channel, alerts its people (issue 36); the rest of the channel does not
    if (alerted.length > 0)
      await queueAlert(
        tx,
        {
          supplierId: sender.supplierId,
          type: 'chatMention',
          subjectId: String(row!.id),
          actorId: sender.userId,
          recipientIds: alerted,
        },
        new Date(),
      );
    return row!.id;
  });
}

/** The team members a channel message mentions (`@Anna`). */
async function mentionedIn(db: Db, supplierId: string, text: string): Promise<string[]> {
  if (!text.includes('@')) return [];
  const members = await db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(supplierUsers)
    .innerJoin(users, eq(users.id, supplierUsers.userId))
    .where(eq(supplierUsers.supplierId, supplierId));
  return mentionedMembers(text, members);
}

/** A stored message with its sender's name (what the bus carries is only its id). */
export async function readChatMessage(
  db: Db,
  id: number,
): Promise<(MessageRow & { supplierId: string; recipientId: string | null }) | null> {
  const [row] = await db
    .select({ ...messageColumns, supplierId: chatMessages.supplierId, recipientId: chatMessages.recipientId })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderId))
    .where(eq(chatMessages.id, id));
  return row ?? null;
}

/** The messages a reconnecting member missed after `after`, oldest first; null when more than the catch-up limit. */
export async function missedMessages(db: Db, member: ChatMember, after: number): Promise<ChatMessage[] | null> {
  const rows = await selectMessages(db)
    .where(and(visibleTo(member.supplierId, member.userId), gt(chatMessages.id, after)))
    .orderBy(asc(chatMessages.id))
    .limit(chatCatchUpLimit + 1);
  if (rows.length > chatCatchUpLimit) return null;
  return rows.map((row) => messageFor(member.userId, row));
}
