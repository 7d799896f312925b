/** The portal's languages; every user-facing string exists in all three. */
export const locales = ['en-GB', 'de-DE', 'fr-FR'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en-GB';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The UI language for any locale tag: German and French variants get their language, everything else en-GB. */
export function uiLocaleFor(locale: string): Locale {
  const language = locale.trim().toLowerCase().split(/[-_]/)[0];
  if (language === 'de') return 'de-DE';
  if (language === 'fr') return 'fr-FR';
  return defaultLocale;
}
