import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brochureUploadErrors } from '../../../domain/pricing/brochures.ts';
import { packageInclusionGroups } from '../../../domain/pricing/packages.ts';
import { guestsTypes, priceMethods, priceSchemes } from '../../../domain/pricing/price-schemes.ts';
import messages from '../../i18n/locales/en-GB/pricing.json';

// The other locales are held to en-GB's keys by i18n.test.ts.
const has = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages) !==
  undefined;

describe('pricing messages', () => {
  it('names every inclusion of every trade, and nothing else', () => {
    const flags = [...new Set(Object.values(packageInclusionGroups).flat())].sort();
    expect(Object.keys(messages.included).sort()).toEqual(flags);
  });

  it('names every price method, guests type and scheme', () => {
    for (const m of priceMethods) expect(has(`schemes.priceMethods.${m}`), m).toBe(true);
    for (const g of guestsTypes) expect(has(`schemes.guestsTypes.${g}`), g).toBe(true);
    for (const s of priceSchemes) expect(has(`schemes.names.${s}`), s).toBe(true);
  });

  it('has the four brochure upload errors', () => {
    for (const { key } of Object.values(brochureUploadErrors)) expect(has(key.replace('pricing:', '')), key).toBe(true);
  });

  it('has every error key the pricing rules give', () => {
    const source = ['packages.ts', 'price-schemes.ts']
      .map((f) => readFileSync(path.resolve(__dirname, '../../../domain/pricing', f), 'utf8'))
      .join('\n');
    const keys = [...source.matchAll(/'pricing:([\w.]+)'/g)].map((m) => m[1]!);
    expect(keys.length).toBeGreaterThan(5);
    for (const key of keys) expect(has(key), key).toBe(true);
  });
});
