import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { locales, type Locale } from '../../domain/locales.ts';
import { coreNamespaces } from './core-namespaces.ts';
import { initialLocale, rememberLocale } from './locale-preference.ts';

/**
 * The texts of the language a user reads, never all three, and of the screens they open: each language's
 * core namespaces (what the shell, the sign-in pages and every form's errors show) are one chunk
 * (locales/{locale}.ts), loaded before the first render; every other namespace is a chunk of its own,
 * loaded with the routes that show it (router.tsx, `withTexts`; screen-namespaces.test.ts checks the lists).
 */
const languageBundles = import.meta.glob<{ default: Record<string, Record<string, unknown>> }>('./locales/*.ts');
const screenTexts = import.meta.glob<Record<string, unknown>>(
  ['./locales/*/*.json', '!./locales/*/{common,shell,tiers,validation,authErrors}.json'],
  { import: 'default' },
);

const bundles = new Map<string, Promise<Record<string, Record<string, unknown>>>>();

function loadLanguage(locale: string): Promise<Record<string, Record<string, unknown>>> {
  let bundle = bundles.get(locale);
  if (!bundle) {
    const load = languageBundles[`./locales/${locale}.ts`];
    if (!load) return Promise.reject(new Error(`no texts for ${locale}`));
    // the bundle's keys are file paths (./en-GB/common.json); i18next asks by namespace
    bundle = load().then(({ default: files }) =>
      Object.fromEntries(
        Object.entries(files).map(([file, messages]) => [file.replace(/^.*\/([^/]+)\.json$/, '$1'), messages]),
      ),
    );
    bundles.set(locale, bundle);
  }
  return bundle;
}

function loadNamespace(locale: string, namespace: string): Promise<Record<string, unknown>> {
  if (coreNamespaces.includes(namespace)) return loadLanguage(locale).then((bundle) => bundle[namespace] ?? {});
  const screen = screenTexts[`./locales/${locale}/${namespace}.json`];
  return screen ? screen() : Promise.reject(new Error(`no texts ${locale}/${namespace}`));
}

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
    // a copy: i18next adds every namespace it loads later to this array
    ns: [...coreNamespaces],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // a key of a namespace no route loaded (say, an error code from the server) loads it; `loaded` renders again
    saveMissing: true,
    missingKeyHandler: (_languages, namespace) => {
      // a failed load leaves the key's fallback shown; i18next logs it
      if (!i18n.hasLoadedNamespace(namespace)) void i18n.loadNamespaces(namespace);
    },
    react: { useSuspense: false, bindI18n: 'languageChanged loaded' },
  });

// i18n.language is set only once the texts have loaded
if (typeof document !== 'undefined') document.documentElement.lang = firstLocale;

export function changeLocale(locale: Locale): Promise<unknown> {
  document.documentElement.lang = locale;
  rememberLocale(locale);
  return i18n.changeLanguage(locale);
}

export default i18n;
