import { distance } from 'fastest-levenshtein';
import type { CountryCode } from '../../../domain/countries.ts';
import { suggestedTownLimit } from '../../../domain/geocode.ts';
import { offeredTowns, type RankedTown } from '../../../domain/town-matching.ts';
import { countryWords, normalisePlaceName, type NamedTown, type Town } from './town-index.ts';

/** Typos allowed: one in a short name ("Kln" for "Köln"), two in a longer one ("Muenchn"). */
const allowedDistance = (key: string) => (key.length <= 5 ? 1 : 2);

/** A typed name that starts a town's name ("Frankf") is as near as one typo. */
const shortestPrefix = 3;

interface Nearby extends RankedTown {
  town: Town;
}

/**
 * The towns of all the portal's countries whose names come nearest to a part of the address (each comma-separated
 * part taken whole, as the town field arrives), ranked by offeredTowns (one per name and country): "Wien" with Germany chosen offers Wien,
 * Austria before Werne, Germany. Country names are not towns.
 */
export function suggestTowns(index: Map<string, NamedTown[]>, address: string, country?: CountryCode): Town[] {
  const typed = address
    .split(',')
    .map(normalisePlaceName)
    .filter((key) => key.length >= shortestPrefix && !countryWords.has(key));
  const nearest = new Map<Town, Nearby>();
  for (const [name, towns] of index) {
    for (const key of typed) {
      const near = nearness(key, name);
      if (near === null) continue;
      for (const { town } of towns) {
        const known = nearest.get(town);
        if (!known || near < known.distance) nearest.set(town, { ...town, town, distance: near });
      }
    }
  }
  return offeredTowns([...nearest.values()], country, suggestedTownLimit).map(({ town }) => town);
}

/**
 * The spelling distance of a typed name to a town's name, null when too far. Names are compared only when
 * their first letters agree: a slip is rarely the first letter, and it keeps a lookup under a few
 * milliseconds over the index's hundreds of thousands of names.
 */
function nearness(typed: string, name: string): number | null {
  if (typed[0] !== name[0]) return null;
  if (name.startsWith(typed)) return typed === name ? 0 : 1;
  const allowed = allowedDistance(typed);
  if (Math.abs(name.length - typed.length) > allowed) return null;
  const found = distance(typed, name);
  return found <= allowed ? found : null;
}
