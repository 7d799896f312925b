import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ChatHistory, ChatMessage, ChatOverview, ChatToken } from '../../../domain/team-chat-api.ts';
import { chatCatchUpLimit, chatTextError, chatPageSize, chatTokenSeconds, conversationSeenBy, maxChatMessageLength, storedConversation, teamConversation } from '../../../domain/team-chat.ts';
import { readRole, roleMay, type SupplierRole } from '../../../domain/roles.ts';
import { requireFeature } from '../../access/feature-gate.ts';
import type { Supplier, SupplierAccess } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { chatMessages, chatReadMarkers, chatSupportInvites, chatTokens, platformAdmins, supplierUsers, suppliers, users } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { personName } from '../enquiries/enquiry-view.ts';
import { fetchCollaborators } from '../team/collaborators.ts';

/** Who is in the chat: a member of the supplier, or platform support (a platform admin the team invited). */
export interface ChatMember {
  supplierId: string;
  userId: string;
  role: SupplierRole;
  isPlatformAdmin: boolean;
  /** A platform admin who is not in the team: the channel only, while the team's invitation lasts. */
  isSupport: boolean;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const tokenInvalid = () => new AppError(401, 'chat-token-invalid', 'The chat token is unknown, used or expired: ask for a new one');

/** A conversation the reader names, stored; 400 on the conversation field when it names none. */
function conversationOf(member: Pick<ChatMember, 'userId'>, name: string) {
  const conversation = storedConversation(member.userId, name);
  if (!conversation) throw badRequest('validation', 'No such conversation', { conversation: 'teamChat:errors.conversation' });
  return conversation;
}

/** What `userId` may read of a supplier's messages: the channel and their own direct conversations. */
const visibleTo = (supplierId: string, userId: string): SQL =>
  and(eq(chatMessages.supplierId, supplierId), or(eq(chatMessages.conversation, teamConversation), eq(chatMessages.senderId, userId), eq(chatMessages.recipientId, userId)))!;

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

const selectMessages = (db: Db) => db.select(messageColumns).from(chatMessages).innerJoin(users, eq(users.id, chatMessages.senderId));

/** A stored message as `readerId` sees it (the direct conversation named by the other member). */
export const messageFor = (readerId: string, row: MessageRow): ChatMessage => ({
  id: row.id,
  conversation: conversationSeenBy(readerId, row.conversation),
  senderId: row.senderId,
  senderName: personName(row),
  text: row.text,
  createdAt: row.createdAt.toISOString(),
});

/** POST /api/chat-token: a token for one chat connection of this member, used once within a minute. */
export async function issueChatToken(db: Db, access: SupplierAccess, now: Date): Promise<ChatToken> {
  await chatMemberOf(db, access);
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + chatTokenSeconds * 1000);
  // expired tokens are of no use to anyone: they go as new ones come
  await db.delete(chatTokens).where(lt(chatTokens.expiresAt, now));
  await db.insert(chatTokens).values({ tokenHash: hashOf(token), supplierId: access.supplier.id, userId: access.user.id, expiresAt });
  return { token, expiresAt: expiresAt.toISOString() };
}

const supportInvitedSql = (supplierId: SQL | string) => sql<boolean>`exists (select 1 from ${chatSupportInvites} where ${chatSupportInvites.supplierId} = ${supplierId})`;
const notInvited = () => new AppError(403, 'support-not-invited', 'Platform support joins a team chat when one of its admins invites it');

/** The member of a supplier, or platform support on it, with the supplier row; null when neither (or the supplier is deleted). */
export async function findChatMember(db: Db, supplierId: string, userId: string): Promise<(ChatMember & { supplier: Supplier }) | null> {
  const [row] = await db
    .select({
      supplier: suppliers,
      role: supplierUsers.role,
      isPlatformAdmin: sql<boolean>`exists (select 1 from ${platformAdmins} where ${platformAdmins.userId} = ${userId})`,
      supportInvited: supportInvitedSql(sql`${suppliers.id}`),
    })
    .from(suppliers)
    .leftJoin(supplierUsers, and(eq(supplierUsers.supplierId, suppliers.id), eq(supplierUsers.userId, userId)))
    .where(eq(suppliers.id, supplierId))
    .limit(1);
  if (!row) return null;
  const isPlatformAdmin = Boolean(row.isPlatformAdmin);
  // platform admins act as admin on every supplier (design.md section 4); in its chat only as invited support
  if (row.role && (isPlatformAdmin || !row.supplier.deleted)) return { supplierId, userId, role: isPlatformAdmin ? 'admin' : readRole(row.role), isPlatformAdmin, isSupport: false, supplier: row.supplier };
  if (isPlatformAdmin && row.supportInvited) return { supplierId, userId, role: 'admin', isPlatformAdmin, isSupport: true, supplier: row.supplier };
  return null;
}

/** The chat's reader behind an HTTP call: any member (the guard checked it), platform support once invited (403 support-not-invited). */
async function chatMemberOf(db: Db, access: SupplierAccess): Promise<ChatMember> {
  requireFeature(access, 'teamChat');
  if (!access.user.isPlatformAdmin) return { supplierId: access.supplier.id, userId: access.user.id, role: access.role, isPlatformAdmin: false, isSupport: false };
  const member = await findChatMember(db, access.supplier.id, access.user.id);
  if (!member) throw notInvited();
  const { supplier: _supplier, ...rest } = member;
  return rest;
}

/**
 * Redeems a chat token once (a conditional update: two connections with one token get one), for a member
 * who still has access and the tier: 401 `chat-token-invalid` for an unknown, used or expired token.
 */
export async function redeemChatToken(db: Db, token: string, now: Date): Promise<ChatMember> {
  const [redeemed] = await db
    .update(chatTokens)
    .set({ usedAt: now })
    .where(and(eq(chatTokens.tokenHash, hashOf(token)), isNull(chatTokens.usedAt), gt(chatTokens.expiresAt, now)))
    .returning({ supplierId: chatTokens.supplierId, userId: chatTokens.userId });
  if (!redeemed) throw tokenInvalid();
  const member = await findChatMember(db, redeemed.supplierId, redeemed.userId);
  if (!member) throw tokenInvalid();
  requireFeature({ supplier: member.supplier, user: { isPlatformAdmin: member.isPlatformAdmin } }, 'teamChat');
  const { supplier: _supplier, ...rest } = member;
  return rest;
}

/** Unread messages per conversation the member names: the others' messages after their read marker. */
async function unreadOf(db: Db, supplierId: string, userId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ conversation: chatMessages.conversation, n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .leftJoin(chatReadMarkers, and(eq(chatReadMarkers.supplierId, chatMessages.supplierId), eq(chatReadMarkers.userId, userId), eq(chatReadMarkers.conversation, chatMessages.conversation)))
    .where(and(visibleTo(supplierId, userId), ne(chatMessages.senderId, userId), gt(chatMessages.id, sql`coalesce(${chatReadMarkers.lastReadId}, 0)`)))
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
    support: { invited: Boolean(support?.invited), isSupport: member.isSupport, canChange: !member.isSupport && roleMay(member.role, 'team') },
  };
}

/** A team admin invites platform support into the channel, or ends the invitation (support's open sockets close). */
export async function setSupportInvite(db: Db, access: SupplierAccess, invited: boolean): Promise<void> {
  const member = await chatMemberOf(db, access);
  if (member.isSupport) throw new AppError(403, 'members-only', 'Only the team invites platform support');
  if (invited) await db.insert(chatSupportInvites).values({ supplierId: member.supplierId, invitedBy: member.userId }).onConflictDoNothing();
  else await db.delete(chatSupportInvites).where(eq(chatSupportInvites.supplierId, member.supplierId));
}

/** The menu's count: every unread message of the member on this supplier. */
export async function chatUnreadTotal(db: Db, access: SupplierAccess): Promise<{ unread: number }> {
  const member = await chatMemberOf(db, access);
  const unread = await unreadOf(db, member.supplierId, member.userId);
  return { unread: Object.values(unread).reduce((sum, n) => sum + n, 0) };
}

/** A page of a conversation's history, oldest first, before the message `before` (the newest page without it). */
export async function chatHistory(db: Db, access: SupplierAccess, name: string, before: number | undefined): Promise<ChatHistory> {
  const member = await chatMemberOf(db, access);
  const { stored } = conversationOf(member, name);
  const rows = await selectMessages(db)
    .where(and(eq(chatMessages.supplierId, member.supplierId), eq(chatMessages.conversation, stored), before === undefined ? undefined : lt(chatMessages.id, before)))
    .orderBy(desc(chatMessages.id))
    .limit(chatPageSize + 1);
  return { messages: rows.slice(0, chatPageSize).reverse().map((row) => messageFor(member.userId, row)), more: rows.length > chatPageSize };
}

/** Marks a conversation read up to a message (never back, never past its last message). */
export async function markChatRead(db: Db, access: SupplierAccess, name: string, upTo: number): Promise<void> {
  const member = await chatMemberOf(db, access);
  const { stored } = conversationOf(member, name);
  const { supplierId } = member;
  const [last] = await db
    .select({ id: sql<number | null>`max(${chatMessages.id})` })
    .from(chatMessages)
    .where(and(eq(chatMessages.supplierId, supplierId), eq(chatMessages.conversation, stored), lte(chatMessages.id, upTo)));
  const lastReadId = last?.id === null || last?.id === undefined ? null : Number(last.id);
  if (lastReadId === null) return;
  await db
    .insert(chatReadMarkers)
    .values({ supplierId, userId: member.userId, conversation: stored, lastReadId })
    .onConflictDoUpdate({ target: [chatReadMarkers.supplierId, chatReadMarkers.userId, chatReadMarkers.conversation], set: { lastReadId: sql`greatest(${chatReadMarkers.lastReadId}, excluded.last_read_id)` } });
}

/**
 * Stores a message of a connected member after checking it again: still a member with a role that
 * writes, text within the limit, a conversation of this supplier (a direct one with a current member).
 * Throws the AppError the socket sends back; nothing is written then.
 */
export async function storeChatMessage(db: Db, sender: ChatMember, name: string, text: string): Promise<number> {
  const current = await findChatMember(db, sender.supplierId, sender.userId);
  if (!current) throw new AppError(404, 'not-found', 'supplier not found');
  if (!roleMay(current.role, 'edit')) throw new AppError(403, 'role-required', 'This needs the editor role', { text: 'teamChat:errors.readOnly' });
  const textError = chatTextError(text);
  if (textError) throw badRequest('validation', `A message has 1 to ${maxChatMessageLength} characters`, { text: textError });
  const { stored, recipientId } = conversationOf(sender, name);
  if (recipientId && current.isSupport) throw badRequest('validation', 'Platform support writes in the channel', { conversation: 'teamChat:errors.conversation' });
  if (recipientId) {
    const [member] = await db
      .select({ userId: supplierUsers.userId })
      .from(supplierUsers)
      .where(and(eq(supplierUsers.supplierId, sender.supplierId), eq(supplierUsers.userId, recipientId)));
    if (!member) throw badRequest('validation', 'The recipient is not in this team', { conversation: 'teamChat:errors.conversation' });
  }
  const [row] = await db.insert(chatMessages).values({ supplierId: sender.supplierId, conversation: stored, senderId: sender.userId, recipientId, text: text.trim() }).returning({ id: chatMessages.id });
  return row!.id;
}

/** A stored message with its sender's name (what the bus carries is only its id). */
export async function readChatMessage(db: Db, id: number): Promise<(MessageRow & { supplierId: string; recipientId: string | null }) | null> {
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

/** Who may hear a supplier's chat now: its current members, and platform support while invited. */
export async function audienceOf(db: Db, supplierId: string): Promise<{ memberIds: Set<string>; supportInvited: boolean }> {
  const rows = await db
    .select({ userId: supplierUsers.userId, supportInvited: supportInvitedSql(supplierId) })
    .from(sql`(select 1) as one`)
    .leftJoin(supplierUsers, eq(supplierUsers.supplierId, supplierId));
  return { memberIds: new Set(rows.flatMap((row) => (row.userId ? [row.userId] : []))), supportInvited: Boolean(rows[0]?.supportInvited) };
}
