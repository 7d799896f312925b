import { and, eq } from 'drizzle-orm';
import type { Locale } from '../../../domain/locales.ts';
import { defaultContractTemplates } from '../../../domain/quotes/contract-defaults.ts';
import { contractTemplateTextSchema } from '../../../domain/quotes/quote-draft-schema.ts';
import { z } from '../../../domain/zod.ts';
import { requireFeature } from '../../access/feature-gate.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { contractTemplates } from '../../db/schema/index.ts';
import { parseForm } from '../../http/parse-form.ts';

/**
 * The supplier's contract template per language (docs/decisions/quotes.md, "Contract templates"): its saved text, or
 * the portal's starter until it saves one. A quote's terms start as a copy, so a later edit changes no quote.
 */

const templateBodySchema = z.object({ text: contractTemplateTextSchema });

export async function readContractTemplate(db: Db, access: SupplierAccess, language: Locale) {
  const [row] = await db
    .select({ text: contractTemplates.text })
    .from(contractTemplates)
    .where(and(eq(contractTemplates.supplierId, access.supplier.id), eq(contractTemplates.language, language)));
  return row
    ? { language, text: row.text, saved: true }
    : { language, text: defaultContractTemplates[language], saved: false };
}

/** Saves the template of a language: placeholders it does not know, or malformed braces, are field errors of `text`. */
export async function saveContractTemplate(db: Db, access: SupplierAccess, language: Locale, body: unknown, now: Date) {
  requireFeature(access, 'quotes');
  const { text } = parseForm(templateBodySchema, body);
  await db
    .insert(contractTemplates)
    .values({
      supplierId: access.supplier.id,
      language,
      text,
      updatedBy: access.user.id,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [contractTemplates.supplierId, contractTemplates.language],
      set: { text, updatedBy: access.user.id, updatedAt: now },
    });
  return { language, text, saved: true };
}
