import type { metricOfEvent } from './metrics.ts';

/**
 * Issue 14: the keyword a couple searched with on the public search page, kept with each search
 * appearance it caused (`searchAppeared`, props `keyword`) and counted per supplier for keyword insights.
 */

/** A keyword is kept to this many characters (code points): a search box's words, never a pasted text. */
export const maxKeywordLength = 60;

/** Keyword insights answer the most searched keywords only: this many. */
export const topKeywordsShown = 10;

/**
 * The keyword as it is kept and counted: Unicode-normalised (NFKC, so a full-width or composed letter is the
 * same keyword), lower case (locale-independent), inner whitespace collapsed, trimmed, cut to
 * `maxKeywordLength` code points; null when nothing is left.
 */
export function normaliseKeyword(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const flat = raw
    .normalize('NFKC')
    .toLowerCase()
    // control characters are no part of a search
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  const kept = Array.from(flat).slice(0, maxKeywordLength).join('').trim();
  return kept === '' ? null : kept;
}

/** A text folded for matching: lower case, without accents (é matches e, ü matches u), ß as ss. */
function folded(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss');
}

/**
 * Whether a supplier is found by a keyword: every word of it appears in one of its texts (name, town,
 * description), accents ignored. No keyword finds everyone.
 */
export function matchesKeyword(keyword: string | null, texts: readonly string[]): boolean {
  if (keyword === null) return true;
  const haystack = folded(texts.join(' \n '));
  return folded(keyword)
    .split(' ')
    .filter((word) => word !== '')
    .every((word) => haystack.includes(word));
}

/** The event of a supplier listed on a search page (metrics.ts folds it into searchAppearances). */
export const searchAppearedEvent = 'searchAppeared' satisfies keyof typeof metricOfEvent;
/** The event's prop (specificEventProps) holding the normalised keyword, absent without one. */
export const searchKeywordProp = 'keyword';
