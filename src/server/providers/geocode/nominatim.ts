import type { CountryCode } from '../../../domain/countries.ts';
import type { GeocodeProvider, GeocodeResult } from './types.ts';

/** A Nominatim-compatible search service (Nominatim itself, or a hosted one taking a `key`). */

interface NominatimPlace {
  lat: string;
  lon: string;
  display_name: string;
  address?: Partial<
    Record<
      | 'city'
      | 'town'
      | 'village'
      | 'hamlet'
      | 'municipality'
      | 'postcode'
      | 'county'
      | 'state_district'
      | 'state'
      | 'country'
      | 'country_code',
      string
    >
  >;
}

export interface NominatimOptions {
  url: string;
  key?: string;
  timeoutMs?: number;
}

export class GeocoderUnavailableError extends Error {}

function toResult(place: NominatimPlace): GeocodeResult | null {
  const lat = Number(place.lat);
  const lng = Number(place.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  const a = place.address ?? {};
  return {
    lat,
    lng,
    formattedAddress: place.display_name,
    locality: a.city ?? a.town ?? a.village ?? a.hamlet ?? a.municipality,
    postcode: a.postcode,
    county: a.county ?? a.state_district,
    region: a.state,
    country: a.country ?? '',
    countryCode: (a.country_code ?? '').toUpperCase(),
  };
}

export function createNominatimGeocoder({ url, key, timeoutMs = 5000 }: NominatimOptions): GeocodeProvider {
  return {
    async geocode(address: string, country?: CountryCode): Promise<GeocodeResult | null> {
      const search = new URL('search', url.endsWith('/') ? url : `${url}/`);
      search.searchParams.set('q', address);
      search.searchParams.set('format', 'jsonv2');
      search.searchParams.set('addressdetails', '1');
      search.searchParams.set('limit', '1');
      if (country) search.searchParams.set('countrycodes', country.toLowerCase());
      if (key) search.searchParams.set('key', key);
      let response: Response;
      try {
        response = await fetch(search, {
          headers: { accept: 'application/json', 'user-agent': 'supplier-portal/1.0' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new GeocoderUnavailableError(`geocoder did not answer: ${(error as Error).message}`);
      }
      if (!response.ok)
        throw new GeocoderUnavailableError(`geocoder answered ${response.status} ${response.statusText}`);
      const places = (await response.json()) as NominatimPlace[];
      const [first] = Array.isArray(places) ? places : [];
      return first ? toResult(first) : null;
    },
  };
}
