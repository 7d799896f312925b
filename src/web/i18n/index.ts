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
 * loaded with the routes that show it (router.tsx, `withTexts`; screen-namespaces.test.ts checks the lists). The
 * language's chunk holds the loaders of its other namespaces: in the entry, the loaders of all three languages' 52
 * namespaces took 1.4 kB gzip of every screen's first JavaScript.
 */
interface LanguageTexts {
  /** The core namespaces' texts, by namespace. */
  core: Record<string, Record<string, unknown>>;
  /** A loader of each other namespace's texts, by file path (./en-GB/enquiries.json). */
  screens: Record<string, () => Promise<Record<string, unknown>>>;
}

const languageChunks = import.meta.glob<LanguageTexts>('./locales/*.ts');

const languages = new Map<string, Promise<LanguageTexts>>();

function loadLanguage(locale: string): Promise<LanguageTexts> {
  let language = languages.get(locale);
  if (!language) {
    const load = languageChunks[`./locales/${locale}.ts`];
    if (!load) return Promise.reject(new Error(`no texts for ${locale}`));
    // the chunk's keys are file paths (./en-GB/common.json); i18next asks by namespace
    language = load().then(({ core, screens }) => ({
      core: Object.fromEntries(
        Object.entries(core).map(([file, messages]) => [file.replace(/^.*\/([^/]+)\.json$/, '$1'), messages]),
      ),
      screens,
    }));
    languages.set(locale, language);
  }
  return language;
}

async function loadNamespace(locale: string, namespace: string): Promise<Record<string, unknown>> {
  const { core, screens } = await loadLanguage(locale);
  if (coreNamespaces.includes(namespace)) return core[namespace] ?? {};
  const screen = screens[`./${locale}/${namespace}.json`];
  if (!screen) throw new Error(`no texts ${locale}/${namespace}`);
  return screen();
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
