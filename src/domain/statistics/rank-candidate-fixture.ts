import type { RankCandidate } from './ranking.ts';

/**
 * A candidate of the engine's tests: a free supplier with half a profile, no reviews and quick replies, unless said
 * otherwise.
 */
export const rankCandidate = (id: string, overrides: Partial<RankCandidate> = {}): RankCandidate => ({
  id,
  name: `Supplier ${id}`,
  tier: 'free',
  boost: null,
  profileScore: 0.5,
  rating: { count: 0, rating: 0 },
  responseScore: 1,
  ...overrides,
});
