import { describe, expect, it } from 'vitest';
import { completionItems, type CompletionItem } from '../profile-completion.ts';
import type { ProfileScores } from '../profile-score.ts';
import { profileStrength } from './profile-strength.ts';

const completion = (...missing: CompletionItem[]) => ({
  items: completionItems.map((item) => ({ item, done: !missing.includes(item) })),
});

const full: ProfileScores = {
  photoScore: 1,
  contactScore: 1,
  awardsScore: 1,
  endorsementScore: 1,
  recsScore: 1,
  responseScore: 1,
  popularityScore: 1,
  profileScore: 1,
};
// 49 %: no photos approved yet (a quarter of the score) and little else
const beginner: ProfileScores = { ...full, photoScore: 0, awardsScore: 0.4, endorsementScore: 0, profileScore: 0.49 };

describe('profileStrength', () => {
  it.each([
    ['a full profile is done', completion(), full, 0, { kind: 'done' }],
    ['a missing basic comes first', completion('address', 'videos'), full, 0, { kind: 'basic', item: 'address' }],
    ['no photo at all is a missing basic', completion('photos'), beginner, 0, { kind: 'basic', item: 'photos' }],
    [
      'photos waiting for approval are no missing basic',
      completion('photos'),
      beginner,
      3,
      { kind: 'part', part: 'photoScore' },
    ],
    [
      'photos that fill the part on approval are no next step',
      completion('photos'),
      beginner,
      20,
      { kind: 'part', part: 'endorsementScore' },
    ],
    ['then the part that raises the score most', completion(), beginner, 0, { kind: 'part', part: 'photoScore' }],
  ] as const)('%s', (_, items, scores, photosAwaiting, next) => {
    expect(profileStrength({ completion: items, scores, photosAwaiting }).next).toEqual(next);
  });

  it('shows one figure, the profile score, with its category and the photos waiting', () => {
    // completion is 100 %, the score 49 %: the dashboard shows 49 % only
    expect(profileStrength({ completion: completion(), scores: beginner, photosAwaiting: 3 })).toEqual({
      percent: 49,
      category: 'beginner',
      photosAwaiting: 3,
      next: { kind: 'part', part: 'photoScore' },
    });
  });
});
