import { describe, expect, it } from 'vitest';
import { categoryValues, isVenue } from '../../domain/categories.ts';
import { countries } from '../../domain/countries.ts';
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
    for (const kind of kinds)
      for (const { feature } of planBenefitsFor(kind))
        for (const locale of Object.keys(messages)) {
          const text = message(locale, benefitTextKey(feature, kind));
          expect(typeof text, `${locale} ${feature}`).toBe('string');
          // a benefit is an outcome, not the feature's name from the tier table
          expect(text, `${locale} ${feature}`).not.toBe(message(locale, `tiers:features.${feature}`));
        }
  });
});
