import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { publicCallLimit } from '../../http/public-call-limit.ts';

describe('POST /api/search/geocode (offline gazetteer)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const geocode = (payload: Record<string, unknown>, remoteAddress = '10.0.0.1') =>
    ctx.app.inject({ method: 'POST', url: '/api/search/geocode', payload, remoteAddress });

  it('finds the town of a UK address with a postcode district', async () => {
    const res = await geocode({ address: '1 Piccadilly, M1 1AE, Manchester, United Kingdom', countryCode: 'GB' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('OK');
    expect(body.results[0].geometry.location.lat).toBeCloseTo(53.48, 1);
    expect(body.results[0].geometry.location.lng).toBeCloseTo(-2.24, 1);
    expect(body.results[0].formatted_address).toBe('Manchester, United Kingdom');
    expect(body.results[0].address_components).toEqual([
      { long_name: 'Manchester', short_name: 'Manchester', types: ['locality'] },
      { long_name: 'United Kingdom', short_name: 'GB', types: ['country'] },
    ]);
  });

  it('finds a German and a French town', async () => {
    const de = (await geocode({ address: 'Schlossstraße 1, 69117 Heidelberg, Germany', countryCode: 'DE' })).json();
    expect(de.results[0].geometry.location).toEqual({ lat: expect.closeTo(49.41, 1), lng: expect.closeTo(8.69, 1) });
    const fr = (await geocode({ address: '1 Place Bellecour, 69002 Lyon, France' })).json();
    expect(fr.results[0].address_components.at(-1)).toEqual({
      long_name: 'France',
      short_name: 'FR',
      types: ['country'],
    });
    expect(fr.results[0].geometry.location).toEqual({ lat: expect.closeTo(45.75, 1), lng: expect.closeTo(4.85, 1) });
  });

  it('answers ZERO_RESULTS for an unknown address, with no town to suggest when none is near', async () => {
    const res = await geocode({ address: 'Nowhere Lane, Zzyzx', countryCode: 'GB' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ZERO_RESULTS', results: [], suggestions: [] });
  });

  it('suggests the towns of the country nearest in spelling to a town it cannot locate', async () => {
    const body = (await geocode({ address: 'Marienplatz 1, Muenchn, Germany', countryCode: 'DE' })).json();
    expect(body.status).toBe('ZERO_RESULTS');
    expect(body.results).toEqual([]);
    expect(body.suggestions.length).toBeLessThanOrEqual(5);
    const munich = body.suggestions.find(
      (s: { formatted_address: string }) => s.formatted_address === 'Munich, Germany',
    );
    expect(munich.geometry.location).toEqual({ lat: expect.closeTo(48.14, 1), lng: expect.closeTo(11.58, 1) });
    expect(body.suggestions[0].address_components.at(-1).short_name).toBe('DE');
  });

  const countryOf = (result: { address_components: { short_name: string; types: string[] }[] }) =>
    result.address_components.find((c) => c.types.includes('country'))?.short_name;

  it('offers Wien, Austria first when Germany is chosen, before the near German names', async () => {
    const body = (await geocode({ address: 'Wien, Germany', countryCode: 'DE' })).json();
    expect(body.status).toBe('ZERO_RESULTS');
    expect(body.suggestions[0].formatted_address).toBe('Vienna, Austria');
    expect(countryOf(body.suggestions[0])).toBe('AT');
    expect(body.suggestions.slice(1).map(countryOf)).toContain('DE');
  });

  it.each([
    ['80331, Germany', 'DE', '80331, Munich, Germany', 48.14, 11.58],
    ['1010, Austria', 'AT', '1010, Vienna, Austria', 48.21, 16.37],
    ['69002, France', 'FR', '69002, Lyon, France', 45.75, 4.85],
    ['10001, United States', 'US', '10001, New York, United States', 40.75, -74.0],
  ] as const)('locates the postcode alone of %s', async (address, countryCode, formatted, lat, lng) => {
    const body = (await geocode({ address, countryCode })).json();
    expect(body.status).toBe('OK');
    expect(body.results[0].formatted_address).toBe(formatted);
    expect(countryOf(body.results[0])).toBe(countryCode);
    expect(body.results[0].geometry.location).toEqual({ lat: expect.closeTo(lat, 1), lng: expect.closeTo(lng, 1) });
  });

  it('finds no place for a postcode alone where no package ships the postcodes (Switzerland)', async () => {
    const body = (await geocode({ address: '8001, Switzerland', countryCode: 'CH' })).json();
    expect(body.status).toBe('ZERO_RESULTS');
  });

  it('locates a UK postcode typed without a town at its postcode area town', async () => {
    const body = (await geocode({ address: 'SW1A 1AA, United Kingdom', countryCode: 'GB' })).json();
    expect(body.status).toBe('OK');
    expect(body.results[0].formatted_address).toBe('SW1A 1AA, London, United Kingdom');
    expect(body.results[0].address_components).toContainEqual({
      long_name: 'SW1A 1AA',
      short_name: 'SW1A 1AA',
      types: ['postal_code'],
    });
    expect(body.results[0].geometry.location).toEqual({ lat: expect.closeTo(51.51, 1), lng: expect.closeTo(-0.13, 1) });
  });

  it('refuses an empty address with a field error', async () => {
    const res = await geocode({ address: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ address: 'validation:required' });
  });

  it('publishes the three get-listed calls in the OpenAPI document', async () => {
    const paths = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    for (const path of ['/api/search/geocode', '/api/search/validatestep1', '/api/supplier/create'])
      expect(paths[path]?.post, path).toBeDefined();
  });

  it('is rate-limited per address', async () => {
    const from = '10.9.9.9';
    for (let i = 0; i < publicCallLimit.max; i++)
      expect((await geocode({ address: 'London', countryCode: 'GB' }, from)).statusCode).toBe(200);
    const limited = await geocode({ address: 'London', countryCode: 'GB' }, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('too-many-requests');
    expect((await geocode({ address: 'London', countryCode: 'GB' }, '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('POST /api/search/geocode (Nominatim-compatible service over GEOCODER_URL)', () => {
  it('uses the real adapter when GEOCODER_URL is set, and answers 502 when it is down', async () => {
    const ctx = await createTestApp({ GEOCODER_URL: 'http://127.0.0.1:9/' });
    try {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/search/geocode', payload: { address: 'London' } });
      expect(res.statusCode).toBe(502);
      expect(res.json().error.code).toBe('geocoder-unavailable');
    } finally {
      await ctx.close();
    }
  });
});
