import { and, count, eq, gte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  acknowledgesAutomatically,
  autoAcknowledgeTemplateError,
  fillTemplate,
  templateLocaleFor,
  templateTextFor,
  type AutoAcknowledge,
} from '../../../domain/enquiries/reply-templates.ts';
import { weddingDatePhrase } from '../../../domain/enquiries/wedding-date-phrase.ts';
import { uiLocaleFor } from '../../../domain/locales.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { autoAcknowledgeSettings, couples, enquiries, enquiryMessages, replyTemplates } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import { translatorFor } from '../../i18n/translator.ts';
import { sendEnquiryMessage, type MessageSupplier } from './service.ts';

/** The supplier's automatic acknowledgement; off when never set. */
export async function readAutoAcknowledge(db: Db, supplierId: string): Promise<AutoAcknowledge> {
  const [row] = await db
    .select({ enabled: autoAcknowledgeSettings.enabled, templateId: autoAcknowledgeSettings.templateId })
    .from(autoAcknowledgeSettings)
    .where(eq(autoAcknowledgeSettings.supplierId, supplierId));
  // its template deleted (the column set to null), the acknowledgement has nothing to send: it is off
  return row
    ? { enabled: row.enabled && row.templateId !== null, templateId: row.templateId }
    : { enabled: false, templateId: null };
}

/** Keeps the setting; a template must be one of the supplier's (400 naming `templateId`, nothing written). */
export async function saveAutoAcknowledge(
  db: Db,
  supplierId: string,
  settings: AutoAcknowledge,
  now: Date,
): Promise<AutoAcknowledge> {
  if (settings.templateId !== null) {
    const [own] = await db
      .select({ id: replyTemplates.id })
      .from(replyTemplates)
      .where(and(eq(replyTemplates.supplierId, supplierId), eq(replyTemplates.id, settings.templateId)));
    if (!own)
      throw badRequest('validation', 'The template is not one of the supplier’s', {
        templateId: autoAcknowledgeTemplateError,
      });
  }
  await db
    .insert(autoAcknowledgeSettings)
    .values({ supplierId, ...settings, updatedAt: now })
    .onConflictDoUpdate({ target: autoAcknowledgeSettings.supplierId, set: { ...settings, updatedAt: now } });
  return settings;
}

/**
 * Sends the supplier's acknowledgement to a new enquiry when its rule says so (reply-templates.ts
 * `acknowledgesAutomatically`): the template in the couple's language, filled for the enquiry, through
 * the conversation's send (so the couple's answer threads back). Called once the enquiry is committed;
 * a failure is logged, never the couple's problem.
 */
export async function autoAcknowledge(
  deps: AppDeps,
  log: FastifyBaseLogger,
  supplier: MessageSupplier,
  created: { enquiryId: string; created: boolean; spam: boolean },
  now: Date,
): Promise<void> {
  const { db } = deps.database;
  try {
    // most suppliers never switch it on: one read of the setting, and nothing more for them
    const settings = await readAutoAcknowledge(db, supplier.id);
    if (!settings.enabled || created.spam || !created.created) return;
    const [[enquiry], [sent]] = await Promise.all([
      db
        .select({
          partnerName1: enquiries.partnerName1,
          partnerName2: enquiries.partnerName2,
          email: enquiries.email,
          weddingDatePicker: enquiries.weddingDatePicker,
          locale: couples.locale,
        })
        .from(enquiries)
        .innerJoin(couples, eq(couples.id, enquiries.coupleId))
        .where(eq(enquiries.id, created.enquiryId)),
      db
        .select({ n: count() })
        .from(enquiryMessages)
        .where(
          and(
            eq(enquiryMessages.supplierId, supplier.id),
            eq(enquiryMessages.automatic, true),
            gte(enquiryMessages.createdAt, new Date(now.getTime() - 60 * 60_000)),
          ),
        ),
    ]);
    if (
      !enquiry ||
      !acknowledgesAutomatically(settings, { ...created, hasEmail: Boolean(enquiry.email) }, sent?.n ?? 0)
    )
      return;
    const [template] = await db
      .select({ texts: replyTemplates.texts })
      .from(replyTemplates)
      .where(eq(replyTemplates.id, settings.templateId!));
    if (!template) return;
    const locale = uiLocaleFor(enquiry.locale);
    // the wedding date in the language of the text sent, which may fall back from the couple's
    const textLocale = templateLocaleFor(template.texts, locale);
    const t = translatorFor(textLocale);
    const values = {
      coupleNames: [enquiry.partnerName1, enquiry.partnerName2].filter((name) => name?.trim()).join(' & '),
      weddingDate: weddingDatePhrase(
        enquiry.weddingDatePicker,
        (key, options) => t(`enquiries:${key}`, options),
        textLocale,
      ),
      supplierName: supplier.name,
    };
    await sendEnquiryMessage(
      deps,
      log,
      supplier,
      created.enquiryId,
      { text: fillTemplate(templateTextFor(template.texts, locale), values), author: null },
      now,
    );
  } catch (error) {
    log.error({ err: error, enquiryId: created.enquiryId }, 'automatic acknowledgement not sent');
  }
}
