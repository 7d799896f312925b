import { describe, expect, it } from 'vitest';
import { matchesKeyword, maxKeywordLength, normaliseKeyword } from './keywords.ts';

describe('search keywords', () => {
  it.each<[string, unknown, string | null]>([
    ['lower case, trimmed', '  Barn Wedding ', 'barn wedding'],
    ['inner whitespace collapsed', 'barn \t\n  wedding', 'barn wedding'],
    ['German lower case', 'SCHLOSS Über Köln', 'schloss über köln'],
    ['compatibility forms folded (full-width letters)', 'ＢＡＲＮ', 'barn'],
    ['composed and decomposed accents are one keyword', 'Cha\u0302teau', 'château'],
    ['control characters are spaces', 'barn\u0000wedding', 'barn wedding'],
    ['empty', '   ', null],
    ['missing', undefined, null],
    ['not text', ['barn'], null],
  ])('%s', (_case, raw, expected) => {
    expect(normaliseKeyword(raw)).toBe(expected);
  });

  it(`keeps at most ${maxKeywordLength} characters, never half a character`, () => {
    expect(normaliseKeyword('a'.repeat(200))).toHaveLength(maxKeywordLength);
    const emoji = normaliseKeyword('😀'.repeat(100))!;
    expect(Array.from(emoji)).toHaveLength(maxKeywordLength);
    expect(() => encodeURIComponent(emoji)).not.toThrow(); // no half surrogate pair
    expect(normaliseKeyword(`${'a'.repeat(maxKeywordLength - 1)} b`)).toBe('a'.repeat(maxKeywordLength - 1));
  });

  it.each<[string | null, string[], boolean]>([
    [null, ['Anything'], true],
    ['barn', ['The Old Barn', 'Kent'], true],
    ['old barn kent', ['The Old Barn', 'Kent'], true],
    ['castle', ['The Old Barn', 'Kent'], false],
    ['schloss koln', ['Schloß Köln', ''], true],
    ['chateau', ['Château de la Mer'], true],
  ])('%s finds %j: %s', (keyword, texts, expected) => {
    expect(matchesKeyword(keyword, texts)).toBe(expected);
  });
});
