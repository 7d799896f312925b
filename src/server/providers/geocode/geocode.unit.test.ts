import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGazetteerGeocoder } from './gazetteer.ts';
import { normalisePlaceName } from './town-index.ts';
import { createNominatimGeocoder, GeocoderUnavailableError } from './nominatim.ts';
import { ukPostcodeAreaTowns } from './uk-postcode-areas.ts';

describe('offline gazetteer', () => {
  const gazetteer = createGazetteerGeocoder();
  // the town index is built once, in a few seconds
  beforeAll(() => gazetteer.warmUp?.(), 60_000);

  it.each([
    ['1 Farm Lane, SW1A 1AA, London, Greater London, United Kingdom', 'GB', 'London', 51.51, -0.13],
    ['1 High St, EH1 1YZ, Edinburgh, United Kingdom', 'GB', 'Edinburgh', 55.95, -3.2],
    ['Hauptstraße 5, 82493 Krün, Germany', 'DE', 'Krün', 47.51, 11.28],
    ['12 Rue de la Paix, 75002 Paris, France', 'FR', 'Paris', 48.85, 2.35],
    ['Saint Emilion', 'FR', 'Saint-Émilion', 44.89, -0.16],
  ] as const)('finds the town of %s', async (address, country, locality, lat, lng) => {
    const result = await gazetteer.geocode(address, country);
    expect(result).toMatchObject({ locality, countryCode: country });
    expect(result!.lat).toBeCloseTo(lat, 1);
    expect(result!.lng).toBeCloseTo(lng, 1);
  });

  it.each([
    ['Marienplatz 1, 80331 München', 'DE', 'Munich', 48.14, 11.58],
    ['Domkloster 4, 50667 Köln, Deutschland', 'DE', 'Köln', 50.93, 6.95],
    ['Stephansplatz 1, 1010 Wien, Österreich', 'AT', 'Vienna', 48.21, 16.37],
    ['Plac Zamkowy 4, 00-277 Warszawa, Polska', 'PL', 'Warsaw', 52.23, 21.01],
    ['Bahnhofstrasse 1, 8001 Zürich, Schweiz', 'CH', 'Zürich', 47.37, 8.55],
    ['Muenchen', 'DE', 'Munich', 48.14, 11.58],
  ] as const)('finds %s by the name its people give it', async (address, country, locality, lat, lng) => {
    const result = await gazetteer.geocode(address, country);
    expect(result).toMatchObject({ locality, countryCode: country });
    expect(result!.lat).toBeCloseTo(lat, 1);
    expect(result!.lng).toBeCloseTo(lng, 1);
  });

  it('prefers a town that is a whole part of the address over a word of the street line', async () => {
    expect((await gazetteer.geocode('Manchester Road, Bolton, United Kingdom', 'GB'))?.locality).toBe('Bolton');
  });

  it('takes the most populous town of a name, and no country name as a town', async () => {
    expect(await gazetteer.geocode('10 Downing Street, London SW1A 2AA, UK')).toMatchObject({
      locality: 'London',
      countryCode: 'GB',
    });
    expect(await gazetteer.geocode('Newport, United Kingdom', 'GB')).toMatchObject({
      locality: 'Newport',
      formattedAddress: 'Newport, United Kingdom',
    });
  });

  it('answers null for an unknown place or a town of another country', async () => {
    expect(await gazetteer.geocode('Nowhere Lane, Zzyzx', 'GB')).toBeNull();
    expect(await gazetteer.geocode('Krün', 'FR')).toBeNull();
  });

  it.each([
    ['SW1A 1AA', 'London', 'SW1A 1AA'],
    ['Flat 2, 14 Some Road, m1 1ae, United Kingdom', 'Manchester', 'M1 1AE'],
    ['EH1', 'Edinburgh', 'EH1'],
    ['Unknown Lane, BA1 1LZ', 'Bath', 'BA1 1LZ'],
  ] as const)('locates the UK postcode %s at its postcode area town', async (address, locality, postcode) => {
    expect(await gazetteer.geocode(address, 'GB')).toMatchObject({ locality, postcode, countryCode: 'GB' });
  });

  it('prefers the town typed as a part of its own to the postcode area, and the area to a word of the street line', async () => {
    // Windsor's postcodes are in the SL (Slough) area; the village of Street is in Somerset
    expect((await gazetteer.geocode('Castle Hill, SL4 1NJ, Windsor', 'GB'))?.locality).toBe('Windsor');
    expect((await gazetteer.geocode('1 High Street, BS1 4DJ', 'GB'))?.locality).toBe('Bristol');
  });

  it.each([
    ['80331', 'DE', 'Munich', 48.14, 11.58],
    ['Hauptstraße 12, 82493', 'DE', 'Krün', 47.51, 11.28],
    ['1010, Austria', 'AT', 'Vienna', 48.21, 16.37],
    ['6020', 'AT', 'Innsbruck', 47.26, 11.39],
    ['75002, France', 'FR', 'Paris', 48.85, 2.35],
    ['69002', 'FR', 'Lyon', 45.75, 4.85],
    ['90210-1234', 'US', 'Beverly Hills', 34.09, -118.41],
  ] as const)('locates the postcode %s alone (%s)', async (address, country, locality, lat, lng) => {
    const result = await gazetteer.geocode(address, country);
    expect(result).toMatchObject({ locality, countryCode: country, postcode: address.match(/\d{4,5}/)![0] });
    expect(result!.lat).toBeCloseTo(lat, 1);
    expect(result!.lng).toBeCloseTo(lng, 1);
  });

  it('does not place a postcode of a country without a postcode package, or one its package does not know', async () => {
    expect(await gazetteer.geocode('8001', 'CH')).toBeNull();
    expect(await gazetteer.geocode('00000', 'DE')).toBeNull();
  });

  it('does not read a UK postcode in another country', async () => {
    expect(await gazetteer.geocode('SW1A 1AA', 'DE')).toBeNull();
  });

  it('finds the town of every UK postcode area', async () => {
    const unknown = [];
    for (const [area, town] of Object.entries(ukPostcodeAreaTowns)) {
      const found = await gazetteer.geocode(`${area}1 1AA`, 'GB');
      if (found?.locality !== town) unknown.push(`${area}: ${town} → ${found?.locality}`);
    }
    expect(unknown).toEqual([]);
  });

  it.each([
    ['Muenchn', 'DE', 'Munich'],
    ['Kln', 'DE', 'Köln'],
    ['Frankf', 'DE', 'Frankfurt am Main'],
    ['Edinburg', 'GB', 'Edinburgh'],
    ['Zurik', 'CH', 'Zürich'],
  ] as const)('suggests the nearest-spelled towns for %s', async (typed, country, town) => {
    const suggestions = await gazetteer.suggestTowns!(
      `Hauptstraße 1, ${typed}, ${country === 'GB' ? 'United Kingdom' : 'Germany'}`,
      country,
    );
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(5);
    expect(suggestions.map((s) => s.locality)).toContain(town);
    expect(suggestions[0]?.countryCode).toBe(country);
  });

  it('suggests an exact name in another country before a near one in the chosen country', async () => {
    const suggestions = await gazetteer.suggestTowns!('Wien, Germany', 'DE');
    expect(suggestions[0]).toMatchObject({ locality: 'Vienna', countryCode: 'AT' });
    expect(suggestions.map((s) => s.locality)).toContain('Werne');
  });

  it('suggests nothing for a name far from every town', async () => {
    expect(await gazetteer.suggestTowns!('Qqqxxzzv', 'FR')).toEqual([]);
  });

  it('normalises names to lower-case ASCII words', () => {
    expect(normalisePlaceName('  Saint-Émilion ')).toBe('saint emilion');
    expect(normalisePlaceName('St. Albans')).toBe('st albans');
    expect(normalisePlaceName('Großenhain')).toBe('grossenhain');
  });
});

describe('Nominatim-compatible geocoder', () => {
  let server: Server;
  let url: string;
  const requests: URL[] = [];
  let answer: (req: IncomingMessage) => { status: number; body: unknown } = () => ({ status: 200, body: [] });

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(new URL(req.url ?? '/', 'http://127.0.0.1'));
      const { status, body } = answer(req);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/nominatim`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks /search with the address, country and key, and maps the first place', async () => {
    answer = () => ({
      status: 200,
      body: [
        {
          lat: '51.5033635',
          lon: '-0.1276248',
          display_name: '10 Downing Street, Westminster, London, Greater London, England, SW1A 2AA, United Kingdom',
          address: {
            house_number: '10',
            road: 'Downing Street',
            city: 'London',
            state_district: 'Greater London',
            state: 'England',
            postcode: 'SW1A 2AA',
            country: 'United Kingdom',
            country_code: 'gb',
          },
        },
      ],
    });
    const geocoder = createNominatimGeocoder({ url, key: 'secret-key' });
    const result = await geocoder.geocode('10 Downing Street, London', 'GB');
    const sent = requests.at(-1)!;
    expect(sent.pathname).toBe('/nominatim/search');
    expect(Object.fromEntries(sent.searchParams)).toMatchObject({
      q: '10 Downing Street, London',
      countrycodes: 'gb',
      key: 'secret-key',
      format: 'jsonv2',
      addressdetails: '1',
      limit: '1',
    });
    expect(result).toEqual({
      lat: 51.5033635,
      lng: -0.1276248,
      formattedAddress: '10 Downing Street, Westminster, London, Greater London, England, SW1A 2AA, United Kingdom',
      locality: 'London',
      postcode: 'SW1A 2AA',
      county: 'Greater London',
      region: 'England',
      country: 'United Kingdom',
      countryCode: 'GB',
    });
  });

  it('answers null when nothing matches', async () => {
    answer = () => ({ status: 200, body: [] });
    expect(await createNominatimGeocoder({ url }).geocode('nowhere')).toBeNull();
  });

  it('throws GeocoderUnavailableError on an error status or a time-out', async () => {
    answer = () => ({ status: 503, body: { error: 'busy' } });
    await expect(createNominatimGeocoder({ url }).geocode('London')).rejects.toBeInstanceOf(GeocoderUnavailableError);
    await expect(
      createNominatimGeocoder({ url: 'http://127.0.0.1:9', timeoutMs: 500 }).geocode('London'),
    ).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });
});
