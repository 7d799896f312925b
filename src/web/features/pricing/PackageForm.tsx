import { Checkbox, Fieldset, NumberInput, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { currencyFractionDigits } from '../../../domain/format.ts';
import { toMajorUnits, toMinorUnits } from '../../../domain/pricing/money-input.ts';
import {
  packageDescriptionMaxLength,
  packageInputSchemaFor,
  packageNameMaxLength,
  type SupplierPackage,
} from '../../../domain/pricing/packages.ts';
import { useFieldError } from '../../ui/use-field-error.ts';
import { FormPopup } from '../../ui/FormPopup.tsx';
import { countOrNull, inputOf, submitChecked, type NumberValue } from './form-values.ts';

interface PackageValues {
  name: string;
  description: string;
  price: NumberValue;
  included: string[];
  guestsMin: NumberValue;
  guestsMax: NumberValue;
  hoursMin: NumberValue;
  hoursMax: NumberValue;
}

function valuesOf(pkg: SupplierPackage | null, currency: string): PackageValues {
  return {
    name: pkg?.name ?? '',
    description: pkg?.description ?? '',
    price: pkg ? toMajorUnits(pkg.price, currency) : '',
    included: pkg?.included ?? [],
    guestsMin: inputOf(pkg?.guestsMin ?? null),
    guestsMax: inputOf(pkg?.guestsMax ?? null),
    hoursMin: inputOf(pkg?.hoursMin ?? null),
    hoursMax: inputOf(pkg?.hoursMax ?? null),
  };
}

interface PackageFormProps {
  pkg: SupplierPackage | null;
  category: string;
  currency: string;
  inclusions: readonly string[];
  busy: boolean;
  onSave: (body: object) => Promise<unknown>;
  onClose: () => void;
}

/** The package form in a popup, in three sections: the package, what is included, guests and hours (min ≤ max). */
export function PackageForm(props: PackageFormProps) {
  const { t } = useTranslation('pricing');
  const { currency } = props;
  const form = useForm<PackageValues>({ mode: 'controlled', initialValues: valuesOf(props.pkg, currency) });
  const errorOf = useFieldError(form);
  const field = (name: keyof PackageValues) => ({ ...form.getInputProps(name), error: errorOf(name) });

  const submit = form.onSubmit(async (v) => {
    const body = {
      name: v.name,
      description: v.description,
      price: toMinorUnits(v.price, currency),
      included: v.included,
      guestsMin: countOrNull(v.guestsMin),
      guestsMax: countOrNull(v.guestsMax),
      hoursMin: countOrNull(v.hoursMin),
      hoursMax: countOrNull(v.hoursMax),
    };
    if (await submitChecked(form, packageInputSchemaFor(props.category), body, props.onSave)) props.onClose();
  });
  const count = { min: 0, allowDecimal: false, allowNegative: false };

  return (
    <FormPopup
      title={props.pkg ? t('packages.editTitle') : t('packages.addTitle')}
      saveLabel={t('packages.save')}
      busy={props.busy}
      failure={form.errors._}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <Fieldset legend={t('packages.sections.package')} disabled={props.busy}>
        <Stack gap="sm">
          <TextInput label={t('packages.fields.name')} required maxLength={packageNameMaxLength} {...field('name')} />
          <Textarea
            label={t('packages.fields.description')}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={packageDescriptionMaxLength}
            {...field('description')}
          />
          <NumberInput
            label={t('packages.fields.price', { currency })}
            required
            min={0}
            allowNegative={false}
            decimalScale={currencyFractionDigits(currency)}
            {...field('price')}
          />
        </Stack>
      </Fieldset>
      <Fieldset legend={t('packages.sections.included')} disabled={props.busy}>
        <Checkbox.Group
          {...form.getInputProps('included')}
          error={errorOf('included')}
          aria-label={t('packages.sections.included')}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            {props.inclusions.map((flag) => (
              <Checkbox key={flag} value={flag} label={t(`included.${flag}`)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      </Fieldset>
      <Fieldset legend={t('packages.sections.ranges')} disabled={props.busy}>
        <SimpleGrid cols={2} spacing="sm">
          <NumberInput label={t('packages.fields.guestsMin')} {...count} {...field('guestsMin')} />
          <NumberInput label={t('packages.fields.guestsMax')} {...count} {...field('guestsMax')} />
          <NumberInput label={t('packages.fields.hoursMin')} {...count} {...field('hoursMin')} />
          <NumberInput label={t('packages.fields.hoursMax')} {...count} {...field('hoursMax')} />
        </SimpleGrid>
      </Fieldset>
    </FormPopup>
  );
}
