import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { bookingFileNameOf, bookingFileSlug, checkBookingFile } from '../../../domain/enquiries/booking-files.ts';
import { applyEnquiryChange } from '../../../domain/enquiries/progress.ts';
import type { AppDeps } from '../../app-deps.ts';
import { enquiries, enquiryMessages, type MessageAttachment } from '../../db/schema/index.ts';
import { progressStateOf } from '../enquiries/enquiry-view.ts';
import { lockEnquiryRow, marksOf } from '../enquiries/service.ts';
import type { InboundAttachment, InboundMail } from './inbound-mail.ts';
import { queueAlert } from '../notifications/enqueue.ts';
import { enqueueEnquiryEvent } from '../webhooks/enqueue.ts';
import { readReplyToken, replyAddressKey, tokenOfAddress } from './reply-address.ts';

/**
 * forged: no reply address of ours, or its signature is not ours. expired: past its last day.
 * unknown: the message it answers is gone (its enquiry was deleted).
 */
export type InboundRefusal = 'forged' | 'expired' | 'unknown';
export type InboundOutcome =
  { delivered: { enquiryId: string; messageId: string; flagged: boolean } } | { refused: InboundRefusal };

/** The outgoing message a recipient address answers, when it is one of our signed, current reply addresses. */
export async function resolveReplyAddress(
  deps: AppDeps,
  address: string,
  now: Date,
): Promise<{ supplierId: string; enquiryId: string } | { refused: InboundRefusal }> {
  const token = tokenOfAddress(address, deps.config.REPLY_MAIL_DOMAIN);
  if (token === null) return { refused: 'forged' };
  const read = readReplyToken(replyAddressKey(deps), token, now);
  if ('error' in read) return { refused: read.error };
  const [answered] = await deps.database.db
    .select({ supplierId: enquiryMessages.supplierId, enquiryId: enquiryMessages.enquiryId })
    .from(enquiryMessages)
    .where(eq(enquiryMessages.id, read.token.messageId));
  return answered ?? { refused: 'unknown' };
}

/** Stores the attachments of the kinds booking files take (others are left out, as a booking would refuse them). */
async function storeAttachments(
  deps: AppDeps,
  supplierId: string,
  attachments: InboundAttachment[],
): Promise<MessageAttachment[]> {
  const stored: MessageAttachment[] = [];
  for (const attachment of attachments) {
    const checked = checkBookingFile(attachment.fileName, attachment.content);
    if ('error' in checked) continue;
    const id = randomUUID();
    const name = bookingFileNameOf(attachment.fileName, checked.extension);
    const file = {
      id,
      name,
      path: `enquiry-messages/${supplierId}/${id}/${bookingFileSlug(name, checked.extension)}`,
      size: attachment.content.length,
      contentType: checked.contentType,
    };
    await deps.providers.storage.put(file.path, attachment.content, checked.contentType);
    stored.push(file);
  }
  return stored;
}

/**
 * A couple's answer into its enquiry's conversation: addressed to a reply address of ours (the first
 * recipient that is one decides), kept but flagged when it comes from another address than the couple's,
 * and the enquiry marked unread. The same mail delivered twice is kept once. Nothing is half-written: the
 * message and the mark in one transaction, stored attachments deleted again when it fails.
 */
export async function receiveInboundMail(
  deps: AppDeps,
  log: FastifyBaseLogger,
  mail: InboundMail,
  now: Date,
): Promise<InboundOutcome> {
  let target: Awaited<ReturnType<typeof resolveReplyAddress>> = { refused: 'forged' };
  for (const recipient of mail.recipients) {
    target = await resolveReplyAddress(deps, recipient, now);
    if (!('refused' in target)) break;
  }
  if ('refused' in target) return target;
  const { supplierId, enquiryId } = target;
  const id = randomUUID();
  const attachments = await storeAttachments(deps, supplierId, mail.attachments);
  const deleteStored = () =>
    Promise.all(
      attachments.map((file) =>
        deps.providers.storage
          .delete(file.path)
          .catch((err: unknown) =>
            log.error({ err, key: file.path }, 'could not delete an attachment of an unsaved answer'),
          ),
      ),
    );
  try {
    const saved = await deps.database.db.transaction(async (tx) => {
      const enquiry = await lockEnquiryRow(tx, supplierId, enquiryId);
      const flagged = mail.from.toLowerCase() !== (enquiry.email ?? '').toLowerCase();
      const [row] = await tx
        .insert(enquiryMessages)
        .values({
          id,
          supplierId,
          enquiryId,
          direction: 'in',
          subject: mail.subject.slice(0, 500),
          text: mail.text,
          mailMessageId: mail.messageId ?? `<${id}@inbound.invalid>`,
          fromAddress: mail.from,
          flagged,
          attachments,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: enquiryMessages.id, flagged: enquiryMessages.flagged });
      if (!row) return null;
      const unread = applyEnquiryChange(
        progressStateOf(enquiry),
        { kind: 'progress', value: 'read', action: 'clear' },
        { actor: { isPlatformAdmin: false }, now },
      );
      if (unread.outcome === 'applied')
        await tx
          .update(enquiries)
          .set({ ...marksOf(unread.enquiry), updatedAt: now })
          .where(eq(enquiries.id, enquiryId));
      await enqueueEnquiryEvent(tx, supplierId, enquiryId, 'enquiry.updated', now);
      await queueAlert(tx, { supplierId, type: 'coupleReply', subjectId: enquiryId }, now);
      return row;
    });
    if (!saved) {
      await deleteStored(); // delivered before: the first copy is kept
      return { delivered: { enquiryId, messageId: id, flagged: false } };
    }
    return { delivered: { enquiryId, messageId: saved.id, flagged: saved.flagged } };
  } catch (error) {
    await deleteStored();
    throw error;
  }
}
