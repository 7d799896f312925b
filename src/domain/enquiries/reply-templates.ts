import { z } from 'zod';
import { locales, type Locale } from '../locales.ts';
import { requiredText } from '../validators.ts';

/**
 * A supplier's reply templates (issue 15): a name and a text per language with placeholders in braces,
 * filled in the composer for the enquiry at hand in the couple's language.
 */
export const templatePlaceholders = ['coupleNames', 'weddingDate', 'supplierName'] as const;
export type TemplatePlaceholder = (typeof templatePlaceholders)[number];

export const replyTemplateNameMaxLength = 80;
export const replyTemplateTextMaxLength = 5_000;
export const replyTemplateLimit = 50;

const placeholderPattern = /\{([^{}\s]*)\}/g;

/** The placeholders in braces the portal does not know, in order of appearance, each once. */
export function unknownPlaceholders(text: string): string[] {
  const names = [...text.matchAll(placeholderPattern)].map((m) => m[1]!);
  return [...new Set(names.filter((name) => !(templatePlaceholders as readonly string[]).includes(name)))];
}

/** The text with every known placeholder replaced by its value. */
export function fillTemplate(text: string, values: Record<TemplatePlaceholder, string>): string {
  return text.replace(placeholderPattern, (whole, name: string) => ((templatePlaceholders as readonly string[]).includes(name) ? values[name as TemplatePlaceholder] : whole));
}

/** The text for a couple: in their language, else British English, else the first language written. */
export function templateTextFor(texts: Partial<Record<Locale, string>>, coupleLocale: string): string {
  const written = (locale: Locale) => texts[locale]?.trim() || null;
  const own = locales.find((locale) => locale === coupleLocale || locale.slice(0, 2) === coupleLocale.slice(0, 2));
  return (own && written(own)) || written('en-GB') || locales.map(written).find(Boolean) || '';
}

export const templatePlaceholderError = 'enquiries:errors.templatePlaceholder';
export const templateTextsError = 'enquiries:errors.templateTexts';

const templateText = z
  .string()
  .trim()
  .max(replyTemplateTextMaxLength, { error: 'validation:maxLength' })
  .refine((text) => unknownPlaceholders(text).length === 0, { error: templatePlaceholderError });

export const replyTemplateInputSchema = z
  .object({
    name: requiredText('validation:required', replyTemplateNameMaxLength),
    texts: z.object({ 'en-GB': templateText.default(''), 'de-DE': templateText.default(''), 'fr-FR': templateText.default('') }),
  })
  .refine((input) => locales.some((locale) => input.texts[locale] !== ''), { error: templateTextsError, path: ['texts', 'en-GB'] });
export type ReplyTemplateInput = z.infer<typeof replyTemplateInputSchema>;

export const replyTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  texts: z.object({ 'en-GB': z.string(), 'de-DE': z.string(), 'fr-FR': z.string() }),
});
export type ReplyTemplate = z.infer<typeof replyTemplateSchema>;

export const replyTemplatesResponseSchema = z.object({ templates: z.array(replyTemplateSchema) });
export type ReplyTemplatesResponse = z.infer<typeof replyTemplatesResponseSchema>;
