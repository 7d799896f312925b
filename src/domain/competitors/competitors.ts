/**
 * Issue 14, /your-competitors: the supplier's list of competitors (spec section 7 "a competitor list held in
 * a config document"; section 9 "five competitor colours"). The rules of the list, shared by the server
 * (which refuses a list that breaks them) and the browser (which offers only what may be added).
 */

/** At most this many competitors: one per competitor colour (spec section 9). */
export const maxCompetitors = 5;

/** What the server knows of a supplier named in a list: enough to check the rules, nothing more. */
export interface CompetitorCandidate {
  id: string;
  category: string;
  countryCode: string;
  deleted: boolean;
}

export interface CompetitorOwner {
  id: string;
  category: string;
  countryCode: string;
}

export type CompetitorRefusal = 'tooMany' | 'duplicate' | 'self' | 'unknown' | 'otherCategory' | 'otherMarket';

/** The i18n key of a refusal, the field error the list's 400 names (`competitorIds`). */
export const competitorRefusalKey = (refusal: CompetitorRefusal) => `competitors:errors.${refusal}` as const;

/**
 * Why a list of competitor ids cannot be kept, or null when it can: at most five, each once, never the
 * supplier itself, each a supplier on the marketplace (not deleted), of the same category (its first type)
 * and in the same market (country): those are the suppliers couples compare it with in one search.
 * `found` holds the suppliers the ids name that exist at all.
 */
export function competitorListRefusal(
  owner: CompetitorOwner,
  ids: readonly string[],
  found: ReadonlyMap<string, CompetitorCandidate>,
): CompetitorRefusal | null {
  if (ids.length > maxCompetitors) return 'tooMany';
  if (new Set(ids).size !== ids.length) return 'duplicate';
  if (ids.includes(owner.id)) return 'self';
  for (const id of ids) {
    const other = found.get(id);
    if (!other || other.deleted) return 'unknown';
    if (other.category !== owner.category) return 'otherCategory';
    if (other.countryCode !== owner.countryCode) return 'otherMarket';
  }
  return null;
}

/**
 * The competitors suggested before the supplier chose any: the suppliers ranked next to it in its county
 * (`ranked`: ids best first, as the ranking engine ordered them), nearest rank first and, at the same
 * distance, the one above (the place to win) before the one below. A supplier not ranked there (not
 * searchable, no county) is suggested the county's best.
 */
export function suggestedCompetitors(ownId: string, ranked: readonly string[], max = maxCompetitors): string[] {
  const others = ranked.filter((id) => id !== ownId);
  const at = ranked.indexOf(ownId);
  if (at < 0) return others.slice(0, max);
  const chosen: string[] = [];
  for (let distance = 1; chosen.length < max && (at - distance >= 0 || at + distance < ranked.length); distance++) {
    for (const index of [at - distance, at + distance]) {
      if (index >= 0 && index < ranked.length && chosen.length < max) chosen.push(ranked[index]!);
    }
  }
  return chosen;
}

/** A recorded rank of one day (supplier_rankings). */
export interface DayRank {
  day: string;
  rank: number;
  total: number;
}

/**
 * The rank of each month of a chart (`periods`: the months' first days, oldest first): the last rank the
 * ranking job recorded in that month, null for a month without any. `rankings` are oldest first.
 */
export function ranksPerMonth(rankings: readonly DayRank[], periods: readonly string[]): (DayRank | null)[] {
  const byMonth = new Map<string, DayRank>();
  for (const ranking of rankings) byMonth.set(ranking.day.slice(0, 7), ranking);
  return periods.map((start) => byMonth.get(start.slice(0, 7)) ?? null);
}
