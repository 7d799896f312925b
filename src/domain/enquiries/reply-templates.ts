import { locales, type Locale } from '../locales.ts';

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
  return text.replace(placeholderPattern, (whole, name: string) =>
    (templatePlaceholders as readonly string[]).includes(name) ? values[name as TemplatePlaceholder] : whole,
  );
}

/** The language of the text a couple gets: theirs, else British English, else the first language written. */
export function templateLocaleFor(texts: Partial<Record<Locale, string>>, coupleLocale: string): Locale {
  const written = (locale: Locale) => Boolean(texts[locale]?.trim());
  const own = locales.find((locale) => locale === coupleLocale || locale.slice(0, 2) === coupleLocale.slice(0, 2));
  if (own && written(own)) return own;
  return written('en-GB') ? 'en-GB' : (locales.find(written) ?? 'en-GB');
}

/** The text for a couple, in the language `templateLocaleFor` chooses ("" when none is written). */
export function templateTextFor(texts: Partial<Record<Locale, string>>, coupleLocale: string): string {
  return texts[templateLocaleFor(texts, coupleLocale)]?.trim() ?? '';
}

export const templatePlaceholderError = 'enquiries:errors.templatePlaceholder';
export const templateTextsError = 'enquiries:errors.templateTexts';

/**
 * The automatic acknowledgement (issue 15): off by default; when on, every new enquiry not scored as spam
 * gets the chosen template at once, as a message of its conversation (not a reply of the team: it does
 * not set "Replied"), at most `autoAcknowledgeHourlyLimit` an hour per supplier.
 */
export const autoAcknowledgeHourlyLimit = 30;
export const autoAcknowledgeTemplateError = 'enquiries:errors.autoAcknowledgeTemplate';

export interface AutoAcknowledge {
  enabled: boolean;
  templateId: string | null;
}

/** Whether a new enquiry gets the automatic acknowledgement now. */
export function acknowledgesAutomatically(
  settings: AutoAcknowledge | null,
  enquiry: { created: boolean; spam: boolean; hasEmail: boolean },
  sentInLastHour: number,
): boolean {
  return (
    Boolean(settings?.enabled && settings.templateId) &&
    enquiry.created &&
    !enquiry.spam &&
    enquiry.hasEmail &&
    sentInLastHour < autoAcknowledgeHourlyLimit
  );
}
