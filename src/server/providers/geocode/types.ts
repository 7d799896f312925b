import type { CountryCode } from '../../../domain/countries.ts';

/** One place a geocoder found; only what it knows is set. */
export interface GeocodeResult {
  lat: number;
  lng: number;
  formattedAddress: string;
  locality?: string;
  postcode?: string;
  /** County or district (the supplier's adminArea[0]). */
  county?: string;
  /** State or region. */
  region?: string;
  country: string;
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string;
}

/** Turns an address into coordinates; null when nothing matches. */
export interface GeocodeProvider {
  geocode(address: string, country?: CountryCode): Promise<GeocodeResult | null>;
  /** Loads what the first lookup would (the offline gazetteer's town index), so no supplier waits for it. */
  warmUp?(): void;
  /** The towns nearest in spelling to the address's parts, offered when it could not be located. */
  suggestTowns?(address: string, country?: CountryCode): Promise<GeocodeResult[]>;
}
