import { describe, expect, it } from 'vitest';
import { defaultLocale, isLocale, locales, uiLocaleFor } from './locales.ts';

describe('locales', () => {
  it('are en-GB, de-DE and fr-FR with en-GB as default', () => {
    expect(locales).toEqual(['en-GB', 'de-DE', 'fr-FR']);
    expect(defaultLocale).toBe('en-GB');
  });

  it.each([
    ['en-GB', true],
    ['de-DE', true],
    ['fr-FR', true],
    ['de-AT', false],
    ['en', false],
    [undefined, false],
  ])('isLocale(%s) is %s', (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });

  it.each([
    ['de-DE', 'de-DE'],
    ['de-AT', 'de-DE'],
    ['de-CH', 'de-DE'],
    ['de', 'de-DE'],
    ['DE_de', 'de-DE'],
    ['fr-FR', 'fr-FR'],
    ['fr-CH', 'fr-FR'],
    ['fr', 'fr-FR'],
    ['en-GB', 'en-GB'],
    ['en-US', 'en-GB'],
    ['pl-PL', 'en-GB'],
    ['ru-RU', 'en-GB'],
    ['', 'en-GB'],
    ['dex', 'en-GB'],
  ])('uiLocaleFor(%s) is %s', (locale, expected) => {
    expect(uiLocaleFor(locale)).toBe(expected);
  });
});
