import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale, locales, type Locale } from '../../domain/locales.ts';
import { initialLocale, rememberLocale } from './locale-preference.ts';

/** Every namespace file under locales/{locale}/{namespace}.json, bundled at build time. */
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, messages] of Object.entries(files)) {
  const [, locale, namespace] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (!locale || !namespace) continue;
  (resources[locale] ??= {})[namespace] = messages;
}

export const namespaces = Object.keys(resources[defaultLocale] ?? {});

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLocale(),
  fallbackLng: defaultLocale,
  supportedLngs: [...locales],
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

export function changeLocale(locale: Locale): Promise<unknown> {
  document.documentElement.lang = locale;
  rememberLocale(locale);
  return i18n.changeLanguage(locale);
}

export default i18n;
