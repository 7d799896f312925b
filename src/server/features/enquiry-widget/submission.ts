import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { coupleActivityCategory } from '../../../domain/enquiries/couples-activity.ts';
import { widgetHoneypotField, type widgetEnquiryEnvelopeSchema } from '../../../domain/enquiries/enquiry-widget-api.ts';
import { widgetSettingsFromFields, type WidgetSettings } from '../../../domain/enquiries/enquiry-widget.ts';
import { widgetSubmissionSchema } from '../../../domain/enquiries/enquiry-widget-schemas.ts';
import { isBlank } from '../../../domain/field-rules.ts';
import type { AppDeps } from '../../app-deps.ts';
import { countAttempt, type AttemptLimit } from '../../auth/attempt-limits.ts';
import type { Db } from '../../db/client.ts';
import { events, supplierUsers, suppliers, users } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { createEnquiry } from '../enquiries/create.ts';
import { announceEnquiryChange } from '../live-inbox/announce.ts';
import { widgetEnquiryMail } from './enquiry-mail.ts';
import { formTokenKey, readFormToken, sentTooFast } from '../../http/form-token.ts';
import { widgetLocaleOf } from './settings.ts';
import { autoAcknowledge } from '../conversation/auto-acknowledge.ts';

/**
 * Accepted enquiries per client address and widget; kept in the database so every node counts them.
 * @internal
 */
export const widgetEnquiryLimit: AttemptLimit = { name: 'widget-enquiries', max: 5, windowMs: 10 * 60_000 };

export type WidgetSupplier = typeof suppliers.$inferSelect;

export async function findWidgetSupplier(db: Db, publicId: string): Promise<WidgetSupplier | null> {
  const [supplier] = await db
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.publicId, publicId), eq(suppliers.deleted, false)))
    .limit(1);
  return supplier ?? null;
}

/** A form without e-mail and phone could not be answered: such a URL gets the e-mail field. */
function withContactField(settings: WidgetSettings): WidgetSettings {
  return settings.email || settings.phone ? settings : { ...settings, email: true };
}

/** The fields the page shows: those its URL names (defaults when none), always with a way to reply. */
export function pageSettingsOf(fields: readonly string[]): WidgetSettings {
  return withContactField(widgetSettingsFromFields(fields));
}

/** Zod issues by top-level field (a bad wedding day is an error of the wedding date). */
function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message;
  return fields;
}

const guestsText = (raw: unknown): string | null =>
  typeof raw === 'number' ? String(raw) : typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : null;

type Envelope = z.output<typeof widgetEnquiryEnvelopeSchema>;

/**
 * A couple's enquiry through a supplier's widget. Refused, writing nothing, in this order: unknown
 * widget (404), a filled honeypot (400 spam), a missing, foreign, forged or day-old form token (400
 * form-expired), bad fields (400 validation), a form sent within `minFillMs` of serving the page (400
 * too-fast), more than the limit from this address (429; only forms that get this far count). Otherwise the
 * couple, wedding, enquiry (source widget) and its activity event are written in one transaction,
 * then the couple gets the supplier's automatic acknowledgement if it is switched on, and the supplier
 * an e-mail unless the enquiry was scored as spam. A couple writing again to the same supplier keeps
 * its first enquiry and sends no second mail.
 */
export async function submitWidgetEnquiry(
  deps: AppDeps,
  log: FastifyBaseLogger,
  body: Envelope,
  ip: string,
  now: Date,
): Promise<void> {
  const { db } = deps.database;
  const supplier = await findWidgetSupplier(db, body.publicId);
  if (!supplier) throw notFound('widget not found');
  const client = `${ip}|${supplier.publicId}`;
  if (!isBlank(body[widgetHoneypotField])) throw badRequest('spam', 'This enquiry was refused');
  const token = readFormToken(formTokenKey(deps), body.token, supplier.publicId, now.getTime());
  if (!token) throw badRequest('form-expired', 'Reload the form and send it again');

  const settings = pageSettingsOf(token.fields);
  const parsed = widgetSubmissionSchema(settings).safeParse(body);
  if (!parsed.success) throw badRequest('validation', 'Some fields are not valid', fieldErrorsOf(parsed.error));
  // after the field check, so that a couple sending an incomplete form at once learns what is missing
  if (sentTooFast(token, now.getTime())) throw badRequest('too-fast', 'The form was sent too quickly');
  const submission = parsed.data;
  const guests = settings.guestsInitialTarget ? guestsText(body.guestsInitialTarget) : null;
  // counted before it is written: parallel submissions cannot all pass a check made before any was counted
  if (await countAttempt(db, widgetEnquiryLimit, client, now.getTime()))
    throw new AppError(429, 'too-many-requests', 'Too many enquiries from this address, try again later');

  const created = await db.transaction(async (tx) => {
    const enquiry = await createEnquiry(tx, {
      supplierId: supplier.id,
      source: 'widget',
      couple: {
        partnerName1: submission.partnerName ?? '',
        partnerName2: submission.partnerName2 ?? null,
        email: submission.email ?? null,
        phone: submission.phone ?? null,
        countryCode: supplier.countryCode,
        locale: widgetLocaleOf(supplier.countryCode),
      },
      wedding: { currency: supplier.currency },
      weddingDatePicker: submission.weddingDate ?? null,
      guestsInitialTarget: guests,
      message: submission.message ?? null,
      createdAt: now,
    });
    if (enquiry.created) {
      await tx.insert(events).values({
        event: 'enquirySent',
        category: coupleActivityCategory,
        source: 'widget',
        supplierId: supplier.id,
        specificEventProps: { weddingId: enquiry.weddingId, enquiryId: enquiry.enquiryId },
        createdAt: now,
      });
    }
    return enquiry;
  });
  if (!created.created) return;
  // a new enquiry: the lists and counts of the supplier's open pages
  await announceEnquiryChange(deps.database.changes, log, supplier.id, null);
  await autoAcknowledge(deps, log, supplier, created, now);
  // spam waits in the Spam view unannounced: a mail would bring it back to the supplier's attention
  if (created.spam) return;

  // The enquiry is safe in the inbox: a mail server failure is logged, not answered to the couple.
  try {
    const enquiryUrl = `${deps.config.APP_URL.replace(/\/+$/, '')}/enquiry-manager/${created.enquiryId}`;
    for (const to of await supplierRecipients(db, supplier)) {
      await deps.providers.mail.send(
        widgetEnquiryMail({
          to,
          supplierName: supplier.name,
          locale: supplier.locale,
          submission,
          guestsText: guests,
          enquiryUrl,
        }),
      );
    }
  } catch (error) {
    log.error({ err: error, enquiryId: created.enquiryId }, 'widget enquiry mail failed');
  }
}

/** The business's own address for the widget's mail (the team's members have their alerts). */
async function supplierRecipients(db: Db, supplier: WidgetSupplier): Promise<string[]> {
  if (isBlank(supplier.email)) return [];
  // a member's own address hears of the enquiry through their alerts, as they chose (issue 36): no second mail
  const [member] = await db
    .select({ email: users.email })
    .from(supplierUsers)
    .innerJoin(users, eq(users.id, supplierUsers.userId))
    .where(and(eq(supplierUsers.supplierId, supplier.id), sql`lower(${users.email}) = lower(${supplier.email})`));
  return member ? [] : [supplier.email];
}
