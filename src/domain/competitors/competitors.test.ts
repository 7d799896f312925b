import { describe, expect, it } from 'vitest';
import {
  competitorListRefusal,
  maxCompetitors,
  ranksPerMonth,
  suggestedCompetitors,
  type CompetitorCandidate,
} from './competitors.ts';

const owner = { id: 'me', category: 'venue', countryCode: 'GB' };
const venue = (id: string, overrides: Partial<CompetitorCandidate> = {}): CompetitorCandidate => ({
  id,
  category: 'venue',
  countryCode: 'GB',
  deleted: false,
  ...overrides,
});
const found = new Map(
  [
    venue('a'),
    venue('b'),
    venue('c'),
    venue('d'),
    venue('e'),
    venue('f'),
    venue('gone', { deleted: true }),
    venue('florist', { category: 'florist' }),
    venue('paris', { countryCode: 'FR' }),
    venue('me'),
  ].map((one) => [one.id, one]),
);

describe('competitor list rules', () => {
  it.each([
    [[], null],
    [['a'], null],
    [['a', 'b', 'c', 'd', 'e'], null],
    [['a', 'b', 'c', 'd', 'e', 'f'], 'tooMany'],
    [['a', 'a'], 'duplicate'],
    [['a', 'me'], 'self'],
    [['nobody'], 'unknown'],
    [['gone'], 'unknown'],
    [['florist'], 'otherCategory'],
    [['paris'], 'otherMarket'],
  ] as const)('%j → %s', (ids, refusal) => {
    expect(competitorListRefusal(owner, ids, found)).toBe(refusal);
  });

  it('keeps five, one per competitor colour', () => {
    expect(maxCompetitors).toBe(5);
  });
});

describe('suggested competitors: the suppliers ranked next to it', () => {
  const ranked = ['r1', 'r2', 'r3', 'me', 'r5', 'r6', 'r7', 'r8'];
  it.each([
    ['in the middle: nearest first, the one above before the one below', ranked, ['r3', 'r5', 'r2', 'r6', 'r1']],
    ['at the top: those below', ['me', 'r2', 'r3'], ['r2', 'r3']],
    [
      'at the bottom: those above, nearest first',
      ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'me'],
      ['r6', 'r5', 'r4', 'r3', 'r2'],
    ],
    ['not ranked there: the best of the county', ['r1', 'r2', 'r3', 'r4', 'r5', 'r6'], ['r1', 'r2', 'r3', 'r4', 'r5']],
    ['alone: none', ['me'], []],
  ])('%s', (_, list, expected) => {
    expect(suggestedCompetitors('me', list)).toEqual(expected);
  });
});

describe('ranks per month', () => {
  it('takes the last rank recorded in each month; none for a month without', () => {
    const rankings = [
      { day: '2026-01-03', rank: 4, total: 9 },
      { day: '2026-01-31', rank: 2, total: 9 },
      { day: '2026-03-01', rank: 5, total: 10 },
    ];
    expect(ranksPerMonth(rankings, ['2026-01-01', '2026-02-01', '2026-03-01'])).toEqual([
      { day: '2026-01-31', rank: 2, total: 9 },
      null,
      { day: '2026-03-01', rank: 5, total: 10 },
    ]);
  });
});
