import { describe, expect, it } from 'vitest';
import { nextSteps, type NextStep, type NextStepInput } from './next-step.ts';
import type { RankCandidate } from './ranking.ts';
import { rankCandidate } from './rank-candidate-fixture.ts';

const supplier = rankCandidate;

const input = (own: RankCandidate, above: RankCandidate, overrides: Partial<NextStepInput> = {}): NextStepInput => ({
  own,
  above,
  via: 'home',
  takenBoosts: above.boost ? [above.boost] : [],
  ...overrides,
});

describe('the next step that gains a place', () => {
  it.each<[string, NextStepInput, NextStep[]]>([
    [
      // 4 against 4.2; an equal score would go to the name above ("Supplier above" < "Supplier own")
      'a slightly better free listing: 11 profile points, two five-star reviews, the lite plan or a TOP3 boost',
      input(supplier('own'), supplier('above', { profileScore: 0.6 })),
      [
        { kind: 'profileScore', points: 11 },
        { kind: 'reviews', count: 2 },
        { kind: 'tier', tier: 'lite' },
        { kind: 'boost', boost: 50 },
      ],
    ],
    [
      'a tie the supplier would win by its name: the points that equal the score are enough',
      input(supplier('own', { name: 'Alpha' }), supplier('above', { name: 'Zeta', profileScore: 0.6 })),
      [
        { kind: 'profileScore', points: 10 },
        { kind: 'reviews', count: 1 },
        { kind: 'tier', tier: 'lite' },
        { kind: 'boost', boost: 50 },
      ],
    ],
    [
      'an equal score lost to the higher tier: one response point, one review, or the same tier (classic is not enough)',
      input(
        supplier('own', { tier: 'lite', profileScore: 1, responseScore: 0 }),
        supplier('above', { tier: 'classic23', profileScore: 0, responseScore: 0 }),
      ),
      [
        { kind: 'responseScore', points: 1 },
        { kind: 'reviews', count: 1 },
        { kind: 'tier', tier: 'classic23' },
        { kind: 'boost', boost: 50 },
      ],
    ],
    [
      'far behind an expert listing: only a boost',
      input(supplier('own', { profileScore: 0, responseScore: 0 }), supplier('above', { tier: 'expert' })),
      [{ kind: 'boost', boost: 50 }],
    ],
    [
      'behind a TOP3 boost: only the next position up',
      input(supplier('own', { profileScore: 1 }), supplier('above', { boost: 50 })),
      [{ kind: 'boost', boost: 80 }],
    ],
    [
      'a free position below the one needed is skipped',
      input(supplier('own', { profileScore: 1 }), supplier('above', { boost: 50 }), { takenBoosts: [50, 80] }),
      [{ kind: 'boost', boost: 100 }],
    ],
    [
      'behind TOP1 with every position taken: nothing single will do',
      input(supplier('own'), supplier('above', { boost: 100 }), { takenBoosts: [100, 80, 50] }),
      [],
    ],
    [
      'in an additional county a boost does not count: nothing against a boosted supplier',
      input(supplier('own'), supplier('above', { boost: 50 }), { via: 'additional' }),
      [],
    ],
    [
      'in an additional county the other factors still do',
      input(supplier('own'), supplier('above', { profileScore: 0.6 }), { via: 'additional' }),
      [
        { kind: 'profileScore', points: 11 },
        { kind: 'reviews', count: 2 },
        { kind: 'tier', tier: 'lite' },
      ],
    ],
    [
      'a boosted supplier behind a higher boost: only a higher free position',
      input(supplier('own', { boost: 50, profileScore: 1 }), supplier('above', { boost: 80 }), { takenBoosts: [80] }),
      [{ kind: 'boost', boost: 100 }],
    ],
    [
      'reviews count in proportion below five: a few more five-star ones lift a good average',
      input(
        supplier('own', { rating: { count: 2, rating: 4 }, profileScore: 0.5 }),
        supplier('above', { rating: { count: 5, rating: 4 }, profileScore: 0.5 }),
      ),
      [
        { kind: 'profileScore', points: 25 },
        { kind: 'reviews', count: 3 },
        { kind: 'tier', tier: 'lite' },
        { kind: 'boost', boost: 50 },
      ],
    ],
    ['already above (or first): no step', input(supplier('own', { profileScore: 0.9 }), supplier('above')), []],
  ])('%s', (_case, given, expected) => {
    expect(nextSteps(given)).toEqual(expected);
  });
});
