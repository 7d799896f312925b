import type { CountryCode } from './countries.ts';

/**
 * How the get-listed form's town lookup reads a postcode and ranks the towns it offers (docs/decisions/get-listed.md,
 * "Postcodes of other countries" and "Towns across countries"). Shared by the server's gazetteer and the form.
 */

/**
 * Postal codes the server can place without a town, by country (UK postcodes have their own rule, field-rules.ts).
 * Whole numbers only: "Hauptstraße 12" is no postcode, "80331" and "1010" are.
 */
const postcodeShapes: Partial<Record<CountryCode, RegExp>> = {
  DE: /(?:^|\D)(\d{5})(?!\d)/,
  FR: /(?:^|\D)(\d{5})(?!\d)/,
  AT: /(?:^|\D)(\d{4})(?!\d)/,
  // ZIP+4 ("10001-1234") is placed by its first five digits
  US: /(?:^|\D)(\d{5})(?:-\d{4})?(?!\d)/,
};

/** The first postcode of the country's shape in the address, part by part (a postcode is usually a part of its own). */
export function postcodeIn(address: string, country: CountryCode): string | null {
  const shape = postcodeShapes[country];
  if (!shape) return null;
  const parts = address.split(',').map((part) => part.trim());
  const whole = parts.find((part) => shape.exec(part)?.[0].trim() === part);
  const found = shape.exec(whole ?? address);
  return found?.[1] ?? null;
}

/** A town offered for a typed name, with how near its name is (0: the same name or one of its other names). */
export interface RankedTown {
  name: string;
  countryCode: string;
  /** Spelling distance of the typed name to the town's nearest name; 0 is an exact match. */
  distance: number;
  population: number;
}

/**
 * Nearest spelling first, so "Wien" typed with Germany chosen offers Wien (Austria, exact) before Werne (Germany, one
 * slip); then the chosen country's towns before others of the same distance, then the most populous.
 * @internal
 */
export function compareOfferedTowns(chosen: CountryCode | undefined) {
  return (a: RankedTown, b: RankedTown): number =>
    a.distance - b.distance ||
    Number(b.countryCode === chosen) - Number(a.countryCode === chosen) ||
    b.population - a.population;
}

/**
 * The towns to offer, best first (compareOfferedTowns), at most `limit`, one per name and country: four "Bath, United
 * States" buttons cannot be told apart, so only the most populous stays.
 */
export function offeredTowns<T extends RankedTown>(towns: T[], chosen: CountryCode | undefined, limit: number): T[] {
  const seen = new Set<string>();
  return [...towns]
    .sort(compareOfferedTowns(chosen))
    .filter((town) => {
      const key = `${town.name}|${town.countryCode}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, limit);
}
