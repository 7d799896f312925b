import { describe, expect, it } from 'vitest';
import { compareOfferedTowns, offeredTowns, postcodeIn, type RankedTown } from './town-matching.ts';

describe('postcodeIn', () => {
  it.each([
    ['80331', 'DE', '80331'],
    ['Marienplatz 1, 80331, Germany', 'DE', '80331'],
    ['Hauptstraße 5, 82493 Krün', 'DE', '82493'],
    ['Stephansplatz 1, 1010, Österreich', 'AT', '1010'],
    // a four-digit house number is no Austrian postcode when the postcode is a part of its own
    ['Ringstraße 1234, 1010', 'AT', '1010'],
    ['12 Rue de la Paix, 75002 Paris', 'FR', '75002'],
    ['90210-1234', 'US', '90210'],
    ['Hauptstraße 12, Berlin', 'DE', null],
    ['123456', 'DE', null],
    ['8001 Zürich', 'CH', null],
    ['SW1A 1AA', 'GB', null],
  ] as const)('%s (%s) → %s', (address, country, postcode) => {
    expect(postcodeIn(address, country)).toBe(postcode);
  });
});

describe('compareOfferedTowns', () => {
  const town = (countryCode: string, distance: number, population: number, name = 'Town'): RankedTown => ({
    name,
    countryCode,
    distance,
    population,
  });
  const wienAt = town('AT', 0, 1_700_000);
  const werneDe = town('DE', 1, 30_000);
  const wiekDe = town('DE', 1, 1_000);
  const klinRu = town('RU', 1, 80_000);

  it.each([
    ['an exact name abroad before a near one at home', [werneDe, wienAt], [wienAt, werneDe]],
    ['at the same distance, the chosen country first', [klinRu, wiekDe], [wiekDe, klinRu]],
    ['then the most populous', [wiekDe, werneDe], [werneDe, wiekDe]],
  ])('%s', (_rule, offered, expected) => {
    expect([...offered].sort(compareOfferedTowns('DE'))).toEqual(expected);
  });

  it('ranks by distance and population when no country is chosen', () => {
    expect([wiekDe, klinRu, wienAt].sort(compareOfferedTowns(undefined))).toEqual([wienAt, klinRu, wiekDe]);
  });
});

describe('offeredTowns', () => {
  const bath = (countryCode: string, population: number) => ({ name: 'Bath', countryCode, distance: 1, population });

  it('offers one town per name and country, the most populous, the chosen country first, at most the limit', () => {
    const offered = offeredTowns(
      [
        bath('US', 500),
        bath('US', 9_000),
        bath('GB', 90_000),
        bath('US', 2_000),
        { ...bath('GB', 800), name: 'Batch' },
      ],
      'GB',
      2,
    );
    expect(offered).toEqual([bath('GB', 90_000), { ...bath('GB', 800), name: 'Batch' }]);
    expect(offeredTowns([bath('US', 500), bath('US', 9_000)], 'GB', 5)).toEqual([bath('US', 9_000)]);
  });
});
