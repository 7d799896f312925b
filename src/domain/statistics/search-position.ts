import type { Locale } from '../locales.ts';

/** The position widget compares today's place with the one the ranking job recorded this many days before. */
export const positionComparedDays = 7;

export type Movement = 'up' | 'down' | 'same';

/** Today's place against the recorded one: up is a smaller rank; null without both. */
export function movementOf(today: number | null, before: number | null): Movement | null {
  if (today === null || before === null) return null;
  if (today === before) return 'same';
  return today < before ? 'up' : 'down';
}

/** Each language's ordinal ending per plural category of `Intl.PluralRules` ordinals ('3rd', '3.', '3e'). */
const ordinalEndings: Record<Locale, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  'en-GB': { one: 'st', two: 'nd', few: 'rd', other: 'th' },
  'de-DE': { other: '.' },
  'fr-FR': { one: 'er', other: 'e' },
};

/** A place as the language writes it: 1st, 22nd, 3rd, 11th; 3.; 1er, 3e. */
export function formatOrdinal(place: number, locale: Locale): string {
  const endings = ordinalEndings[locale];
  const category = new Intl.PluralRules(locale, { type: 'ordinal' }).select(place);
  return `${new Intl.NumberFormat(locale).format(place)}${endings[category] ?? endings.other}`;
}
