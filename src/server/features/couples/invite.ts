import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { inviteResendAfterMs } from '../../../domain/enquiries/couples.ts';
import type { InviteMessageInput, InviteMessageView } from '../../../domain/enquiries/couples-api.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { coupleMail } from './contact-couple.ts';
import { inviteMessageView } from './invite-message.ts';
import { coupleNameOf, findBooking, type BookingRow } from './service.ts';

const ofWedding = (supplierId: string, weddingId: string) =>
  and(eq(bookings.supplierId, supplierId), eq(bookings.weddingId, weddingId));

const viewOf = (row: BookingRow, access: SupplierAccess, booking: BookingRow['booking'] = row.booking) =>
  inviteMessageView(booking, {
    couple: coupleNameOf(row.couple),
    locale: row.couple.locale,
    supplier: access.supplier.name,
  });

/** Saves the supplier's invite message for the wedding; an empty one goes back to the default text. */
export async function saveInviteMessage(
  db: Db,
  access: SupplierAccess,
  weddingId: string,
  { message }: InviteMessageInput,
  now: Date,
): Promise<InviteMessageView> {
  const row = await findBooking(db, access.supplier.id, weddingId);
  const [saved] = await db
    .update(bookings)
    .set({ inviteMessage: message === '' ? null : message, updatedAt: now })
    .where(ofWedding(access.supplier.id, weddingId))
    .returning();
  return viewOf(row, access, saved);
}

/**
 * Sends the couple the invite to collaborate with the wedding's invite message, in the couple's language,
 * and switches collaboration on. 409 couple-unreachable without an e-mail address; 409
 * invite-recently-sent within a day of the last one (the condition is in the update, so two clicks send one).
 */
export async function sendInvite(
  deps: AppDeps,
  log: FastifyBaseLogger,
  access: SupplierAccess,
  weddingId: string,
  now: Date,
): Promise<InviteMessageView & { collaborating: boolean }> {
  const { db } = deps.database;
  const row = await findBooking(db, access.supplier.id, weddingId);
  if (!row.couple.email) throw new AppError(409, 'couple-unreachable', 'This couple cannot be reached by e-mail');
  const [sent] = await db
    .update(bookings)
    .set({ inviteSentAt: now, collaborating: true, updatedAt: now })
    .where(
      and(
        ofWedding(access.supplier.id, weddingId),
        or(isNull(bookings.inviteSentAt), lt(bookings.inviteSentAt, new Date(now.getTime() - inviteResendAfterMs))),
      ),
    )
    .returning();
  if (!sent) throw new AppError(409, 'invite-recently-sent', 'The invite was sent less than a day ago');
  const view = viewOf(row, access, sent);
  // after the write (the outbox mail writes through its own connection); the embedded outbox does not fail
  try {
    await deps.providers.mail.send(
      coupleMail(row.couple.email, row.couple.locale, access.supplier, view.inviteMessage, 'invite'),
    );
  } catch (error) {
    log.error({ err: error, weddingId }, 'invite mail failed');
  }
  return { ...view, collaborating: sent.collaborating };
}
