import { Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryValues } from '../../../domain/categories.ts';
import { countries, countryNames, isCountryCode } from '../../../domain/countries.ts';
import { useCountryName } from './use-country-name.ts';
import type { GetListedForm } from './use-get-listed-form.ts';
import { DeferredSelect } from '../../ui/DeferredSelect.tsx';

/**
 * Step 1: the user's first name when the account has none, the business, its category and country, and how couples
 * reach it (the e-mail comes filled in from the account).
 */
export function BusinessStep({ getListed }: { getListed: GetListedForm }) {
  const { t } = useTranslation('getListed');
  const countryName = useCountryName();
  const { form, textInput, error, askFirstName } = getListed;

  const categoryOptions = useMemo(
    () => categoryValues.map((value) => ({ value, label: t(`categories:${value}`) })),
    [t],
  );
  const countryOptions = useMemo(
    () => countries.map((code) => ({ value: code, label: countryName(code) })),
    [countryName],
  );

  return (
    <Stack gap="sm">
      {askFirstName && (
        <TextInput
          label={t('fields.firstName')}
          description={t('fields.firstNameDescription')}
          autoComplete="given-name"
          required
          {...textInput('firstName')}
        />
      )}
      <TextInput label={t('fields.name')} autoComplete="organization" required {...textInput('name')} />
      <DeferredSelect
        label={t('fields.slug')}
        placeholder={t('fields.slugPlaceholder')}
        data={categoryOptions}
        value={form.values.slug || null}
        onChange={(value) => {
          form.setFieldValue('slug', value ?? '');
          form.clearFieldError('slug');
        }}
        error={error('slug')}
        allowDeselect={false}
        required={form.values.countryCode === 'GB'}
        comboboxProps={{ withinPortal: true }}
      />
      <DeferredSelect
        label={t('fields.countryCode')}
        data={countryOptions}
        value={form.values.countryCode}
        onChange={(value) => {
          if (!isCountryCode(value)) return;
          // The English name travels with the code: it is stored and sent to the geocoder.
          form.setValues({ countryCode: value, countryName: countryNames[value] });
          form.clearErrors();
        }}
        error={error('countryCode')}
        allowDeselect={false}
        searchable
        required
      />
      <TextInput
        label={t('fields.email')}
        description={t('fields.emailDescription')}
        type="email"
        autoComplete="email"
        required
        {...textInput('email')}
      />
      <TextInput label={t('fields.phone')} type="tel" autoComplete="tel" required {...textInput('phone')} />
      <TextInput
        label={t('fields.website')}
        type="url"
        autoComplete="url"
        placeholder={t('fields.websitePlaceholder')}
        required
        {...textInput('website')}
      />
    </Stack>
  );
}
