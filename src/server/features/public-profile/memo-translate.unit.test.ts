import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n/translator.ts';
import { memoTranslate } from './memo-translate.ts';

describe('memoTranslate', () => {
  it('answers what the translator answers, per locale, with and without options', () => {
    for (const locale of ['en-GB', 'de-DE', 'fr-FR']) {
      const t = translatorFor(locale);
      const fast = memoTranslate(t);
      expect(fast.locale).toBe(t.locale);
      expect(fast('publicProfile:sections.photos')).toBe(t('publicProfile:sections.photos'));
      expect(fast('publicProfile:sections.photos')).toBe(t('publicProfile:sections.photos'));
      expect(fast('publicProfile:range.between', { min: 2, max: 5 })).toBe(
        t('publicProfile:range.between', { min: 2, max: 5 }),
      );
    }
    expect(memoTranslate(translatorFor('de-DE'))('publicProfile:sections.photos')).toBe('Fotos');
    expect(memoTranslate(translatorFor('fr-FR'))('publicProfile:sections.about')).toBe('Qui sommes-nous');
  });
});
