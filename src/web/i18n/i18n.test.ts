import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales, defaultLocale } from '../../domain/locales.ts';

const root = path.resolve(__dirname, 'locales');

function flatten(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
}

function keysOf(locale: string): Map<string, string[]> {
  const dir = path.join(root, locale);
  return new Map(
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f, flatten(JSON.parse(readFileSync(path.join(dir, f), 'utf8'))).sort()]),
  );
}

describe('translations', () => {
  const reference = keysOf(defaultLocale);

  it('has at least one namespace', () => {
    expect(reference.size).toBeGreaterThan(0);
  });

  for (const locale of locales.filter((l) => l !== defaultLocale)) {
    it(`${locale} has every namespace and key of ${defaultLocale}, and no others`, () => {
      const other = keysOf(locale);
      expect([...other.keys()].sort()).toEqual([...reference.keys()].sort());
      for (const [file, keys] of reference) expect({ file, keys: other.get(file) }).toEqual({ file, keys });
    });
  }

  it('has no empty message in any locale', () => {
    for (const locale of locales) {
      for (const file of readdirSync(path.join(root, locale))) {
        const data = JSON.parse(readFileSync(path.join(root, locale, file), 'utf8'));
        const empties = flatten(data).filter(
          (k) => k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], data) === '',
        );
        expect({ locale, file, empties }).toEqual({ locale, file, empties: [] });
      }
    }
  });

  it('names no interpolation after an option of i18next (a {{lng}} would switch the language)', () => {
    const options = [
      'lng',
      'lngs',
      'ns',
      'defaultValue',
      'fallbackLng',
      'keySeparator',
      'nsSeparator',
      'returnObjects',
      'joinArrays',
      'postProcess',
      'interpolation',
      'replace',
    ];
    for (const locale of locales) {
      for (const file of readdirSync(path.join(root, locale)).filter((f) => f.endsWith('.json'))) {
        const text = readFileSync(path.join(root, locale, file), 'utf8');
        const used = [...text.matchAll(/\{\{\s*([A-Za-z]+)/g)].map((m) => m[1]);
        expect({ locale, file, clashes: used.filter((name) => options.includes(name!)) }).toEqual({
          locale,
          file,
          clashes: [],
        });
      }
    }
  });
});
