import { describe, expect, it } from 'vitest';
import { categoryValues, isVenue } from '../../domain/categories.ts';
import { countries } from '../../domain/countries.ts';
import type { Feature } from '../../domain/feature-access.ts';
import { benefitTextKey, planBenefitsFor } from '../../domain/plan-benefits.ts';
import deBilling from './locales/de-DE/billing.json';
import enBilling from './locales/en-GB/billing.json';
import frBilling from './locales/fr-FR/billing.json';
import deTiers from './locales/de-DE/tiers.json';
import enTiers from './locales/en-GB/tiers.json';
import frTiers from './locales/fr-FR/tiers.json';

const messages: Record<string, Record<string, unknown>> = {
  'en-GB': { billing: enBilling, tiers: enTiers },
  'de-DE': { billing: deBilling, tiers: deTiers },
  'fr-FR': { billing: frBilling, tiers: frTiers },
};

function message(locale: string, key: string): unknown {
  const [namespace = '', path = ''] = key.split(':');
  return path
    .split('.')
    .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], messages[locale]![namespace]);
}

describe('the plans’ benefits in the customer’s words', () => {
  const kinds = categoryValues.flatMap((category) =>
    countries.map((country) => ({ isVenue: isVenue(category), category, country })),
  );

  it('has a text in every language for every benefit any kind of supplier is shown', () => {
    // one check a feature, kind (venue or not) and language; failures are collected to be named at once
    const shown = new Set(
      kinds.flatMap((kind) => planBenefitsFor(kind).map(({ feature }) => `${kind.isVenue}:${feature}`)),
    );
    const missing = [...shown].flatMap((entry) => {
      const [isVenue, feature = ''] = entry.split(':');
      const key = benefitTextKey(feature as Feature, { isVenue: isVenue === 'true' });
      return Object.keys(messages).flatMap((locale) => {
        const text = message(locale, key);
        // a benefit is an outcome, not the feature's name from the tier table
        return typeof text !== 'string' || text === message(locale, `tiers:features.${feature}`)
          ? [`${locale} ${key}`]
          : [];
      });
    });
    expect(missing).toEqual([]);
  });
});
