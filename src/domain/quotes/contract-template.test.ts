import { describe, expect, it } from 'vitest';
import { locales } from '../locales.ts';
import { defaultContractTemplates } from './contract-defaults.ts';
import {
  contractPlaceholders,
  placeholdersIn,
  renderContract,
  templateIssues,
  type ContractFacts,
} from './contract-template.ts';

describe('template issues', () => {
  it.each([
    ['Dear {{couple}}, see you on {{weddingDate}}.', []],
    ['{{ couple }} and {{supplier}}', []],
    ['Prices in {braces} are text', []],
    ['', []],
    ['Dear {{partner}}', [{ kind: 'unknown', index: 5, text: '{{partner}}' }]],
    ['Dear {{Couple}}', [{ kind: 'unknown', index: 5, text: '{{Couple}}' }]],
    ['Dear {{couple}', [{ kind: 'malformed', index: 5, text: '{{couple}' }]],
    ['Dear couple}}', [{ kind: 'malformed', index: 11, text: '}}' }]],
    ['Dear {{}}', [{ kind: 'malformed', index: 5, text: '{{}}' }]],
    ['Dear {{ }}', [{ kind: 'malformed', index: 5, text: '{{ }}' }]],
    ['On {{wedding date}}', [{ kind: 'malformed', index: 3, text: '{{wedding date}}' }]],
    ['{{{couple}}}', [{ kind: 'malformed', index: 0, text: '{{{couple}}' }]],
    ['{{total}} {{deposit', [{ kind: 'malformed', index: 10, text: '{{deposit' }]],
    [
      '{{price}} and }} then {{venue}}',
      [
        { kind: 'unknown', index: 0, text: '{{price}}' },
        { kind: 'malformed', index: 14, text: '}}' },
      ],
    ],
  ])('%j: %j', (template, issues) => {
    expect(templateIssues(template)).toEqual(issues);
  });

  it('names the placeholders a template uses', () => {
    expect([...placeholdersIn('{{couple}} at {{ venue }}, {{couple}}; {{nope}}')].sort()).toEqual(['couple', 'venue']);
    expect(placeholdersIn('No placeholders').size).toBe(0);
  });
});

describe('renderContract', () => {
  const facts: ContractFacts = {
    couple: 'Anna & Ben',
    supplier: 'The Old Barn',
    venue: 'The Old Barn, Kent',
    weddingDate: '2027-06-12',
    validUntil: '2026-12-14',
    currency: 'EUR',
    total: 1025250,
    deposit: 256313,
    balance: 768937,
    balanceDueOn: '2027-05-01',
  };
  const template =
    '{{couple}} / {{supplier}} / {{venue}} / {{weddingDate}} / {{ validUntil }} / {{total}} / {{deposit}} / {{balance}} / {{balanceDueDate}}';
  const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  it.each([
    [
      'en-GB',
      'Anna & Ben / The Old Barn / The Old Barn, Kent / 12 June 2027 / 14 December 2026 / €10,252.50 / €2,563.13 / €7,689.37 / 1 May 2027',
    ],
    [
      'de-DE',
      'Anna & Ben / The Old Barn / The Old Barn, Kent / 12. Juni 2027 / 14. Dezember 2026 / 10.252,50 € / 2.563,13 € / 7.689,37 € / 1. Mai 2027',
    ],
    [
      'fr-FR',
      'Anna & Ben / The Old Barn / The Old Barn, Kent / 12 juin 2027 / 14 décembre 2026 / 10 252,50 € / 2 563,13 € / 7 689,37 € / 1 mai 2027',
    ],
  ] as const)('fills every placeholder in %s', (locale, rendered) => {
    expect(spaces(renderContract(template, facts, locale))).toBe(rendered);
  });

  it('keeps whole amounts exact and the text around the placeholders as written', () => {
    expect(renderContract('Pay {{deposit}} {now}.', { ...facts, currency: 'GBP', deposit: 50000 }, 'en-GB')).toBe(
      'Pay £500.00 {now}.',
    );
  });

  it('writes the wedding day the calendar names, whatever the machine’s zone', () => {
    expect(renderContract('{{weddingDate}}', { ...facts, weddingDate: '2027-01-01' }, 'en-GB')).toBe('1 January 2027');
  });

  it('refuses a template with issues', () => {
    expect(() => renderContract('Dear {{partner}}', facts, 'en-GB')).toThrow(RangeError);
  });
});

describe('default templates', () => {
  it.each(locales)('%s: renders, and uses every placeholder', (locale) => {
    const template = defaultContractTemplates[locale];
    expect(templateIssues(template)).toEqual([]);
    expect([...placeholdersIn(template)].sort()).toEqual([...contractPlaceholders].sort());
    const facts: ContractFacts = {
      couple: 'Anna & Ben',
      supplier: 'Lichtblick',
      venue: 'Schloss Elmau',
      weddingDate: '2027-06-12',
      validUntil: '2026-12-14',
      currency: 'EUR',
      total: 377075,
      deposit: 100000,
      balance: 277075,
      balanceDueOn: '2027-05-13',
    };
    const rendered = renderContract(template, facts, locale);
    expect(rendered).not.toMatch(/\{\{|\}\}/);
    expect(rendered).toContain('Schloss Elmau');
  });

  it('sets French punctuation with a narrow no-break space', () => {
    const prose = defaultContractTemplates['fr-FR'].replace(/\{\{[^}]*\}\}/g, 'x');
    expect(prose.match(/[^\u202f][:;?!»]/g)).toBeNull();
    expect(prose.match(/«[^\u202f]/g)).toBeNull();
  });
});
