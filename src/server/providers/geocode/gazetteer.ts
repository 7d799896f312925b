import { countryNames, type CountryCode } from '../../../domain/countries.ts';
import { postcodeIn } from '../../../domain/town-matching.ts';
import { countryWords, loadTownIndex, normalisePlaceName, type NamedTown, type Town } from './town-index.ts';
import { suggestTowns } from './town-suggestions.ts';
import type { GeocodeProvider, GeocodeResult } from './types.ts';
import { ukPostcodeIn } from './uk-postcode-areas.ts';
import { postcodePlace } from './postcode-books.ts';

/**
 * The embedded geocoder over the offline town index (town-index.ts). A town is found by its own name or
 * any of its other names ("München", "Munich", "Muenchen"; "Wien", "Vienna"); a postcode without a known town by
 * its postcode area's town (UK) or the place its country's postcode package gives (postcode-books.ts). Street-level precision needs the real geocoder (GEOCODER_URL)
 * (docs/decisions/get-listed.md, "Geocoding, offline").
 */

const longestTownName = 5; // words

/** Word runs of each comma-separated part, whole parts first (a town is usually a part of its own). */
function candidateNames(address: string): { key: string; wholePart: boolean }[] {
  const candidates: { key: string; wholePart: boolean }[] = [];
  for (const part of address.split(',')) {
    const words = normalisePlaceName(part).split(' ').filter(Boolean);
    if (words.length === 0) continue;
    candidates.push({ key: words.join(' '), wholePart: true });
    for (let size = Math.min(longestTownName, words.length - 1); size >= 1; size--) {
      for (let start = 0; start + size <= words.length; start++)
        candidates.push({ key: words.slice(start, start + size).join(' '), wholePart: false });
    }
  }
  return candidates;
}

interface Candidate {
  named: NamedTown;
  wholePart: boolean;
}

/**
 * A whole comma-separated part beats a word of the street line, a town's own name another of its names, then the most
 * populous.
 */
function isBetter(a: Candidate, b: Candidate | undefined): boolean {
  if (!b) return true;
  if (a.wholePart !== b.wholePart) return a.wholePart;
  if (a.named.ownName !== b.named.ownName) return a.named.ownName;
  return a.named.town.population > b.named.town.population;
}

function bestTown(index: Map<string, NamedTown[]>, address: string, country?: CountryCode): Candidate | undefined {
  let best: Candidate | undefined;
  for (const { key, wholePart } of candidateNames(address)) {
    if (countryWords.has(key)) continue;
    const named = index.get(key)?.find((t) => !country || t.town.countryCode === country);
    if (!named) continue;
    const candidate = { named, wholePart };
    if (isBetter(candidate, best)) best = candidate;
  }
  return best;
}

/** The town of a UK postcode's area, when the address is (or may be) in the UK. */
function postcodeAreaTown(index: Map<string, NamedTown[]>, address: string): PostcodeTown | null {
  const found = ukPostcodeIn(address);
  const town = found && townNamed(index, found.areaTown, 'GB');
  return town ? { town, postcode: found.postcode } : null;
}

interface PostcodeTown {
  town: Town;
  postcode: string;
}

/** The most populous town of that country under a name (its own or another). */
function townNamed(index: Map<string, NamedTown[]>, name: string, country: CountryCode): Town | undefined {
  return index.get(normalisePlaceName(name))?.find((t) => t.town.countryCode === country)?.town;
}

/**
 * The place of a postcode of the chosen country (postcode-books.ts): its own coordinates, else the first of its towns
 * the gazetteer knows; a name with a suffix ("Wien Postfach", "Wien-Parlament") is tried by its first word too.
 */
function postcodeBookTown(index: Map<string, NamedTown[]>, address: string, country: CountryCode): PostcodeTown | null {
  const postcode = postcodeIn(address, country);
  const place = postcode ? postcodePlace(country, postcode) : null;
  if (!postcode || !place) return null;
  if ('lat' in place) return { town: { ...place, countryCode: country, population: 0 }, postcode };
  for (const name of place.names) {
    const town = townNamed(index, name, country) ?? townNamed(index, name.split(/[\s-]/)[0]!, country);
    if (town) return { town, postcode };
  }
  return null;
}

function postcodeTown(index: Map<string, NamedTown[]>, address: string, country?: CountryCode): PostcodeTown | null {
  if (!country || country === 'GB') return postcodeAreaTown(index, address);
  return postcodeBookTown(index, address, country);
}

function resultOf(town: Town, postcode?: string): GeocodeResult {
  const countryName = countryNames[town.countryCode];
  const formattedAddress = [postcode, town.name, countryName].filter(Boolean).join(', ');
  return {
    lat: town.lat,
    lng: town.lng,
    formattedAddress,
    locality: town.name,
    postcode,
    country: countryName,
    countryCode: town.countryCode,
  };
}

export function createGazetteerGeocoder(): GeocodeProvider {
  let index: Map<string, NamedTown[]> | undefined;
  const townIndex = () => (index ??= loadTownIndex());

  return {
    warmUp() {
      townIndex();
    },
    async geocode(address: string, country?: CountryCode): Promise<GeocodeResult | null> {
      const best = bestTown(townIndex(), address, country);
      // a town that is a part of its own is surer than a postcode's place; a postcode's place than a word of the street
      // line
      if (best?.wholePart) return resultOf(best.named.town);
      const byPostcode = postcodeTown(townIndex(), address, country);
      if (byPostcode) return resultOf(byPostcode.town, byPostcode.postcode);
      return best ? resultOf(best.named.town) : null;
    },
    async suggestTowns(address: string, country?: CountryCode): Promise<GeocodeResult[]> {
      return suggestTowns(townIndex(), address, country).map((town) => resultOf(town));
    },
  };
}
