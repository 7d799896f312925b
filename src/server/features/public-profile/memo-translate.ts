import type { Translate } from '../../i18n/translator.ts';

/**
 * The page asks for a few hundred labels (every ticked flag, fact and heading) on each view, and an
 * i18next lookup costs far more than a map read. The texts are loaded once at start and never change
 * while the server runs, so plain lookups (no options) are remembered per locale.
 */
const memo = new Map<string, Map<string, string>>();

export function memoTranslate(t: Translate): Translate {
  let known = memo.get(t.locale);
  if (!known) memo.set(t.locale, (known = new Map()));
  const texts = known;
  const fast = ((key: string | string[], options?: unknown) => {
    if (options !== undefined || typeof key !== 'string')
      return (t as (k: unknown, o?: unknown) => string)(key, options);
    let text = texts.get(key);
    if (text === undefined) texts.set(key, (text = t(key)));
    return text;
  }) as unknown as Translate;
  return Object.assign(fast, { locale: t.locale });
}
