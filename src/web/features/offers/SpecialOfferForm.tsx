import { Checkbox, Group, Radio, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currencySymbol, numberSeparators } from '../../../domain/format.ts';
import type { Offer } from '../../../domain/offers/offers-api.ts';
import { formDiscountTypes, offerLimits, type SpecialOfferType } from '../../../domain/offers/offers.ts';
import { DateListInput, dayErrorKeys } from '../../ui/DateListInput.tsx';
import { DeferredNumberInput } from '../../ui/DeferredNumberInput.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import type { OfferCalls } from './offer-calls.ts';
import { OfferErrorsNotice, OfferFormActions, saveOffer, useOfferFormGuard } from './offer-form-parts.tsx';
import { specialOfferBody, specialOfferValuesOf, type SpecialOfferValues } from './offer-form-values.ts';

interface SpecialOfferFormProps {
  type: SpecialOfferType;
  offer: Offer | null;
  currency: string;
  day: string;
  calls: OfferCalls;
  disabled: boolean;
}

/**
 * The form of a special offer (midweek, seasonal, late availability, custom): every field of the Offer entity the
 * supplier sets.
 */
export function SpecialOfferForm({ type, offer, currency, day, calls, disabled }: SpecialOfferFormProps) {
  const { t } = useTranslation('offers');
  const locale = useCurrentLocale();
  const { form, busy, failure, onSubmit, inputProps } = useSchemaForm<SpecialOfferValues>({
    initialValues: specialOfferValuesOf(offer),
    loadSchema: async () => (await import('./offer-form-schema.ts')).specialOfferFormSchema(type, day),
    submit: (values) => saveOffer(calls, type, specialOfferBody(values), () => t('saved'), leave),
  });
  const leave = useOfferFormGuard(form.isDirty());
  const off = disabled || busy;
  const { discountType } = form.values;
  const days = form.values.lateDates.split(',');
  const valueLabel = {
    percentOff: t('form.percentValue'),
    poundOff: t('form.amountValue'),
    setPrice: t('form.setPriceValue'),
  } as const;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <OfferErrorsNotice form={form} failure={failure} />
        <TextInput
          label={t('form.offerTitle')}
          description={t('form.offerTitleHint')}
          required
          maxLength={offerLimits.title}
          disabled={off}
          {...inputProps('title')}
        />
        <Textarea
          label={t('form.description')}
          description={t('form.descriptionHint')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={offerLimits.description}
          disabled={off}
          {...inputProps('description')}
        />
        <Radio.Group
          label={t('form.discountType')}
          required
          {...inputProps('discountType')}
          onChange={(value) => {
            form.setFieldValue('discountType', value as SpecialOfferValues['discountType']);
            // the value or the words: the other one's error goes with it
            form.clearFieldError('discountValue');
            form.clearFieldError('details');
          }}
        >
          <Group gap="md" mt={6}>
            {formDiscountTypes.map((option) => (
              <Radio key={option} value={option} label={t(`form.discountTypes.${option}`)} disabled={off} />
            ))}
          </Group>
        </Radio.Group>
        {discountType === 'other' ? (
          <TextInput
            label={t('form.details')}
            description={t('form.detailsHint')}
            required
            maxLength={offerLimits.details}
            disabled={off}
            {...inputProps('details')}
          />
        ) : (
          <DeferredNumberInput
            label={valueLabel[discountType]}
            required
            disabled={off}
            allowNegative={false}
            // the schema says what is wrong with 100 or 150 %: no silent clamping to the maximum
            clampBehavior="none"
            decimalSeparator={numberSeparators(locale).decimal}
            // percent with up to 2 decimals; amounts are whole, so a German "1.500" is fifteen hundred
            {...(discountType === 'percentOff'
              ? { suffix: ' %', decimalScale: 2 }
              : {
                  prefix: `${currencySymbol(currency, locale)} `,
                  allowDecimal: false,
                  thousandSeparator: numberSeparators(locale).group,
                })}
            maw={240}
            {...inputProps('discountValue')}
          />
        )}
        {type === 'lateAvailability' && (
          <DateListInput
            label={t('form.lateDates')}
            description={t('form.lateDatesHint', { max: offerLimits.lateDates })}
            required
            days={days}
            onChange={(next) => form.setFieldValue('lateDates', next.join(','))}
            max={offerLimits.lateDates}
            min={day}
            error={inputProps('lateDates').error}
            dayErrors={dayErrorKeys(days, form.errors, 'lateDates').map((key) => key && t(key))}
            disabled={off}
            dayLabel={(number) => t('form.lateDate', { number })}
            removeLabel={(number) => t('form.removeLateDate', { number })}
            addLabel={t('form.addLateDate')}
          />
        )}
        <Checkbox
          label={t('form.expiration')}
          checked={form.values.expiration === 'true'}
          disabled={off}
          onChange={(event) => form.setFieldValue('expiration', event.currentTarget.checked ? 'true' : '')}
        />
        {form.values.expiration === 'true' && (
          <TextInput
            type="date"
            label={t('form.expiryDate')}
            required
            min={day}
            disabled={off}
            maw={240}
            {...inputProps('expiryDate')}
          />
        )}
        <OfferFormActions
          type={type}
          hasOffer={offer !== null}
          calls={calls}
          busy={busy}
          disabled={disabled}
          saveLabel={t('form.save')}
          leave={leave}
        />
      </Stack>
    </form>
  );
}
