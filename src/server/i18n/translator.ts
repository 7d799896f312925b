import { readdirSync, readFileSync } from 'node:fs';
import { createInstance, type Resource, type TFunction } from 'i18next';
import { defaultLocale, locales, uiLocaleFor, type Locale } from '../../domain/locales.ts';
import { projectPath } from '../project-path.ts';

/**
 * Server-written texts (e-mails, the widget page, the test-mode checkout, CSV headers) come from the
 * web app's own namespace files, so a text is translated once for both; i18next gives both sides
 * the same plural and interpolation rules. Keys are `namespace:path.to.key`.
 */
const localesDir = `${projectPath('src/web/i18n/locales')}/`;

function loadResources(): Resource {
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      Object.fromEntries(
        readdirSync(`${localesDir}${locale}`)
          .filter((file) => file.endsWith('.json'))
          .map((file) => [
            file.slice(0, -'.json'.length),
            JSON.parse(readFileSync(`${localesDir}${locale}/${file}`, 'utf8')) as Resource[string],
          ]),
      ),
    ]),
  );
}

const i18n = createInstance();
// the resources are given inline, so init is done when it returns; its promise has nothing left to wait for
void i18n.init({
  resources: loadResources(),
  fallbackLng: defaultLocale,
  supportedLngs: [...locales],
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
});

export type Translate = TFunction & { locale: Locale };

/** A translator for any locale tag: its UI language (de-AT → de-DE), en-GB where a key is missing. */
export function translatorFor(localeTag: string): Translate {
  const locale = uiLocaleFor(localeTag);
  return Object.assign(i18n.getFixedT(locale), { locale });
}
