import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { SocketToken } from '../../../domain/sockets.ts';
import { readRole, type SupplierRole } from '../../../domain/roles.ts';
import { requireFeature } from '../../access/feature-gate.ts';
import { issueSocketToken, redeemSocketToken, socketTokenInvalid } from '../../access/socket-tokens.ts';
import type { Supplier, SupplierAccess } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { chatSupportInvites, platformAdmins, supplierUsers, suppliers } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

/** Who is in team chat, how a connection proves it (the token), and platform support's invitation. */

/** Who is in the chat: a member of the supplier, or platform support (a platform admin the team invited). */
export interface ChatMember {
  supplierId: string;
  userId: string;
  role: SupplierRole;
  isPlatformAdmin: boolean;
  /** A platform admin who is not in the team: the channel only, while the team's invitation lasts. */
  isSupport: boolean;
}

/** POST /api/chat-token: a token for one chat connection of this member, used once within a minute. */
export async function issueChatToken(db: Db, access: SupplierAccess, now: Date): Promise<SocketToken> {
  await chatMemberOf(db, access);
  return issueSocketToken(db, 'chat', { supplierId: access.supplier.id, userId: access.user.id }, now);
}

export const supportInvitedSql = (supplierId: SQL | string) =>
  sql<boolean>`exists (select 1 from ${chatSupportInvites} where ${chatSupportInvites.supplierId} = ${supplierId})`;
const notInvited = () =>
  new AppError(403, 'support-not-invited', 'Platform support joins a team chat when one of its admins invites it');

/**
 * The member of a supplier, or platform support on it, with the supplier row; null when neither (or the supplier is
 * deleted).
 */
export async function findChatMember(
  db: Db,
  supplierId: string,
  userId: string,
): Promise<(ChatMember & { supplier: Supplier }) | null> {
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
  if (row.role && (isPlatformAdmin || !row.supplier.deleted))
    return {
      supplierId,
      userId,
      role: isPlatformAdmin ? 'admin' : readRole(row.role),
      isPlatformAdmin,
      isSupport: false,
      supplier: row.supplier,
    };
  if (isPlatformAdmin && row.supportInvited)
    return { supplierId, userId, role: 'admin', isPlatformAdmin, isSupport: true, supplier: row.supplier };
  return null;
}

/**
 * The chat's reader behind an HTTP call: any member (the guard checked it), platform support once invited (403
 * support-not-invited).
 */
export async function chatMemberOf(db: Db, access: SupplierAccess): Promise<ChatMember> {
  requireFeature(access, 'teamChat');
  if (!access.user.isPlatformAdmin)
    return {
      supplierId: access.supplier.id,
      userId: access.user.id,
      role: access.role,
      isPlatformAdmin: false,
      isSupport: false,
    };
  const member = await findChatMember(db, access.supplier.id, access.user.id);
  if (!member) throw notInvited();
  const { supplier: _supplier, ...rest } = member;
  return rest;
}

/**
 * Redeems a chat token once, for a member who still has access and the tier: 401 `socket-token-invalid` for an
 * unknown, used or expired token.
 */
export async function redeemChatToken(db: Db, token: string, now: Date): Promise<ChatMember> {
  const redeemed = await redeemSocketToken(db, 'chat', token, now);
  const member = await findChatMember(db, redeemed.supplierId, redeemed.userId);
  if (!member) throw socketTokenInvalid();
  requireFeature({ supplier: member.supplier, user: { isPlatformAdmin: member.isPlatformAdmin } }, 'teamChat');
  const { supplier: _supplier, ...rest } = member;
  return rest;
}

/** A team admin invites platform support into the channel, or ends the invitation (support's open sockets close). */
export async function setSupportInvite(db: Db, access: SupplierAccess, invited: boolean): Promise<void> {
  const member = await chatMemberOf(db, access);
  if (member.isSupport) throw new AppError(403, 'members-only', 'Only the team invites platform support');
  if (invited)
    await db
      .insert(chatSupportInvites)
      .values({ supplierId: member.supplierId, invitedBy: member.userId })
      .onConflictDoNothing();
  else await db.delete(chatSupportInvites).where(eq(chatSupportInvites.supplierId, member.supplierId));
}

/** Who may hear a supplier's chat now: its current members, and platform support while invited. */
export async function audienceOf(
  db: Db,
  supplierId: string,
): Promise<{ memberIds: Set<string>; supportInvited: boolean }> {
  const rows = await db
    .select({ userId: supplierUsers.userId, supportInvited: supportInvitedSql(supplierId) })
    .from(sql`(select 1) as one`)
    .leftJoin(supplierUsers, eq(supplierUsers.supplierId, supplierId));
  return {
    memberIds: new Set(rows.flatMap((row) => (row.userId ? [row.userId] : []))),
    supportInvited: Boolean(rows[0]?.supportInvited),
  };
}
