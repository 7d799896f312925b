/**
 * The profile score (spec sections 3 and 4): seven part scores between 0 and 1 and the profile score,
 * their weighted sum. The spec names the scores and the categories, not the formula; ours is in
 * docs/decisions/profile-score.md, "Formula": each part rises linearly to its target and stops there.
 */

export const partScores = [
  'photoScore',
  'contactScore',
  'awardsScore',
  'endorsementScore',
  'recsScore',
  'responseScore',
  'popularityScore',
] as const;
export type PartScore = (typeof partScores)[number];

/** What the score is computed from: counts of the listing and of the last 90 days. */
export interface ProfileScoreInput {
  /** Approved gallery photos (the ones couples see once moderated). */
  photos: number;
  /** Contact channels filled in: e-mail, phone, website, full address, at least one social link (0 to 5). */
  contactChannels: number;
  achievements: number;
  endorsements: number;
  recommendations: number;
  /** From the reply times of the last 90 days' enquiries (src/domain/statistics/response-score.ts), 0 to 1. */
  responseScore: number;
  /** Profile views of the last 30 days. */
  recentProfileViews: number;
}

/**
 * Where each part is full, and its weight in the profile score (the weights add up to 1).
 */
export const scoreRules: Record<PartScore, { target: number; weight: number }> = {
  photoScore: { target: 20, weight: 0.25 },
  contactScore: { target: 5, weight: 0.15 },
  awardsScore: { target: 3, weight: 0.1 },
  endorsementScore: { target: 3, weight: 0.1 },
  recsScore: { target: 5, weight: 0.05 },
  responseScore: { target: 1, weight: 0.25 },
  popularityScore: { target: 150, weight: 0.1 },
};

const partValue: Record<PartScore, (input: ProfileScoreInput) => number> = {
  photoScore: (i) => i.photos,
  contactScore: (i) => i.contactChannels,
  awardsScore: (i) => i.achievements,
  endorsementScore: (i) => i.endorsements,
  recsScore: (i) => i.recommendations,
  responseScore: (i) => i.responseScore,
  popularityScore: (i) => i.recentProfileViews,
};

export type ProfileScores = Record<PartScore | 'profileScore', number>;

const round = (value: number) => Math.round(value * 1000) / 1000;

export function profileScores(input: ProfileScoreInput): ProfileScores {
  const parts = Object.fromEntries(
    partScores.map((part) => [part, round(Math.min(1, Math.max(0, partValue[part](input) / scoreRules[part].target)))]),
  ) as Record<PartScore, number>;
  const profileScore = round(partScores.reduce((sum, part) => sum + parts[part] * scoreRules[part].weight, 0));
  return { ...parts, profileScore };
}

export const scoreCategories = ['beginner', 'intermediate', 'expert'] as const;
export type ScoreCategory = (typeof scoreCategories)[number];

/** Spec section 4: Beginner at or below 0.5; Intermediate above 0.5 up to below 0.9; Expert at 0.9 or more. */
export function scoreCategoryOf(profileScore: number): ScoreCategory {
  if (profileScore >= 0.9) return 'expert';
  if (profileScore > 0.5) return 'intermediate';
  return 'beginner';
}

/**
 * Spec section 4: a profile score over 0.6 drives a prompt. Ours: a listing that strong is worth more
 * enquiries, so the dashboard suggests putting the enquiry widget on the supplier's own website.
 */
const strongProfileThreshold = 0.6;
export const showsStrongProfilePrompt = (profileScore: number): boolean => profileScore > strongProfileThreshold;

/**
 * The part that would raise the profile score most if it were full: the dashboard's next step. `skip`: parts that
 * fill up without the supplier doing more (photos waiting for approval, dashboard/profile-strength.ts).
 */
export function weakestPart(scores: ProfileScores, skip: readonly PartScore[] = []): PartScore | null {
  let best: PartScore | null = null;
  let gain = 0;
  for (const part of partScores) {
    if (skip.includes(part)) continue;
    const missing = (1 - scores[part]) * scoreRules[part].weight;
    if (missing > gain + 1e-9) [best, gain] = [part, missing];
  }
  return best;
}
