import { describe, expect, it } from 'vitest';
import {
  acknowledgesAutomatically,
  autoAcknowledgeHourlyLimit,
  fillTemplate,
  templateLocaleFor,
  templateTextFor,
  unknownPlaceholders,
} from './reply-templates.ts';
import { autoAcknowledgeSchema, replyTemplateInputSchema } from './reply-templates-api.ts';

describe('reply template placeholders', () => {
  const values = { coupleNames: 'Lena & Jonas', weddingDate: 'am 8. Mai 2027', supplierName: 'Lichtblick' };

  it.each([
    [
      'Hallo {coupleNames}, {weddingDate} sind wir frei. {supplierName}',
      'Hallo Lena & Jonas, am 8. Mai 2027 sind wir frei. Lichtblick',
    ],
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
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['texts.de-DE', 'enquiries:errors.templatePlaceholder'],
    ]);
    const empty = replyTemplateInputSchema.safeParse({ name: 'Leer', texts: {} });
    expect(empty.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['texts.en-GB', 'enquiries:errors.templateTexts'],
    ]);
    expect(replyTemplateInputSchema.parse({ name: ' Danke ', texts: { 'fr-FR': ' Merci {coupleNames} ' } })).toEqual({
      name: 'Danke',
      texts: { 'en-GB': '', 'de-DE': '', 'fr-FR': 'Merci {coupleNames}' },
    });
  });

  it("picks the couple's language, else British English, else the first text written", () => {
    const texts = { 'en-GB': 'Hello', 'de-DE': 'Hallo', 'fr-FR': '' };
    expect(templateTextFor(texts, 'de-DE')).toBe('Hallo');
    expect(templateTextFor(texts, 'de-AT')).toBe('Hallo');
    expect(templateTextFor(texts, 'fr-FR')).toBe('Hello');
    expect(templateTextFor({ 'en-GB': '', 'de-DE': '', 'fr-FR': 'Bonjour' }, 'de-DE')).toBe('Bonjour');
    // the wedding date is written in the language of the text chosen, not the couple's
    expect(templateLocaleFor(texts, 'fr-FR')).toBe('en-GB');
    expect(templateLocaleFor(texts, 'de-AT')).toBe('de-DE');
    expect(templateLocaleFor({ 'en-GB': '', 'de-DE': '', 'fr-FR': 'Bonjour' }, 'de-DE')).toBe('fr-FR');
    expect(templateLocaleFor({}, 'de-DE')).toBe('en-GB');
  });
});

describe('the automatic acknowledgement', () => {
  const on = { enabled: true, templateId: 'tpl-1' };
  const fresh = { created: true, spam: false, hasEmail: true };

  it('goes to a new enquiry with an e-mail address when switched on with a template', () => {
    expect(acknowledgesAutomatically(on, fresh, 0)).toBe(true);
    expect(acknowledgesAutomatically(null, fresh, 0)).toBe(false);
    expect(acknowledgesAutomatically({ enabled: false, templateId: 'tpl-1' }, fresh, 0)).toBe(false);
    expect(acknowledgesAutomatically({ enabled: true, templateId: null }, fresh, 0)).toBe(false);
  });

  it('never to spam, to a couple writing again, to one without e-mail, nor past the hourly limit', () => {
    expect(acknowledgesAutomatically(on, { ...fresh, spam: true }, 0)).toBe(false);
    expect(acknowledgesAutomatically(on, { ...fresh, created: false }, 0)).toBe(false);
    expect(acknowledgesAutomatically(on, { ...fresh, hasEmail: false }, 0)).toBe(false);
    expect(acknowledgesAutomatically(on, fresh, autoAcknowledgeHourlyLimit - 1)).toBe(true);
    expect(acknowledgesAutomatically(on, fresh, autoAcknowledgeHourlyLimit)).toBe(false);
  });

  it('needs a template to be switched on', () => {
    expect(autoAcknowledgeSchema.safeParse({ enabled: true, templateId: null }).error?.issues[0]).toMatchObject({
      path: ['templateId'],
      message: 'enquiries:errors.autoAcknowledgeTemplate',
    });
    expect(autoAcknowledgeSchema.safeParse({ enabled: false, templateId: null }).success).toBe(true);
  });
});
