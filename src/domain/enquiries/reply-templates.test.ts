import { describe, expect, it } from 'vitest';
import { fillTemplate, replyTemplateInputSchema, templateTextFor, unknownPlaceholders } from './reply-templates.ts';

describe('reply template placeholders', () => {
  const values = { coupleNames: 'Lena & Jonas', weddingDate: '8. Mai 2027', supplierName: 'Lichtblick' };

  it.each([
    ['Hallo {coupleNames}, am {weddingDate} sind wir frei. {supplierName}', 'Hallo Lena & Jonas, am 8. Mai 2027 sind wir frei. Lichtblick'],
    ['{coupleNames}{coupleNames}', 'Lena & JonasLena & Jonas'],
    ['No placeholders, {} and { spaced } braces', 'No placeholders, {} and { spaced } braces'],
  ])('fills %j', (text, filled) => {
    expect(fillTemplate(text, values)).toBe(filled);
  });

  it.each([
    ['Hallo {coupleName}', ['coupleName']],
    ['{date} {date} {Price}', ['date', 'Price']],
    ['Hallo {}', ['']],
    ['Hallo {coupleNames}', []],
  ])('finds the unknown placeholders of %j', (text, unknown) => {
    expect(unknownPlaceholders(text)).toEqual(unknown);
  });

  it('refuses unknown placeholders and a template without any text, field by field', () => {
    const parsed = replyTemplateInputSchema.safeParse({ name: 'Danke', texts: { 'de-DE': 'Hallo {paar}' } });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['texts.de-DE', 'enquiries:errors.templatePlaceholder']]);
    const empty = replyTemplateInputSchema.safeParse({ name: 'Leer', texts: {} });
    expect(empty.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['texts.en-GB', 'enquiries:errors.templateTexts']]);
    expect(replyTemplateInputSchema.parse({ name: ' Danke ', texts: { 'fr-FR': ' Merci {coupleNames} ' } })).toEqual({ name: 'Danke', texts: { 'en-GB': '', 'de-DE': '', 'fr-FR': 'Merci {coupleNames}' } });
  });

  it("picks the couple's language, else British English, else the first text written", () => {
    const texts = { 'en-GB': 'Hello', 'de-DE': 'Hallo', 'fr-FR': '' };
    expect(templateTextFor(texts, 'de-DE')).toBe('Hallo');
    expect(templateTextFor(texts, 'de-AT')).toBe('Hallo');
    expect(templateTextFor(texts, 'fr-FR')).toBe('Hello');
    expect(templateTextFor({ 'en-GB': '', 'de-DE': '', 'fr-FR': 'Bonjour' }, 'de-DE')).toBe('Bonjour');
  });
});
