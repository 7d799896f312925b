import type { CompletionItem, ProfileCompletion } from '../profile-completion.ts';
import {
  scoreCategoryOf,
  scoreRules,
  weakestPart,
  type PartScore,
  type ProfileScores,
  type ScoreCategory,
} from '../profile-score.ts';

/**
 * The dashboard's one profile strength (issue 34), merging the completion checklist and the profile score that
 * used to stand side by side ("completion 100 %" next to "score 49 %"). Rule (docs/decisions/dashboard.md):
 * - the figure is the profile score, the one search ranks by; the checklist gives no second percentage;
 * - the next step is the first missing basic of the checklist (couples cannot reach a listing without them), then
 *   the part of the score that would raise it most;
 * - photos waiting for approval count as such: they are no missing basic, and they are no next step once their
 *   approval alone would fill the photo part; the dashboard names their count instead of a photo gap.
 */
export type StrengthStep =
  { kind: 'basic'; item: CompletionItem } | { kind: 'part'; part: PartScore } | { kind: 'done' };

interface ProfileStrength {
  /** Whole per cent (the profile score). */
  percent: number;
  category: ScoreCategory;
  /** Gallery photos uploaded and waiting for a platform admin's approval. */
  photosAwaiting: number;
  next: StrengthStep;
}

interface ProfileStrengthInput {
  completion: Pick<ProfileCompletion, 'items'>;
  scores: ProfileScores;
  photosAwaiting: number;
}

export function profileStrength({ completion, scores, photosAwaiting }: ProfileStrengthInput): ProfileStrength {
  const missingBasic = completion.items.find(({ item, done }) => !done && !(item === 'photos' && photosAwaiting > 0));
  const photosFillOnApproval = scores.photoScore + photosAwaiting / scoreRules.photoScore.target >= 1;
  const part = weakestPart(scores, photosFillOnApproval ? ['photoScore'] : []);
  const next: StrengthStep = missingBasic
    ? { kind: 'basic', item: missingBasic.item }
    : part
      ? { kind: 'part', part }
      : { kind: 'done' };
  return {
    percent: Math.round(scores.profileScore * 100),
    category: scoreCategoryOf(scores.profileScore),
    photosAwaiting,
    next,
  };
}
