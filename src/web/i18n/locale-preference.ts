import { defaultLocale, isLocale, uiLocaleFor, type Locale } from '../../domain/locales.ts';

const storageKey = 'portal.locale';

/**
 * The language last chosen in this browser (signed out too); the signed-in user's stored locale wins once it arrives.
 */
function storedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(storageKey);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(storageKey, locale);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}

/** The chosen language, else the browser's when it is one of ours, else en-GB. */
export function initialLocale(): Locale {
  return storedLocale() ?? (typeof navigator === 'undefined' ? defaultLocale : uiLocaleFor(navigator.language));
}
