import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { locationOf } from '../../../domain/geocode.ts';
import { applyGeocode, geocodeQuery } from '../../../domain/get-listed.ts';
import { formatNumber } from '../../../domain/format.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import type { GetListedForm } from './use-get-listed-form.ts';
import { useGeocode } from './use-get-listed-calls.ts';

/** Step 2: the address, located by "find address", which fills the coordinates, town and county. */
export function AddressStep({ getListed }: { getListed: GetListedForm }) {
  const { t } = useTranslation('getListed');
  const locale = useCurrentLocale();
  const { form, textInput } = getListed;
  const geocode = useGeocode();
  const { lat, lng } = form.values;

  const findAddress = async () => {
    const values = form.getValues();
    const query = geocodeQuery(values);
    if (!values.postcode.trim() && !values.town.trim()) {
      form.setErrors({ postcode: 'validation:requiredPostcode' });
      return;
    }
    const found = locationOf(await geocode.mutateAsync({ address: query, countryCode: values.countryCode }));
    if (found) {
      form.setValues(applyGeocode(form.getValues(), found));
      form.clearErrors();
    } else {
      form.setValues({ lat: null, lng: null, addressFromGeocode: false });
      form.setErrors({ postcode: 'validation:invalidGeoAddress' });
    }
  };

  return (
    <Stack gap="sm">
      <TextInput label={t('fields.address')} autoComplete="street-address" required {...textInput('address')} />
      <TextInput label={t('fields.postcode')} autoComplete="postal-code" required {...textInput('postcode')} />
      <TextInput label={t('fields.town')} autoComplete="address-level2" required {...textInput('town')} />
      <TextInput label={t('fields.county')} autoComplete="address-level1" {...textInput('county')} />
      <Group gap="sm" align="center">
        <Button variant="light" onClick={() => void findAddress().catch(() => undefined)} loading={geocode.isPending}>
          {t('findAddress')}
        </Button>
        {lat !== null && lng !== null && (
          <Text size="sm" c="teal.9" role="status">
            {/* not `lat`/`lng`: i18next reads an `lng` option as the language to translate into */}
            {t('located', { latitude: formatNumber(lat, locale, { maximumFractionDigits: 4 }), longitude: formatNumber(lng, locale, { maximumFractionDigits: 4 }) })}
          </Text>
        )}
      </Group>
      {geocode.isError && (
        <Alert color="red" role="alert">
          {t('errors.geocodeFailed')}
        </Alert>
      )}
    </Stack>
  );
}
