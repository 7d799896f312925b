import { describe, expect, it } from 'vitest';
import { categoryValues } from '../../domain/categories.ts';
import { locales } from '../../domain/locales.ts';
import {
  categorySections,
  detailsLabelKey,
  flagLabelKey,
  sectionTitleKey,
} from '../../domain/listing/category-sections.ts';
import { faqQuestionKey, faqQuestionsOf } from '../../domain/listing/faq-questions.ts';
import { franceVenueSections } from '../../domain/listing/venue-sections.ts';
import deFaq from './locales/de-DE/faq.json';
import deFlags from './locales/de-DE/listingFlags.json';
import enFaq from './locales/en-GB/faq.json';
import enFlags from './locales/en-GB/listingFlags.json';
import frFaq from './locales/fr-FR/faq.json';
import frFlags from './locales/fr-FR/listingFlags.json';

const messages: Record<string, { listingFlags: unknown; faq: unknown }> = {
  'en-GB': { listingFlags: enFlags, faq: enFaq },
  'de-DE': { listingFlags: deFlags, faq: deFaq },
  'fr-FR': { listingFlags: frFlags, faq: frFaq },
};

/** The message of a `namespace:dotted.key` in a locale, or undefined. */
function message(locale: string, key: string): unknown {
  const [namespace = '', path = ''] = key.split(':');
  const root = (messages[locale] as Record<string, unknown> | undefined)?.[namespace];
  return path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], root);
}

/** All keys of a namespace's JSON, as `namespace:dotted.key`. */
function keysOf(namespace: string, value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [`${namespace}:${prefix}`];
  return Object.entries(value).flatMap(([k, v]) => keysOf(namespace, v, prefix ? `${prefix}.${k}` : k));
}

// a French venue's venue types have France's flags too
const sections = [
  ...categoryValues.flatMap((category) => categorySections[category].map((section) => ({ category, section }))),
  ...franceVenueSections.map((section) => ({ category: 'venue' as const, section })),
];

function usedListingKeys(): Set<string> {
  return new Set(
    sections.flatMap(({ category, section }) => [
      sectionTitleKey(category, section.key),
      ...section.flags.map((flag) => flagLabelKey(category, section.key, flag)),
      ...(section.detailsField ? [detailsLabelKey(section.detailsField)] : []),
    ]),
  );
}

// The other locales are held to en-GB's keys by i18n.test.ts; these check all three anyway.
describe.each(locales)('listing labels in %s', (locale) => {
  it('has a title for every section, a label for every flag and details field, and no others', () => {
    const used = usedListingKeys();
    for (const key of used) expect({ key, label: typeof message(locale, key) }).toEqual({ key, label: 'string' });
    expect(keysOf('listingFlags', messages[locale]?.listingFlags).sort()).toEqual([...used].sort());
  });

  it('never labels two flags of one section alike', () => {
    for (const { category, section } of sections) {
      const labels = section.flags.map((flag) => message(locale, flagLabelKey(category, section.key, flag)));
      expect({
        section: `${category}.${section.key}`,
        duplicates: labels.filter((l, i) => labels.indexOf(l) !== i),
      }).toEqual({
        section: `${category}.${section.key}`,
        duplicates: [],
      });
    }
  });

  it('has the text of every FAQ question and no others', () => {
    const used = categoryValues.flatMap((category) => faqQuestionsOf(category).map(faqQuestionKey));
    for (const key of used) expect({ key, text: typeof message(locale, key) }).toEqual({ key, text: 'string' });
    expect(keysOf('faq', messages[locale]?.faq).sort()).toEqual([...used].sort());
  });

  it('asks every FAQ question as a question', () => {
    for (const key of categoryValues.flatMap((category) => faqQuestionsOf(category).map(faqQuestionKey)))
      expect({ key, text: message(locale, key) }).toEqual({ key, text: expect.stringMatching(/\?$/) });
  });
});
