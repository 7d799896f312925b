import { useRef, useState } from 'react';
import { countryNames, type CountryCode } from '../../../domain/countries.ts';
import { locationOf, suggestedLocations } from '../../../domain/geocode.ts';
import {
  applyGeocode,
  chooseSuggestedTown,
  geocodeQuery,
  type GeocodedLocation,
  type GetListedValues,
} from '../../../domain/get-listed.ts';
import type { GetListedForm } from './use-get-listed-form.ts';
import { useGeocode } from './use-get-listed-calls.ts';

/**
 * Locates the typed address ("Find address", and by itself when the form is sent before it was found):
 * fills the coordinates, town and county, or puts the message on the postcode and offers the towns nearest
 * in spelling to choose from (of every country, the chosen one first; `switchCountry` takes one from another
 * country and its country along, in one click). A second call while one is under way waits for the same lookup, so "Get
 * listed" clicked during a lookup is not lost. True when the address was found.
 */
export function useLocateAddress({ form }: GetListedForm) {
  const geocode = useGeocode();
  const pending = useRef<Promise<boolean> | null>(null);
  const [suggestions, setSuggestions] = useState<GeocodedLocation[]>([]);
  const [picked, setPicked] = useState<GeocodedLocation | null>(null);

  const lookUp = async (): Promise<boolean> => {
    const values = form.getValues();
    if (!values.postcode.trim() && !values.town.trim()) {
      form.setErrors({ postcode: 'validation:requiredPostcode' });
      return false;
    }
    const answer = await geocode.mutateAsync({ address: geocodeQuery(values), countryCode: values.countryCode });
    const found = locationOf(answer);
    setSuggestions(suggestedLocations(answer));
    setPicked(null);
    if (found) {
      form.setValues(applyGeocode(form.getValues(), found));
      form.clearErrors();
      return true;
    }
    form.setValues({ lat: null, lng: null, addressFromGeocode: false });
    form.setErrors({ postcode: 'validation:invalidGeoAddress' });
    return false;
  };

  const locate = (): Promise<boolean> => {
    pending.current ??= lookUp()
      .catch(() => false)
      .finally(() => {
        pending.current = null;
      });
    return pending.current;
  };

  const take = (values: GetListedValues, town: GeocodedLocation) => {
    form.setValues(values);
    form.clearErrors();
    setSuggestions([]);
    setPicked(town);
  };

  const choose = (town: GeocodedLocation) => take(chooseSuggestedTown(form.getValues(), town), town);

  /** "Wien is in Austria": the country field becomes the town's, and the town is located there if it was only offered. */
  const switchCountry = (town: GeocodedLocation & { countryCode: CountryCode }) => {
    const values = { ...form.getValues(), countryCode: town.countryCode, countryName: countryNames[town.countryCode] };
    // the typed name was right, only the country was not: "Wien" stays (the gazetteer's name for it is "Vienna")
    take(town === picked ? values : applyGeocode(values, town), town);
  };

  return {
    locate,
    choose,
    switchCountry,
    suggestions,
    picked,
    isLocating: geocode.isPending,
    failed: geocode.isError,
  };
}

export type LocateAddress = ReturnType<typeof useLocateAddress>;
