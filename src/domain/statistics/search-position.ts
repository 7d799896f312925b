import { z } from '../zod.ts';
import type { Locale } from '../locales.ts';

/** The position widget compares today's place with the one the ranking job recorded this many days before. */
export const positionComparedDays = 7;

const place = z.object({ rank: z.number().int(), total: z.number().int() });

/**
 * GET /api/supplier/{id}/search-position (the position widget, docs/decisions/ranking.md "Position widget"): where
 * the marketplace's search puts the supplier today in its category, in its home county first, then in each county of
 * its running multi-county boost (expert); `weekAgo` is the ranking job's record of `positionComparedDays` before.
 */
export const searchPositionSchema = z.object({
  category: z.string().nullable(),
  counties: z.array(
    z.object({
      county: z.string(),
      via: z.enum(['home', 'additional']),
      /** Null when the supplier is not found there today (not searchable, or its listing incomplete). */
      today: place.nullable(),
      weekAgo: place.nullable(),
    }),
  ),
  /** Whether the answer covers the multi-county boost's counties (multi-county position widget, expert). */
  allCounties: z.boolean(),
  updatedAt: z.string(),
});
export type SearchPosition = z.infer<typeof searchPositionSchema>;

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
