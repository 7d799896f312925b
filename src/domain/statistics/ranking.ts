import { expectedSearchAppearances, tiers, type Tier } from '../tiers.ts';
import type { SearchBoostValue } from '../search-boost.ts';

/**
 * The search ranking engine (issue 14): orders the suppliers of one category in one county the way the
 * marketplace's search does. Explained with its weights in docs/ranking.md.
 */

/**
 * How much each quality factor (each between 0 and 1) adds to the tier weight. A full profile, a five-star
 * rating with enough reviews and quick replies together are worth 4 points: a free listing done well
 * (2 + 4) passes a neglected classic23 one (5), never an expert one done as well.
 */
export const qualityWeights = { profileScore: 2, rating: 1, responseScore: 1 } as const;

/**
 * The rating counts fully from this many reviews on; fewer count in proportion (one 5-star review is not a reputation).
 */
const fullRatingReviews = 5;

/** One supplier as the engine sees it in one county. */
export interface RankCandidate {
  id: string;
  name: string;
  tier: Tier;
  /** The active generic TopSpot boost in this county, or null (section 4: only when its flag is true). */
  boost: SearchBoostValue | null;
  profileScore: number;
  rating: { count: number; rating: number };
  responseScore: number;
}

/** @internal */
export interface RankFactors {
  tierWeight: number;
  boost: SearchBoostValue | null;
  profileScore: number;
  /** The rating's part: stars out of 5, scaled down below `fullRatingReviews` reviews. */
  ratingScore: number;
  responseScore: number;
  /** The tier weight plus the weighted quality factors: the order below the boosted suppliers. */
  score: number;
}

export interface Ranked {
  candidate: RankCandidate;
  rank: number;
  factors: RankFactors;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** @internal */
export function rankFactors(candidate: RankCandidate): RankFactors {
  const ratingScore = round((candidate.rating.rating / 5) * Math.min(1, candidate.rating.count / fullRatingReviews));
  // spec section 9: expected search appearances by tier weight
  const tierWeight = expectedSearchAppearances(candidate.tier);
  const score = round(
    tierWeight +
      qualityWeights.profileScore * candidate.profileScore +
      qualityWeights.rating * ratingScore +
      qualityWeights.responseScore * candidate.responseScore,
  );
  return {
    tierWeight,
    boost: candidate.boost,
    profileScore: candidate.profileScore,
    ratingScore,
    responseScore: candidate.responseScore,
    score,
  };
}

/** Tier order for ties: the higher tier first. */
const tierOrder = (tier: Tier) => tiers.indexOf(tier);

/**
 * The search order: boosted suppliers first (TOP1, TOP2, TOP3), then by score; ties go to the higher tier,
 * then the name, then the id, so the same data always gives the same ranks. Ranks start at 1.
 */
export function rankSuppliers(candidates: readonly RankCandidate[]): Ranked[] {
  const scored = candidates.map((candidate) => ({ candidate, factors: rankFactors(candidate) }));
  scored.sort(
    (a, b) =>
      (b.factors.boost ?? 0) - (a.factors.boost ?? 0) ||
      b.factors.score - a.factors.score ||
      tierOrder(b.candidate.tier) - tierOrder(a.candidate.tier) ||
      compareText(a.candidate.name, b.candidate.name) ||
      compareText(a.candidate.id, b.candidate.id),
  );
  return scored.map((entry, index) => ({ ...entry, rank: index + 1 }));
}

// code-point order, not the locale's: the server and every test machine agree on it
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Where a supplier is found: its own county, and the counties of its running multi-county boost. */
export interface ServedCounties {
  homeCounty: string | null;
  additionalCounties: readonly string[];
}

export type CountyVia = 'home' | 'additional';

/**
 * Whether a supplier is found in a county, and how. A TopSpot position is bought for the home county's
 * category (its slot is per county), so in an additional county the supplier ranks on its score alone.
 */
export function servesCounty(served: ServedCounties, county: string): CountyVia | null {
  if (served.homeCounty === county) return 'home';
  return served.additionalCounties.includes(county) ? 'additional' : null;
}

/** The candidate as it ranks in a county it is found in through `via`: the boost stays at home. */
export function inCounty(candidate: RankCandidate, via: CountyVia): RankCandidate {
  return via === 'home' ? candidate : { ...candidate, boost: null };
}
