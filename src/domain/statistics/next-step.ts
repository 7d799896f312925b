import { planTiers, type PlanTier } from '../plans.ts';
import { ratingOf } from '../reviews/reviews.ts';
import { searchBoostValues, type SearchBoostValue } from '../search-boost.ts';
import { tierAtLeast } from '../tiers.ts';
import { rankSuppliers, type CountyVia, type RankCandidate } from './ranking.ts';

/**
 * Issue 14, /search-optimisation "what moves it": the single improvements of one factor that would put a
 * supplier above the supplier ranked just above it, each the smallest that does. The engine itself
 * (`rankSuppliers`) decides whether an improvement overtakes, so the advice never disagrees with the ranks.
 */
export type NextStep =
  /** Raise the profile score by this many points (of 100). */
  | { kind: 'profileScore'; points: number }
  /** Raise the response score by this many points (of 100): reply sooner, within 24 hours for full marks. */
  | { kind: 'responseScore'; points: number }
  /** This many more five-star reviews. */
  | { kind: 'reviews'; count: number }
  /** The plan of this tier (the lowest above the current one that is enough). */
  | { kind: 'tier'; tier: PlanTier }
  /** A TopSpot boost of this value (the lowest free position that is enough). */
  | { kind: 'boost'; boost: SearchBoostValue };

/** More five-star reviews than this is no next step. */
const maxExtraReviews = 20;

export interface NextStepInput {
  /** The supplier, as it ranks in the county (its boost only in its home county). */
  own: RankCandidate;
  /** The supplier ranked just above it there. */
  above: RankCandidate;
  /** How the supplier is found in the county: a TopSpot position is bought for the home county only. */
  via: CountyVia;
  /** The TopSpot positions other suppliers hold in the county (one supplier per position). */
  takenBoosts: readonly SearchBoostValue[];
}

const points = (score: number) => Math.round(score * 100);

/** The smallest n in 1..max for which `overtakes(n)`, or null. */
function smallest(max: number, overtakes: (n: number) => boolean): number | null {
  for (let n = 1; n <= max; n++) if (overtakes(n)) return n;
  return null;
}

/**
 * Each single-factor improvement that would overtake the supplier above, in the order: listing, replies, reviews, plan,
 * boost.
 */
export function nextSteps({ own, above, via, takenBoosts }: NextStepInput): NextStep[] {
  const overtakes = (improved: RankCandidate) => rankSuppliers([above, improved])[0]!.candidate === improved;
  if (overtakes(own)) return [];
  const steps: NextStep[] = [];

  const profilePoints = smallest(100 - points(own.profileScore), (n) =>
    overtakes({ ...own, profileScore: Math.min(1, own.profileScore + n / 100) }),
  );
  if (profilePoints !== null) steps.push({ kind: 'profileScore', points: profilePoints });

  const responsePoints = smallest(100 - points(own.responseScore), (n) =>
    overtakes({ ...own, responseScore: Math.min(1, own.responseScore + n / 100) }),
  );
  if (responsePoints !== null) steps.push({ kind: 'responseScore', points: responsePoints });

  const { count, rating } = own.rating;
  const reviews = smallest(maxExtraReviews, (n) =>
    overtakes({ ...own, rating: ratingOf(count + n, rating * count + 5 * n) }),
  );
  if (reviews !== null) steps.push({ kind: 'reviews', count: reviews });

  const tier = planTiers.find(
    (candidate) => !tierAtLeast(own.tier, candidate) && overtakes({ ...own, tier: candidate }),
  );
  if (tier) steps.push({ kind: 'tier', tier });

  if (via === 'home') {
    const free = [...searchBoostValues]
      .reverse()
      .filter((value) => !takenBoosts.includes(value) && value > (own.boost ?? 0));
    const boost = free.find((value) => overtakes({ ...own, boost: value }));
    if (boost !== undefined) steps.push({ kind: 'boost', boost });
  }
  return steps;
}
