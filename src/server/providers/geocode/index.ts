import type { Config } from '../../config.ts';
import { createGazetteerGeocoder } from './gazetteer.ts';
import { createNominatimGeocoder } from './nominatim.ts';
import type { GeocodeProvider } from './types.ts';

export type { GeocodeProvider, GeocodeResult } from './types.ts';

/** A Nominatim-compatible service when GEOCODER_URL is set, else the offline gazetteer. */
export function createGeocodeProvider(config: Config): GeocodeProvider {
  return config.GEOCODER_URL ? createNominatimGeocoder({ url: config.GEOCODER_URL, key: config.GEOCODER_KEY }) : createGazetteerGeocoder();
}
