import type { Config } from '../../config.ts';
import { createGazetteerGeocoder } from './gazetteer.ts';
import { createNominatimGeocoder } from './nominatim.ts';
import type { GeocodeProvider } from './types.ts';

export type { GeocodeProvider, GeocodeResult } from './types.ts';

/**
 * A Nominatim-compatible service when GEOCODER_URL is set, else the offline gazetteer. The towns offered for
 * an address nobody could locate come from the gazetteer either way (its index is built on first need).
 */
export function createGeocodeProvider(config: Config): GeocodeProvider {
  const gazetteer = createGazetteerGeocoder();
  if (!config.GEOCODER_URL) return gazetteer;
  const nominatim = createNominatimGeocoder({ url: config.GEOCODER_URL, key: config.GEOCODER_KEY });
  return { geocode: nominatim.geocode, suggestTowns: gazetteer.suggestTowns };
}
