import { Badge, Fieldset, Group, NumberInput, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { currencyFractionDigits } from '../../../domain/format.ts';
import { toMajorUnits, toMinorUnits } from '../../../domain/pricing/money-input.ts';
import { packageNameMaxLength } from '../../../domain/pricing/packages.ts';
import {
  guestsTypesFor,
  priceMethods,
  priceSchemeFor,
  priceSchemeInputSchema,
  type GuestsType,
  type PriceMethod,
  type SupplierPriceScheme,
} from '../../../domain/pricing/price-schemes.ts';
import { useFieldError } from '../../ui/use-field-error.ts';
import { FormPopup } from '../../ui/FormPopup.tsx';
import { countOrNull, inputOf, submitChecked, type NumberValue } from './form-values.ts';

interface SchemeValues {
  name: string;
  priceMethod: PriceMethod;
  guestsType: GuestsType;
  priceMin: NumberValue;
  priceMax: NumberValue;
  guestsMin: NumberValue;
  guestsMax: NumberValue;
  guests: NumberValue;
}

function valuesOf(scheme: SupplierPriceScheme | null, currency: string): SchemeValues {
  return {
    name: scheme?.name ?? '',
    priceMethod: scheme?.priceMethod ?? 'perHead',
    guestsType: scheme?.guestsType ?? 'minMax',
    priceMin: scheme ? toMajorUnits(scheme.priceMin, currency) : '',
    priceMax: toMajorUnits(scheme?.priceMax ?? null, currency),
    guestsMin: inputOf(scheme?.guestsMin ?? null),
    guestsMax: inputOf(scheme?.guestsMax ?? null),
    guests: inputOf(scheme?.guests ?? null),
  };
}

interface PriceSchemeFormProps {
  scheme: SupplierPriceScheme | null;
  currency: string;
  busy: boolean;
  onSave: (body: object) => Promise<unknown>;
  onClose: () => void;
}

/**
 * A venue's price scheme: the price method and guests type pick the scheme (spec section 4), then prices and guests.
 */
export function PriceSchemeForm(props: PriceSchemeFormProps) {
  const { t } = useTranslation('pricing');
  const { currency } = props;
  const form = useForm<SchemeValues>({ mode: 'controlled', initialValues: valuesOf(props.scheme, currency) });
  const errorOf = useFieldError(form);
  const field = (name: keyof SchemeValues) => ({ ...form.getInputProps(name), error: errorOf(name) });
  const { priceMethod, guestsType } = form.values;
  const scheme = priceSchemeFor(priceMethod, guestsType);

  const pickMethod = (value: string) => {
    const method = value as PriceMethod;
    form.setFieldValue('priceMethod', method);
    // keep the guests type when the method offers it, else the method's first
    if (!priceSchemeFor(method, form.values.guestsType)) form.setFieldValue('guestsType', guestsTypesFor(method)[0]!);
  };

  const submit = form.onSubmit(async (v) => {
    const body = {
      name: v.name,
      priceMethod: v.priceMethod,
      guestsType: v.guestsType,
      priceMin: toMinorUnits(v.priceMin, currency),
      priceMax: toMinorUnits(v.priceMax, currency),
      guestsMin: countOrNull(v.guestsMin),
      guestsMax: countOrNull(v.guestsMax),
      guests: countOrNull(v.guests),
    };
    if (await submitChecked(form, priceSchemeInputSchema, body, props.onSave)) props.onClose();
  });
  const money = { min: 0, allowNegative: false, decimalScale: currencyFractionDigits(currency) };
  const count = { min: 1, allowDecimal: false, allowNegative: false };
  const perHead = priceMethod === 'perHead';

  return (
    <FormPopup
      title={props.scheme ? t('schemes.editTitle') : t('schemes.addTitle')}
      saveLabel={t('schemes.save')}
      busy={props.busy}
      failure={form.errors._}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <Fieldset legend={t('schemes.sections.scheme')} disabled={props.busy}>
        <Stack gap="sm">
          <TextInput label={t('schemes.fields.name')} required maxLength={packageNameMaxLength} {...field('name')} />
          <Radio.Group
            label={t('schemes.fields.priceMethod')}
            value={priceMethod}
            onChange={pickMethod}
            error={errorOf('priceMethod')}
          >
            <Group gap="lg" mt={4}>
              {priceMethods.map((method) => (
                <Radio key={method} value={method} label={t(`schemes.priceMethods.${method}`)} />
              ))}
            </Group>
          </Radio.Group>
          <Radio.Group label={t('schemes.fields.guestsType')} {...field('guestsType')}>
            <Group gap="lg" mt={4}>
              {guestsTypesFor(priceMethod).map((type) => (
                <Radio key={type} value={type} label={t(`schemes.guestsTypes.${type}`)} />
              ))}
            </Group>
          </Radio.Group>
          {scheme && (
            <Text size="sm">
              {t('schemes.resulting')}{' '}
              <Badge variant="light" tt="none">
                {t(`schemes.names.${scheme}`)}
              </Badge>
            </Text>
          )}
        </Stack>
      </Fieldset>
      <Fieldset legend={t('schemes.sections.prices')} disabled={props.busy}>
        <SimpleGrid cols={2} spacing="sm">
          <NumberInput
            label={t(perHead ? 'schemes.fields.priceMinPp' : 'schemes.fields.priceMin', { currency })}
            required
            {...money}
            {...field('priceMin')}
          />
          <NumberInput
            label={t(perHead ? 'schemes.fields.priceMaxPp' : 'schemes.fields.priceMax', { currency })}
            {...money}
            {...field('priceMax')}
          />
          {guestsType === 'minMax' && (
            <NumberInput label={t('schemes.fields.guestsMin')} required {...count} {...field('guestsMin')} />
          )}
          {guestsType === 'minMax' && (
            <NumberInput label={t('schemes.fields.guestsMax')} required {...count} {...field('guestsMax')} />
          )}
          {guestsType === 'fixed' && (
            <NumberInput label={t('schemes.fields.guests')} required {...count} {...field('guests')} />
          )}
        </SimpleGrid>
      </Fieldset>
    </FormPopup>
  );
}
