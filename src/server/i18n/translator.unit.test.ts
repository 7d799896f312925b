import { describe, expect, it } from 'vitest';
import ppe from '../../web/i18n/locales/en-GB/ppe.json' with { type: 'json' };
import { translatorFor } from './translator.ts';

describe('server translator', () => {
  it('picks the plural form by count and fills in values', () => {
    expect(translatorFor('en-GB')('ppe:pack', { count: 1 })).toBe('1 enquiry credit');
    expect(translatorFor('en-GB')('ppe:pack', { count: 25 })).toBe('25 enquiry credits');
    expect(translatorFor('fr-FR')('ppe:pack', { count: 10 })).toBe('10 crédits de demande');
    expect(translatorFor('de-DE')('payments:checkout.pay', { price: '5,00 €' })).toBe('5,00 € bezahlen');
  });

  it('speaks German to de-AT and English to a locale without texts', () => {
    expect(translatorFor('de-AT').locale).toBe('de-DE');
    expect(translatorFor('pl-PL')('payments:checkout.testMode')).toBe('TEST MODE');
  });

  it('has a text for every error code and field message the pay-per-enquiry calls answer', () => {
    expect(Object.keys(ppe.errors).sort()).toEqual([
      'insufficient-balance',
      'not-pay-per-enquiry',
      'platform-admin-required',
      'unknownPrice',
    ]);
  });
});
