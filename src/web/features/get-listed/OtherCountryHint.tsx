import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { townInAnotherCountry } from '../../../domain/geocode.ts';
import type { GetListedForm } from './use-get-listed-form.ts';
import type { LocateAddress } from './use-locate-address.ts';
import { useCountryName } from './use-country-name.ts';

/**
 * "Wien is in Austria": the town picked, or the first offered, lies in another country than the one chosen in step 1;
 * one click switches the country field (and takes the town).
 */
export function OtherCountryHint({ getListed, locator }: { getListed: GetListedForm; locator: LocateAddress }) {
  const { t } = useTranslation('getListed');
  const countryName = useCountryName();
  const { values } = getListed.form;
  const town = townInAnotherCountry(values.countryCode, locator.picked, locator.suggestions);
  if (!town) return null;
  const country = countryName(town.countryCode);
  return (
    <Alert color="yellow" role="status">
      <Group gap="sm" justify="space-between">
        <Text size="sm">{t('otherCountry.text', { town: values.town.trim() || town.locality, country })}</Text>
        <Button size="compact-sm" variant="white" onClick={() => locator.switchCountry(town)}>
          {t('otherCountry.switch', { country })}
        </Button>
      </Group>
    </Alert>
  );
}
