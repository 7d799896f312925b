import { describe, expect, it } from 'vitest';
import { tiers } from '../tiers.ts';
import { inCounty, rankFactors, rankSuppliers, servesCounty, type RankCandidate } from './ranking.ts';
import { rankCandidate } from './rank-candidate-fixture.ts';

const supplier = rankCandidate;

const order = (candidates: RankCandidate[]) => rankSuppliers(candidates).map((ranked) => ranked.candidate.id);

describe('the search ranking engine', () => {
  it('weighs tiers by the section 9 expected search appearances', () => {
    expect(tiers.map((tier) => rankFactors(supplier(tier, { tier })).tierWeight)).toEqual([1, 2, 3, 3, 5, 6, 7]);
  });

  it.each([
    [
      'a TOP3 boost beats a higher tier',
      [
        supplier('platinum', { tier: 'platinum', profileScore: 1 }),
        supplier('boosted', { boost: 50, profileScore: 0 }),
      ],
      ['boosted', 'platinum'],
    ],
    [
      'TOP1 before TOP2 before TOP3',
      [
        supplier('top3', { boost: 50 }),
        supplier('top1', { boost: 100 }),
        supplier('top2', { boost: 80, tier: 'expert' }),
      ],
      ['top1', 'top2', 'top3'],
    ],
    [
      'without boosts, the tier weight orders',
      [supplier('free'), supplier('expert', { tier: 'expert' }), supplier('lite', { tier: 'lite' })],
      ['expert', 'lite', 'free'],
    ],
    [
      'quality lifts a well-kept free listing over a neglected classic23 one',
      [
        supplier('classic23', { tier: 'classic23', profileScore: 0, responseScore: 0 }),
        supplier('free', { profileScore: 1, rating: { count: 9, rating: 5 }, responseScore: 1 }),
      ],
      ['free', 'classic23'],
    ],
    [
      'a better rating orders suppliers of one tier and profile',
      [supplier('three', { rating: { count: 10, rating: 3 } }), supplier('five', { rating: { count: 10, rating: 5 } })],
      ['five', 'three'],
    ],
    [
      'a single five-star review counts less than many four-star ones',
      [supplier('one', { rating: { count: 1, rating: 5 } }), supplier('many', { rating: { count: 20, rating: 4 } })],
      ['many', 'one'],
    ],
    [
      'faster replies order suppliers otherwise alike',
      [supplier('slow', { responseScore: 0.2 }), supplier('quick', { responseScore: 0.9 })],
      ['quick', 'slow'],
    ],
    [
      'an equal score goes to the higher tier',
      [
        supplier('lite', { tier: 'lite', profileScore: 1, responseScore: 0 }),
        supplier('classic23', { tier: 'classic23', profileScore: 0, responseScore: 0 }),
      ],
      ['classic23', 'lite'],
    ],
    [
      'otherwise alike: by name',
      [supplier('b', { name: 'Zeta Barn' }), supplier('a', { name: 'Alpha Barn' })],
      ['a', 'b'],
    ],
    ['same name: by id', [supplier('s-2', { name: 'Barn' }), supplier('s-1', { name: 'Barn' })], ['s-1', 's-2']],
  ])('%s', (_case, candidates, expected) => {
    expect(order(candidates)).toEqual(expected);
  });

  it('gives the same ranks whatever the input order', () => {
    const candidates = [
      supplier('a', { name: 'Same' }),
      supplier('b', { name: 'Same' }),
      supplier('c', { tier: 'lite' }),
      supplier('d', { boost: 80 }),
    ];
    const expected = ['d', 'c', 'a', 'b'];
    expect(order(candidates)).toEqual(expected);
    expect(order([...candidates].reverse())).toEqual(expected);
    expect(rankSuppliers(candidates).map((ranked) => ranked.rank)).toEqual([1, 2, 3, 4]);
  });

  it('answers its factors: the tier weight plus the weighted quality', () => {
    expect(
      rankFactors(
        supplier('x', {
          tier: 'classic',
          profileScore: 0.75,
          rating: { count: 2, rating: 4.5 },
          responseScore: 0.5,
          boost: 80,
        }),
      ),
    ).toEqual({
      tierWeight: 3,
      boost: 80,
      profileScore: 0.75,
      ratingScore: 0.36,
      responseScore: 0.5,
      score: 5.36,
    });
  });
});

describe('counties', () => {
  const served = { homeCounty: 'Kent', additionalCounties: ['Surrey', 'Essex'] };

  it.each([
    ['Kent', 'home'],
    ['Surrey', 'additional'],
    ['Devon', null],
  ])('in %s the supplier is found: %s', (county, via) => {
    expect(servesCounty(served, county)).toBe(via);
  });

  it('a supplier without a county is found only in its additional counties', () => {
    expect(servesCounty({ homeCounty: null, additionalCounties: ['Kent'] }, 'Kent')).toBe('additional');
  });

  it('ranks in an additional county on its score, its boost staying in its home county', () => {
    const boosted = supplier('boosted', { boost: 100 });
    const local = supplier('local', { tier: 'classic' });
    expect(order([inCounty(boosted, 'home'), local])).toEqual(['boosted', 'local']);
    expect(order([inCounty(boosted, 'additional'), local])).toEqual(['local', 'boosted']);
    expect(inCounty(boosted, 'home')).toBe(boosted);
  });
});
