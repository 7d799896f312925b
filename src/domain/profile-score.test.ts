import { describe, expect, it } from 'vitest';
import {
  partScores,
  profileScores,
  scoreCategoryOf,
  scoreRules,
  showsStrongProfilePrompt,
  weakestPart,
  type ProfileScoreInput,
} from './profile-score.ts';

const empty: ProfileScoreInput = {
  photos: 0,
  contactChannels: 0,
  achievements: 0,
  endorsements: 0,
  recommendations: 0,
  responseScore: 1,
  recentProfileViews: 0,
};
const full: ProfileScoreInput = {
  photos: 40,
  contactChannels: 5,
  achievements: 6,
  endorsements: 3,
  recommendations: 9,
  responseScore: 1,
  recentProfileViews: 500,
};

describe('profile score', () => {
  it('weighs the seven part scores to a total of 1', () => {
    expect(partScores.reduce((sum, part) => sum + scoreRules[part].weight, 0)).toBeCloseTo(1, 10);
  });

  it('gives a new listing only the response part (nothing left unanswered)', () => {
    const scores = profileScores(empty);
    expect(scores).toMatchObject({ photoScore: 0, contactScore: 0, responseScore: 1, popularityScore: 0 });
    expect(scores.profileScore).toBe(0.25);
  });

  it('caps every part at 1 and reaches 1 in total', () => {
    const scores = profileScores(full);
    for (const part of partScores) expect(scores[part]).toBe(1);
    expect(scores.profileScore).toBe(1);
  });

  it.each([
    [{ photos: 10 }, 'photoScore', 0.5],
    [{ contactChannels: 3 }, 'contactScore', 0.6],
    [{ achievements: 1 }, 'awardsScore', 0.333],
    [{ responseScore: 0.75 }, 'responseScore', 0.75],
    [{ recentProfileViews: 75 }, 'popularityScore', 0.5],
  ] as const)('rises linearly to its target: %o gives %s %d', (change, part, value) => {
    expect(profileScores({ ...empty, ...change })[part]).toBe(value);
  });

  it.each([
    [0, 'beginner'],
    [0.5, 'beginner'],
    [0.5001, 'intermediate'],
    [0.89, 'intermediate'],
    [0.9, 'expert'],
    [1, 'expert'],
  ] as const)('puts %d in the %s category (spec section 4)', (score, category) => {
    expect(scoreCategoryOf(score)).toBe(category);
  });

  it.each([
    [0.6, false],
    [0.61, true],
  ])('prompts above 0.6 only: %d → %s', (score, shown) => {
    expect(showsStrongProfilePrompt(score)).toBe(shown);
  });

  it('names the part whose completion would raise the score most', () => {
    expect(weakestPart(profileScores(empty))).toBe('photoScore');
    expect(weakestPart(profileScores({ ...empty, photos: 20 }))).toBe('contactScore');
    expect(weakestPart(profileScores(full))).toBeNull();
  });
});
