import { describe, expect, it } from 'vitest';
import { townInAnotherCountry } from './geocode.ts';
import type { GeocodedLocation } from './get-listed.ts';

const place = (locality: string, countryCode: string): GeocodedLocation => ({
  lat: 1,
  lng: 1,
  formattedAddress: locality,
  locality,
  countryCode,
});
const wien = place('Vienna', 'AT');
const werne = place('Werne', 'DE');

describe('townInAnotherCountry', () => {
  it.each([
    ['the first town offered, abroad', null, [wien, werne], wien],
    ['none when the first offered is at home', null, [werne, wien], null],
    ['the picked town, abroad', wien, [werne], wien],
    ['none when the picked town is at home', werne, [wien], null],
    ['none when nothing is offered', null, [], null],
    ['none for a country outside the portal', null, [place('Roma', 'IT')], null],
  ] as const)('%s', (_rule, picked, offered, expected) => {
    expect(townInAnotherCountry('DE', picked, [...offered])).toEqual(expected);
  });
});
