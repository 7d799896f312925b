import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  inviteExpiresAt,
  inviteOrigin,
  inviteUrl,
  isInviteExpired,
  sameEmail,
  type InviteLink,
} from '../../../domain/invites.ts';
import { readRole, type SupplierRole } from '../../../domain/roles.ts';
import type { InviteCreated, InviteDetails } from '../../../domain/team.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { SessionUser } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { supplierInvites, supplierUsers, suppliers, users } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { inviteMail } from '../../i18n/link-mail.ts';
import { joinedPersonName, personName } from '../enquiries/enquiry-view.ts';
import { hashSecret } from '../../auth/secret-hash.ts';

type InviteRow = typeof supplierInvites.$inferSelect;

/** Compares the hashes in constant time, so a guessed secret learns nothing from the answer's timing. */
function secretMatches(row: InviteRow, secret: string): boolean {
  return timingSafeEqual(Buffer.from(row.secretHash, 'hex'), Buffer.from(hashSecret(secret), 'hex'));
}

/**
 * The spec's 'Failed to fetch invite' / 'Failed to consume invite {nonceId}': unknown, forged, used, revoked or expired
 * alike.
 */
const inviteInvalid = (message: string) => new AppError(404, 'invite-invalid', message);

/** The open invite of a link whose secret matches, else null (expired ones too: the caller says why). */
async function findInvite(db: Db, { nonceId, nonceSecret }: InviteLink): Promise<InviteRow | null> {
  const [row] = await db.select().from(supplierInvites).where(eq(supplierInvites.id, nonceId)).limit(1);
  return row && secretMatches(row, nonceSecret) ? row : null;
}

/**
 * The link of an invite: the portal's UK address for GB suppliers, the international one for others (spec section 6).
 */
function linkOf(deps: AppDeps, countryCode: string, link: InviteLink): string {
  const { APP_URL, APP_URL_INTERNATIONAL } = deps.config;
  return inviteUrl(inviteOrigin(countryCode, { uk: APP_URL, international: APP_URL_INTERNATIONAL ?? APP_URL }), link);
}

/** Writes a new secret for the invite (a new one, or a resend: the old link stops working) and mails the link. */
async function issueInvite(
  deps: AppDeps,
  access: SupplierAccess,
  invite: { id: string; email: string; role: SupplierRole },
  now: Date,
): Promise<InviteCreated> {
  const nonceSecret = randomBytes(24).toString('base64url');
  const expiresAt = inviteExpiresAt(now);
  const link = { nonceId: invite.id, nonceSecret };
  const url = linkOf(deps, access.supplier.countryCode, link);
  // mailed before it is stored: a mail that cannot leave keeps the link the invitee already has working
  await deps.providers.mail.send(
    inviteMail(invite.email, access.user.locale, {
      supplierName: access.supplier.name,
      inviterName: personName(access.user),
      role: invite.role,
      url,
    }),
  );
  const row = {
    supplierId: access.supplier.id,
    email: invite.email,
    role: invite.role,
    secretHash: hashSecret(nonceSecret),
    invitedBy: access.user.id,
    createdAt: now,
    expiresAt,
  };
  await deps.database.db
    .insert(supplierInvites)
    .values({ id: invite.id, ...row })
    .onConflictDoUpdate({
      target: [supplierInvites.supplierId, supplierInvites.email],
      set: { ...row, id: invite.id },
    });
  return { ...link, inviteUrl: url, expiresAt: expiresAt.toISOString() };
}

/**
 * invite/create: a supplier admin invites an address with a role. Inviting an address again replaces its
 * open invite (one link works at a time); a member already on the team is refused.
 */
export async function createInvite(
  deps: AppDeps,
  access: SupplierAccess,
  body: { userId: string; email: string; role: SupplierRole },
  now: Date,
): Promise<InviteCreated> {
  if (body.userId !== access.user.id)
    throw badRequest('validation', 'userId must be the signed-in user', { userId: 'validation:invalid' });
  const email = body.email.toLowerCase();
  const [member] = await deps.database.db
    .select({ id: users.id })
    .from(supplierUsers)
    .innerJoin(users, eq(users.id, supplierUsers.userId))
    .where(and(eq(supplierUsers.supplierId, access.supplier.id), eq(sql`lower(${users.email})`, email)))
    .limit(1);
  if (member)
    throw new AppError(409, 'already-member', 'This address already belongs to a member of the team', {
      email: 'team:errors.alreadyMember',
    });
  return issueInvite(deps, access, { id: randomUUID(), email, role: body.role }, now);
}

/** Sends an open invite again with a new link and a new week. */
export async function resendInvite(
  deps: AppDeps,
  access: SupplierAccess,
  nonceId: string,
  now: Date,
): Promise<InviteCreated> {
  const [row] = await deps.database.db
    .select()
    .from(supplierInvites)
    .where(and(eq(supplierInvites.id, nonceId), eq(supplierInvites.supplierId, access.supplier.id)))
    .limit(1);
  if (!row) throw inviteInvalid('Failed to fetch invite');
  return issueInvite(deps, access, { id: row.id, email: row.email, role: readRole(row.role) }, now);
}

export async function revokeInvite(db: Db, access: SupplierAccess, nonceId: string): Promise<void> {
  const removed = await db
    .delete(supplierInvites)
    .where(and(eq(supplierInvites.id, nonceId), eq(supplierInvites.supplierId, access.supplier.id)))
    .returning({ id: supplierInvites.id });
  if (!removed.length) throw inviteInvalid('Failed to fetch invite');
}

/** /signup-invite: who invites the visitor to which business, for a working link only. */
export async function inviteDetails(db: Db, link: InviteLink, now: Date): Promise<InviteDetails> {
  const invite = await findInvite(db, link);
  if (!invite || isInviteExpired(invite.expiresAt, now)) throw inviteInvalid('Failed to fetch invite');
  const [row] = await db
    .select({ supplierName: suppliers.name, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(suppliers)
    .leftJoin(users, eq(users.id, invite.invitedBy ?? ''))
    .where(and(eq(suppliers.id, invite.supplierId), eq(suppliers.deleted, false)))
    .limit(1);
  if (!row) throw inviteInvalid('Failed to fetch invite');
  return {
    supplierName: row.supplierName,
    inviterName: joinedPersonName(row),
    email: invite.email,
    role: readRole(invite.role),
    expiresAt: invite.expiresAt.toISOString(),
  };
}

/**
 * Why an invite cannot be used by `email` (a link that no longer works, or another address's invite), or null when it
 * can.
 */
export async function inviteRefusal(
  db: Db,
  link: InviteLink,
  email: string,
  now: Date,
): Promise<'invalid' | 'other-address' | null> {
  const invite = await findInvite(db, link);
  if (!invite || isInviteExpired(invite.expiresAt, now) || !(await supplierIsLive(db, invite.supplierId)))
    return 'invalid';
  return sameEmail(invite.email, email) ? null : 'other-address';
}

/** An invite of a deleted business no longer works. */
async function supplierIsLive(db: Db, supplierId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.id, supplierId), eq(suppliers.deleted, false)))
    .limit(1);
  return row !== undefined;
}

/** The answer to a link that no longer works (unknown, forged, used, withdrawn, expired, or its business deleted). */
export const inviteNotConsumed = (nonceId: string) => inviteInvalid(`Failed to consume invite ${nonceId}`);

/**
 * invite/consume, the spec's invite acceptance in one transaction: the invite is used up, the user joins
 * the supplier's users with its role (a member keeps the role they have), their per-supplier record
 * starts (its registration date) and the supplier becomes their active one.
 */
export async function consumeInvite(
  db: Db,
  user: Pick<SessionUser, 'id' | 'email'>,
  body: InviteLink & { userId: string },
  now: Date,
): Promise<{ supplierId: string }> {
  if (body.userId !== user.id)
    throw badRequest('validation', 'userId must be the signed-in user', { userId: 'validation:invalid' });
  const refusal = await inviteRefusal(db, body, user.email, now);
  if (refusal === 'invalid') throw inviteNotConsumed(body.nonceId);
  if (refusal)
    throw new AppError(
      403,
      'no-permissions',
      `Failed to consume invite ${body.nonceId}: it was sent to another address`,
    );
  return db.transaction(async (tx) => {
    // the delete is the claim: of two tabs accepting at once one finds the row gone, and a link resent
    // meanwhile (a new secret) no longer matches
    const claimed = await tx
      .delete(supplierInvites)
      .where(and(eq(supplierInvites.id, body.nonceId), eq(supplierInvites.secretHash, hashSecret(body.nonceSecret))))
      .returning({ supplierId: supplierInvites.supplierId, role: supplierInvites.role });
    const invite = claimed[0];
    if (!invite) throw inviteNotConsumed(body.nonceId);
    await tx
      .insert(supplierUsers)
      .values({ supplierId: invite.supplierId, userId: user.id, role: invite.role, createdAt: now })
      .onConflictDoNothing();
    await tx.update(users).set({ activeSupplierId: invite.supplierId, updatedAt: now }).where(eq(users.id, user.id));
    return { supplierId: invite.supplierId };
  });
}
