import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { locales, type Locale } from '../../domain/locales.ts';
import { initialLocale, rememberLocale } from './locale-preference.ts';

/**
 * One chunk per language (locales/{locale}.ts bundles its namespace files), loaded on demand: a user
 * downloads the texts of the language they read, not all three. The largest namespaces, shown by one
 * screen each (the listing's flags, the FAQ's questions), are chunks of their own, loaded with that
 * screen's route (router.tsx, `withTexts`).
 */
const languageBundles = import.meta.glob<{ default: Record<string, Record<string, unknown>> }>('./locales/*.ts');

/** Namespaces not in a language's chunk (see locales/en-GB.ts). */
export const screenNamespaces = ['listingFlags', 'faq'] as const;
const screenTexts = import.meta.glob<Record<string, unknown>>('./locales/*/{listingFlags,faq}.json', { import: 'default' });

const bundles = new Map<string, Promise<Record<string, Record<string, unknown>>>>();

function loadLanguage(locale: string): Promise<Record<string, Record<string, unknown>>> {
  let bundle = bundles.get(locale);
  if (!bundle) {
    const load = languageBundles[`./locales/${locale}.ts`];
    if (!load) return Promise.reject(new Error(`no texts for ${locale}`));
    // the bundle's keys are file paths (./en-GB/common.json); i18next asks by namespace
    bundle = load().then(({ default: files }) =>
      Object.fromEntries(Object.entries(files).map(([file, messages]) => [file.replace(/^.*\/([^/]+)\.json$/, '$1'), messages as Record<string, unknown>])),
    );
    bundles.set(locale, bundle);
  }
  return bundle;
}

function loadNamespace(locale: string, namespace: string): Promise<Record<string, unknown>> {
  const screen = screenTexts[`./locales/${locale}/${namespace}.json`];
  return screen ? screen() : loadLanguage(locale).then((bundle) => bundle[namespace] ?? {});
}

/** Every namespace name (the file names of the default language; only the names are bundled here). */
export const namespaces = Object.keys(import.meta.glob('./locales/en-GB/*.json')).map((file) => file.replace(/^.*\/([^/]+)\.json$/, '$1'));

const firstLocale = initialLocale();

/** Resolves once the texts of the first language are loaded: the app renders after it. */
export const i18nReady = i18n
  .use(resourcesToBackend(loadNamespace))
  .use(initReactI18next)
  .init({
    lng: firstLocale,
    // every locale has every key (i18n.test.ts), so no second language is downloaded as a fallback
    fallbackLng: false,
    supportedLngs: [...locales],
    load: 'currentOnly',
    ns: namespaces.filter((namespace) => !(screenNamespaces as readonly string[]).includes(namespace)),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });

// i18n.language is set only once the texts have loaded
if (typeof document !== 'undefined') document.documentElement.lang = firstLocale;

export function changeLocale(locale: Locale): Promise<unknown> {
  document.documentElement.lang = locale;
  rememberLocale(locale);
  return i18n.changeLanguage(locale);
}

export default i18n;
