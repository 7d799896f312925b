import type { CsvText } from '../../../domain/enquiries/csv.ts';
import { translatorFor } from '../../i18n/translator.ts';

/** The export speaks the reader's language with the web app's own `enquiries` texts (one source for both). */
export function csvTextFor(locale: string): CsvText {
  const t = translatorFor(locale);
  // the export asks the same few dozen texts for every row: each is translated once
  const texts = new Map<string, string>();
  const text = (key: string) => {
    let value = texts.get(key);
    if (value === undefined) {
      value = t(`enquiries:${key}`);
      texts.set(key, value);
    }
    return value;
  };
  return { locale: t.locale, t: text };
}
