import { Radio, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Offer } from '../../../domain/offers/offers-api.ts';
import { brandDiscountChoices, offerLimits } from '../../../domain/offers/offers.ts';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import type { OfferCalls } from './offer-calls.ts';
import { OfferErrorsNotice, OfferFormActions, saveOffer, useOfferFormGuard } from './offer-form-parts.tsx';
import { brandDiscountBody, brandDiscountValuesOf, type BrandDiscountValues } from './offer-form-values.ts';

/** The brand discount (spec: none, 5, 10, 20 percent or other), until a last day; "none" removes it. */
export function BrandDiscountForm({
  offer,
  day,
  calls,
  disabled,
}: {
  offer: Offer | null;
  day: string;
  calls: OfferCalls;
  disabled: boolean;
}) {
  const { t } = useTranslation('offers');
  const { form, busy, failure, onSubmit, inputProps } = useSchemaForm<BrandDiscountValues>({
    initialValues: brandDiscountValuesOf(offer),
    loadSchema: async () => (await import('./offer-form-schema.ts')).brandDiscountFormSchema(day),
    submit: (values) =>
      saveOffer(
        calls,
        'bbDiscount',
        brandDiscountBody(values),
        (saved) => t(saved.offer ? 'discountSaved' : offer ? 'discountRemoved' : 'discountNone'),
        leave,
      ),
  });
  const leave = useOfferFormGuard(form.isDirty());
  const off = disabled || busy;
  const { choice } = form.values;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <OfferErrorsNotice form={form} failure={failure} />
        <Radio.Group
          label={t('form.choice')}
          required
          {...inputProps('choice')}
          onChange={(value) => {
            form.setFieldValue('choice', value);
            // the words of "other" are asked only for other: their error goes with the field
            form.clearFieldError('details');
          }}
        >
          <Stack gap={8} mt={6}>
            {brandDiscountChoices.map((option) => (
              <Radio key={option} value={option} label={t(`form.choices.${option}`)} disabled={off} />
            ))}
          </Stack>
        </Radio.Group>
        {choice === 'other' && (
          <TextInput
            label={t('form.otherDiscount')}
            required
            maxLength={offerLimits.details}
            disabled={off}
            {...inputProps('details')}
          />
        )}
        {choice !== 'none' && (
          <TextInput
            type="date"
            label={t('form.discountExpiry')}
            required
            min={day}
            disabled={off}
            maw={240}
            {...inputProps('expiryDate')}
          />
        )}
        <OfferFormActions
          type="bbDiscount"
          hasOffer={offer !== null}
          calls={calls}
          busy={busy}
          disabled={disabled}
          saveLabel={t('form.saveDiscount')}
          leave={leave}
        />
      </Stack>
    </form>
  );
}
