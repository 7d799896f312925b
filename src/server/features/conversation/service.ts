import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { noCoupleEmailError, replyAddressLifetimeDays } from '../../../domain/enquiries/conversation.ts';
import type { ConversationMessage, ConversationResponse } from '../../../domain/enquiries/conversation-api.ts';
import { applyEnquiryChange } from '../../../domain/enquiries/progress.ts';
import { requireFeature } from '../../access/feature-gate.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { couples, enquiries, enquiryMessages, users, type MessageAttachment } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { escapeHtml } from '../../http/html.ts';
import { translatorFor } from '../../i18n/translator.ts';
import type { MailMessage } from '../../providers/mail/index.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import { isLocked, lockSupplierOf, personName, progressStateOf, type EnquiryRow } from '../enquiries/enquiry-view.ts';
import { lockEnquiryRow, marksOf } from '../enquiries/service.ts';
import { announceEnquiryChange } from '../live-inbox/announce.ts';
import { enqueueEnquiryEvent } from '../webhooks/enqueue.ts';
import { expiryDayOf, replyAddress, replyAddressKey, signReplyToken } from './reply-address.ts';
import { enquiryRootId, messageIdOf, threadHeaders } from './threading.ts';

const enquiryLocked = () => new AppError(409, 'enquiry-locked', 'Reveal this enquiry before you write to the couple');

type MessageRow = typeof enquiryMessages.$inferSelect;
type Author = { id: string; firstName: string; lastName: string; email: string } | null;

function messageView(storage: StorageProvider, row: MessageRow, author: Author): ConversationMessage {
  return {
    id: row.id,
    direction: row.direction,
    author: author ? { id: author.id, name: personName(author) } : null,
    automatic: row.automatic,
    fromAddress: row.fromAddress,
    flagged: row.flagged,
    text: row.text,
    attachments: row.attachments.map((file: MessageAttachment) => ({
      id: file.id,
      name: file.name,
      size: file.size,
      contentType: file.contentType,
      url: storage.publicUrl(file.path),
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The supplier's enquiry (404 when foreign), refused (409) like the rest of a locked pay-per-enquiry enquiry. */
async function unlockedEnquiry(db: Db, access: SupplierAccess, enquiryId: string): Promise<EnquiryRow> {
  requireFeature(access, 'enquiryDetails');
  const [enquiry] = await db
    .select()
    .from(enquiries)
    .where(and(eq(enquiries.supplierId, access.supplier.id), eq(enquiries.id, enquiryId)));
  if (!enquiry) throw notFound('enquiry not found');
  if (isLocked(enquiry, { lock: lockSupplierOf(access.supplier) })) throw enquiryLocked();
  return enquiry;
}

/** The conversation of an enquiry, oldest first, with who wrote what. */
export async function listConversation(
  db: Db,
  storage: StorageProvider,
  access: SupplierAccess,
  enquiryId: string,
): Promise<ConversationResponse> {
  const enquiry = await unlockedEnquiry(db, access, enquiryId);
  const rows = await db
    .select({
      message: enquiryMessages,
      author: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(enquiryMessages)
    .leftJoin(users, eq(users.id, enquiryMessages.authorId))
    .where(eq(enquiryMessages.enquiryId, enquiryId))
    .orderBy(asc(enquiryMessages.createdAt), asc(enquiryMessages.id));
  const [couple] = await db.select({ locale: couples.locale }).from(couples).where(eq(couples.id, enquiry.coupleId));
  return {
    messages: rows.map((row) => messageView(storage, row.message, row.author)),
    coupleEmail: enquiry.email,
    coupleLocale: couple?.locale ?? 'en-GB',
  };
}

/** Whom a message is from: the mail carries the supplier's name. */
export type MessageSupplier = Pick<SupplierAccess['supplier'], 'id' | 'name'>;

export interface OutgoingMessage {
  text: string;
  /** The team member who wrote it; null for the portal's own (automatic) messages. */
  author: SupplierAccess['user'] | null;
}

/** The reply's mark on the enquiry (progress.ts rules: a platform admin's reply marks nothing). */
const repliedChange = { kind: 'progress', value: 'replied', action: 'set' } as const;

/**
 * Sends a message to the couple by mail: the mail comes from the supplier's name, answers go to the
 * message's own reply address, and its headers thread it after the conversation so far. The message and
 * the "replied" mark are written first, in one transaction (so an answer always finds its message), then
 * the mail is sent outside it (the embedded outbox writes to the same database); a failed send takes
 * both back, so nothing is half-written.
 */
export async function sendEnquiryMessage(
  deps: AppDeps,
  log: FastifyBaseLogger,
  supplier: MessageSupplier,
  enquiryId: string,
  outgoing: OutgoingMessage,
  now: Date,
): Promise<ConversationMessage> {
  const { db } = deps.database;
  const domain = deps.config.REPLY_MAIL_DOMAIN;
  const id = randomUUID();
  const actor = { isPlatformAdmin: outgoing.author?.isPlatformAdmin ?? false };
  const { row, mail, markedReplied } = await db.transaction(async (tx) => {
    const enquiry = await lockEnquiryRow(tx, supplier.id, enquiryId);
    if (!enquiry.email)
      throw badRequest('no-couple-email', 'The couple left no e-mail address', { text: noCoupleEmailError });
    const [couple] = await tx.select({ locale: couples.locale }).from(couples).where(eq(couples.id, enquiry.coupleId));
    const earlier = await tx
      .select({ mailMessageId: enquiryMessages.mailMessageId })
      .from(enquiryMessages)
      .where(eq(enquiryMessages.enquiryId, enquiryId))
      .orderBy(asc(enquiryMessages.createdAt), asc(enquiryMessages.id));
    const subject = translatorFor(couple?.locale ?? 'en-GB')('enquiries:conversation.mail.subject', {
      name: supplier.name,
    });
    const mailMessageId = messageIdOf(id, domain);
    const headers = threadHeaders(
      mailMessageId,
      enquiryRootId(enquiryId, domain),
      earlier.map((m) => m.mailMessageId),
    );
    const [inserted] = await tx
      .insert(enquiryMessages)
      .values({
        id,
        supplierId: supplier.id,
        enquiryId,
        direction: 'out',
        authorId: outgoing.author?.id ?? null,
        automatic: outgoing.author === null,
        subject,
        text: outgoing.text,
        mailMessageId,
        inReplyTo: headers['In-Reply-To'],
        createdAt: now,
      })
      .returning();
    // an automatic message is no reply: the response-time figures read the team's first one
    const replied = outgoing.author
      ? applyEnquiryChange(progressStateOf(enquiry), repliedChange, { actor, now })
      : null;
    if (replied?.outcome === 'applied')
      await tx
        .update(enquiries)
        .set({ ...marksOf(replied.enquiry), updatedAt: now })
        .where(eq(enquiries.id, enquiryId));
    const token = signReplyToken(replyAddressKey(deps), {
      messageId: id,
      expiresDay: expiryDayOf(now, replyAddressLifetimeDays),
    });
    const message: MailMessage = {
      to: enquiry.email,
      fromName: supplier.name,
      replyTo: replyAddress(token, domain),
      subject,
      text: outgoing.text,
      html: `<div style="white-space:pre-wrap">${escapeHtml(outgoing.text)}</div>`,
      headers,
    };
    return { row: inserted!, mail: message, markedReplied: replied?.outcome === 'applied' };
  });
  try {
    await deps.providers.mail.send(mail);
  } catch (error) {
    await takeBack(db, row, markedReplied).catch((err: unknown) =>
      log.error({ err, messageId: id }, 'could not take back a reply whose mail failed'),
    );
    throw error;
  }
  // the supplier's tools hear of the reply once its mail has gone (a failed one took the mark back)
  if (markedReplied) await enqueueEnquiryEvent(db, supplier.id, enquiryId, 'enquiry.updated', now);
  await announceEnquiryChange(deps.database.changes, log, supplier.id, enquiryId);
  const author = outgoing.author
    ? {
        id: outgoing.author.id,
        firstName: outgoing.author.firstName,
        lastName: outgoing.author.lastName,
        email: outgoing.author.email,
      }
    : null;
  return messageView(deps.providers.storage, row, author);
}

/** A reply whose mail failed: its row goes, and the "replied" mark it set (unless a later reply set it again). */
async function takeBack(db: Db, row: MessageRow, markedReplied: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const enquiry = await lockEnquiryRow(tx, row.supplierId, row.enquiryId);
    await tx.delete(enquiryMessages).where(eq(enquiryMessages.id, row.id));
    if (!markedReplied || enquiry.timestamps.replied !== row.createdAt.toISOString()) return;
    const cleared = applyEnquiryChange(
      progressStateOf(enquiry),
      { ...repliedChange, action: 'clear' },
      { actor: { isPlatformAdmin: false }, now: row.createdAt },
    );
    await tx.update(enquiries).set(marksOf(cleared.enquiry)).where(eq(enquiries.id, row.enquiryId));
  });
}

/** A team member's reply from the enquiry screen. */
export async function replyToCouple(
  deps: AppDeps,
  log: FastifyBaseLogger,
  access: SupplierAccess,
  enquiryId: string,
  text: string,
  now: Date,
): Promise<ConversationMessage> {
  await unlockedEnquiry(deps.database.db, access, enquiryId);
  return sendEnquiryMessage(deps, log, access.supplier, enquiryId, { text, author: access.user }, now);
}
