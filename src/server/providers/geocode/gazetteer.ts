import { countryNames, type CountryCode } from '../../../domain/countries.ts';
import { countryWords, loadTownIndex, normalisePlaceName, type NamedTown, type Town } from './town-index.ts';
import { suggestTowns } from './town-suggestions.ts';
import type { GeocodeProvider, GeocodeResult } from './types.ts';
import { ukPostcodeIn } from './uk-postcode-areas.ts';

/**
 * The embedded geocoder over the offline town index (town-index.ts). A town is found by its own name or
 * any of its other names ("München", "Munich", "Muenchen"; "Wien", "Vienna"); a UK postcode without a
 * known town by its postcode area's town. Street-level precision needs the real geocoder (GEOCODER_URL)
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
function postcodeAreaTown(
  index: Map<string, NamedTown[]>,
  address: string,
  country?: CountryCode,
): { town: Town; postcode: string } | null {
  if (country && country !== 'GB') return null;
  const found = ukPostcodeIn(address);
  const town = found && index.get(normalisePlaceName(found.areaTown))?.find((t) => t.town.countryCode === 'GB')?.town;
  return town ? { town, postcode: found.postcode } : null;
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
      // a town that is a part of its own is surer than a postcode area; a postcode area than a word of the street line
      if (best?.wholePart) return resultOf(best.named.town);
      const byPostcode = postcodeAreaTown(townIndex(), address, country);
      if (byPostcode) return resultOf(byPostcode.town, byPostcode.postcode);
      return best ? resultOf(best.named.town) : null;
    },
    async suggestTowns(address: string, country?: CountryCode): Promise<GeocodeResult[]> {
      return suggestTowns(townIndex(), address, country).map((town) => resultOf(town));
    },
  };
}
