import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { coupleActivityCategory, isContactableActivityEvent } from '../../../domain/enquiries/couples-activity.ts';
import type { ContactCoupleResponse } from '../../../domain/enquiries/couples-api.ts';
import { messageAlreadySentError } from '../../../domain/enquiries/contact-couple.ts';
import type { ContactCoupleInput } from '../../../domain/enquiries/contact-couple-schema.ts';
import { creditCosts } from '../../../domain/enquiries/ppe.ts';
import { requireFeature } from '../../access/feature-gate.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { coupleMessages, couples, enquiries, events, weddings } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { escapeHtml } from '../../http/html.ts';
import { translatorFor } from '../../i18n/translator.ts';
import type { MailMessage } from '../../providers/mail/index.ts';
import { recordLedgerTransaction } from '../ppe/ledger.ts';

/** The couple of a wedding that appears in this supplier's couples activity, or null. */
async function activityCouple(db: Db, supplierId: string, weddingId: string) {
  const [row] = await db
    .select({
      weddingId: weddings.id,
      partnerName1: couples.partnerName1,
      email: couples.email,
      locale: couples.locale,
    })
    .from(weddings)
    .innerJoin(couples, eq(couples.id, weddings.coupleId))
    .where(
      and(
        eq(weddings.id, weddingId),
        sql`exists (select 1 from ${events} where ${events.supplierId} = ${supplierId} and ${events.category} = ${coupleActivityCategory} and ${events.specificEventProps}->>'weddingId' = ${weddingId})`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * A supplier's message to a couple by e-mail in the couple's language: an intro, the message quoted, and
 * how to reach the supplier. `kind` picks the texts: a contact from the couples activity or an invite
 * to collaborate on a booked wedding.
 */
export function coupleMail(
  to: string,
  locale: string,
  supplier: SupplierAccess['supplier'],
  message: string,
  kind: 'contact' | 'invite' = 'contact',
): MailMessage {
  const t = translatorFor(locale);
  const name = { name: supplier.name };
  const contact = [supplier.email, supplier.phone, supplier.website].filter((v) => v.trim() !== '');
  const reply = t(`couples:${kind}.mail.reply`, name);
  const intro = t(`couples:${kind}.mail.intro`, name);
  return {
    to,
    subject: t(`couples:${kind}.mail.subject`, name),
    text: [intro, '', message, '', reply, ...contact].join('\n'),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<blockquote style="white-space:pre-wrap">${escapeHtml(message)}</blockquote>`,
      `<p>${escapeHtml(reply)}<br>${contact.map(escapeHtml).join('<br>')}</p>`,
    ].join('\n'),
  };
}

/**
 * A supplier writes once to a couple of its couples activity (spec sections 3, 5, 6). Gated by the
 * contactCouples tier (403 tier-required); 400 `message already sent` the second time; one
 * contact-couples credit is spent (409 insufficient-balance without one). The message, the credit,
 * the enquiry's contactedCoupleTime and the activity event are one transaction; then the couple
 * gets the message by e-mail in its language.
 */
export async function contactCouple(
  deps: AppDeps,
  log: FastifyBaseLogger,
  access: SupplierAccess,
  input: ContactCoupleInput,
  now: Date,
): Promise<ContactCoupleResponse> {
  const { db } = deps.database;
  requireFeature(access, 'contactCouples');
  if (input.supplierUserId !== access.user.id)
    throw badRequest('validation', 'supplierUserId must be the signed-in user', {
      supplierUserId: 'validation:invalid',
    });
  if (!isContactableActivityEvent(input.eventType))
    throw badRequest('validation', 'This activity cannot be answered', { eventType: 'couples:errors.eventType' });
  const couple = await activityCouple(db, access.supplier.id, input.weddingId);
  if (!couple) throw notFound('wedding not found');
  if (!couple.email) throw new AppError(409, 'couple-unreachable', 'This couple cannot be reached by e-mail');

  const balance = await db.transaction(async (tx) => {
    const [sent] = await tx
      .insert(coupleMessages)
      .values({
        id: randomUUID(),
        supplierId: access.supplier.id,
        weddingId: input.weddingId,
        eventType: input.eventType,
        message: input.message,
        supplierUserId: access.user.id,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [coupleMessages.supplierId, coupleMessages.weddingId] })
      .returning({ id: coupleMessages.id });
    if (!sent) throw badRequest('message-already-sent', messageAlreadySentError);
    const cost = creditCosts.contactCouple;
    const spent = await recordLedgerTransaction(tx, {
      supplierId: access.supplier.id,
      balanceType: cost.balanceType,
      amount: -cost.credits,
      reason: 'contactCouple',
      reference: `couple-message:${sent.id}`,
      createdBy: access.user.id,
    });
    await tx
      .update(enquiries)
      .set({ contactedCoupleTime: now, updatedAt: now })
      .where(and(eq(enquiries.supplierId, access.supplier.id), eq(enquiries.weddingId, input.weddingId)));
    await tx.insert(events).values({
      event: 'coupleContacted',
      category: coupleActivityCategory,
      supplierId: access.supplier.id,
      userId: access.user.id,
      specificEventProps: { weddingId: input.weddingId, eventType: input.eventType },
      createdAt: now,
    });
    return spent.balance;
  });

  // after the commit (the outbox mail writes through its own connection); the embedded outbox does not fail
  try {
    await deps.providers.mail.send(coupleMail(couple.email, couple.locale, access.supplier, input.message));
  } catch (error) {
    log.error({ err: error, weddingId: input.weddingId }, 'contact-couple mail failed');
  }
  return { sent: true, contactedAt: now.toISOString(), balance };
}
