import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * French sets a narrow no-break space (U+202F) before ":", ";", "?" and "!" and inside « », so the sign
 * never stands alone at the start of a line. The portal uses that one space everywhere
 * (docs/decisions/i18n.md, "French typography").
 */
const nnbsp = '\u202f';

/** Parts of a text that are not prose: URLs, times, {{placeholders}}, i18next nesting $t(ns:key). */
const notProse = [
  /\b[a-z][a-z0-9+.-]*:\/\/\S*/gi,
  /\bmailto:\S+/gi,
  /\b\d{1,2}:\d{2}\b/g,
  /\{\{[^}]*\}\}/g,
  /\$t\([^)]*\)/g,
];

/** The places in a French text where the space before a sign (or inside « ») is missing or breakable. */
function spacingFaults(text: string): string[] {
  const prose = notProse.reduce((rest, pattern) => rest.replace(pattern, (match) => 'x'.repeat(match.length)), text);
  const faults: string[] = [];
  for (const match of prose.matchAll(/[:;?!»]/g)) {
    const before = prose[match.index - 1];
    // "?!" shares one space
    if (before !== nnbsp && !(match[0] !== '»' && before !== undefined && '?!'.includes(before)))
      faults.push(text.slice(Math.max(0, match.index - 12), match.index + 1));
  }
  for (const match of prose.matchAll(/«/g))
    if (prose[match.index + 1] !== nnbsp) faults.push(text.slice(match.index, match.index + 12));
  return faults;
}

function messagesOf(value: unknown, key: string): [key: string, text: string][] {
  if (typeof value === 'string') return [[key, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => messagesOf(v, `${key}.${k}`));
}

describe('French typography', () => {
  it('finds a sign after a letter, after an ordinary space, and a bare guillemet', () => {
    expect(spacingFaults('Source: {{source}}')).toEqual(['Source:']);
    expect(spacingFaults('Merci !')).toEqual(['Merci !']);
    expect(spacingFaults('Vraiment\u00a0?')).toEqual(['Vraiment\u00a0?']);
    expect(spacingFaults('{{count}}; ensuite')).toEqual(['{{count}};']);
    expect(spacingFaults(`« {{name}}${nnbsp}»`)).toEqual([`« {{name}}${nnbsp}»`]);
  });

  it('lets URLs, times, placeholders and nesting be', () => {
    expect(spacingFaults('par exemple https://www.exemple.fr/page?id=1')).toEqual([]);
    expect(spacingFaults('à 10:30, {{value, number}} ou $t(common:save)')).toEqual([]);
    expect(spacingFaults(`Source${nnbsp}: {{source}}${nnbsp}; «${nnbsp}oui${nnbsp}»${nnbsp}?!`)).toEqual([]);
  });

  it('sets a narrow no-break space before : ; ? ! and inside « » in every fr-FR text', () => {
    const dir = path.resolve(__dirname, 'locales/fr-FR');
    const faults = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) =>
        messagesOf(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), file.slice(0, -'.json'.length)),
      )
      .flatMap(([key, text]) => spacingFaults(text).map((fault) => `${key}: ${fault}`));
    expect(faults).toEqual([]);
  });
});
