import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../domain/format.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import type { GetListedForm } from './use-get-listed-form.ts';
import type { LocateAddress } from './use-locate-address.ts';
import { OtherCountryHint } from './OtherCountryHint.tsx';
import { useCountryName } from './use-country-name.ts';

/**
 * Step 2: the address, located by "Find address" (or by sending the form), which fills the coordinates, town and
 * county. Towns offered are named with their country in the page's language; one abroad is pointed out
 * (OtherCountryHint).
 */
export function AddressStep({ getListed, locator }: { getListed: GetListedForm; locator: LocateAddress }) {
  const { t } = useTranslation('getListed');
  const locale = useCurrentLocale();
  const countryName = useCountryName();
  const { form, textInput } = getListed;
  const { lat, lng } = form.values;

  return (
    <Stack gap="sm">
      <TextInput label={t('fields.address')} autoComplete="street-address" required {...textInput('address')} />
      <TextInput label={t('fields.postcode')} autoComplete="postal-code" required {...textInput('postcode')} />
      <TextInput label={t('fields.town')} autoComplete="address-level2" required {...textInput('town')} />
      <TextInput label={t('fields.county')} autoComplete="address-level1" {...textInput('county')} />
      <Group gap="sm" align="center">
        <Button variant="light" onClick={() => void locator.locate()} loading={locator.isLocating}>
          {t('findAddress')}
        </Button>
        {lat !== null && lng !== null && (
          <Text size="sm" c="teal.9" role="status">
            {/* not `lat`/`lng`: i18next reads an `lng` option as the language to translate into */}
            {t('located', {
              latitude: formatNumber(lat, locale, { maximumFractionDigits: 4 }),
              longitude: formatNumber(lng, locale, { maximumFractionDigits: 4 }),
            })}
          </Text>
        )}
      </Group>
      <OtherCountryHint getListed={getListed} locator={locator} />
      {locator.suggestions.length > 0 && (
        <Stack gap={6} role="group" aria-labelledby="suggested-towns">
          <Text size="sm" id="suggested-towns">
            {t('suggestedTowns')}
          </Text>
          <Group gap="xs">
            {locator.suggestions.map((town) => (
              <Button
                key={`${town.lat},${town.lng}`}
                variant="default"
                size="compact-sm"
                onClick={() => locator.choose(town)}
              >
                {town.locality && town.countryCode
                  ? `${town.locality}, ${countryName(town.countryCode)}`
                  : town.formattedAddress}
              </Button>
            ))}
          </Group>
        </Stack>
      )}
      {locator.failed && (
        <Alert color="red" role="alert">
          {t('errors.geocodeFailed')}
        </Alert>
      )}
    </Stack>
  );
}
