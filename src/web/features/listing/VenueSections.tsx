import { Anchor, Checkbox, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currencySymbol, formatMoneyRange, numberSeparators } from '../../../domain/format.ts';
import type { Listing } from '../../../domain/listing/template.ts';
import { toNonNegativeInt } from '../../../domain/field-rules.ts';
import {
  venuePricingGroups,
  venueTargetingPriceFields,
  venueTimeFields,
} from '../../../domain/listing/venue-fields.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { useFieldProps } from './listing-form-context.ts';
import { DeferredNumberInput } from '../../ui/DeferredNumberInput.tsx';

const capacityCounts = [
  'indoorReceptionNoOfPeople',
  'indoorSeatedDiningNoOfPeople',
  'accommodationNoOfPeople',
  'noOfAdditionalGuestRooms',
] as const;

function CountInput({ path }: { path: string }) {
  const { text } = useFieldProps();
  return <DeferredNumberInput min={0} allowNegative={false} allowDecimal={false} {...text(path)} />;
}

/** A price kept in minor units, typed in whole units of the supplier's currency. */
function PriceInput({ path, currency }: { path: string; currency: string }) {
  const { text, form } = useFieldProps();
  const { value, ...props } = text(path);
  const locale = useCurrentLocale();
  const { group, decimal } = numberSeparators(locale);
  return (
    <DeferredNumberInput
      {...props}
      min={0}
      allowNegative={false}
      allowDecimal={false}
      thousandSeparator={group}
      decimalSeparator={decimal}
      leftSection={currencySymbol(currency, locale)}
      value={toNonNegativeInt(value) / 100}
      onChange={(next) => form.setFieldValue(path, toNonNegativeInt(next) * 100)}
    />
  );
}

export function VenueCapacitySection() {
  const { t } = useTranslation('listing');
  const { check } = useFieldProps();
  return (
    <SectionCard id="listing-venue-capacity" title={t('sections.venueCapacity')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {capacityCounts.map((field) => (
          <CountInput key={field} path={field} />
        ))}
      </SimpleGrid>
      <Stack gap="xs">
        <Checkbox {...check('hasAccommodation')} />
        <Checkbox {...check('bridalSuite')} />
      </Stack>
    </SectionCard>
  );
}

/** What the price schemes give a group, e.g. "£65 – £110 · from 60 guests"; null when the venue has no such scheme. */
function SchemePrices({
  listing,
  group,
  currency,
}: {
  listing: Listing;
  group: (typeof venuePricingGroups)[number];
  currency: string;
}) {
  const { t } = useTranslation('listing');
  const locale = useCurrentLocale();
  const min = Number(listing[group.min] ?? 0);
  const max = Number(listing[group.max] ?? 0);
  const guests = group.guests ? Number(listing[group.guests] ?? 0) : 0;
  if (min === 0 && max === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('pricing.noScheme')}
      </Text>
    );
  const range = formatMoneyRange(min, max > min ? max : null, currency, locale);
  return (
    <Text size="sm">
      {t(`pricing.${group.info}`, { range })}
      {guests > 0 && ` · ${t('pricing.guests', { count: guests })}`}
    </Text>
  );
}

export function VenuePricingSection({ listing, currency }: { listing: Listing; currency: string }) {
  const { t } = useTranslation('listing');
  const { text } = useFieldProps();
  return (
    <SectionCard id="listing-venue-pricing" title={t('sections.venuePricing')}>
      <Text size="sm" c="dimmed">
        {t('pricing.fromSchemes')}{' '}
        <Anchor component={Link} to="/pricing" underline="always">
          {t('pricing.link')}
        </Anchor>
      </Text>
      {venuePricingGroups.map((group) => (
        <Stack key={group.info} gap={4}>
          <Textarea autosize minRows={2} maxRows={6} {...text(group.info)} />
          <SchemePrices listing={listing} group={group} currency={currency} />
        </Stack>
      ))}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {venueTargetingPriceFields.map((field) => (
          <PriceInput key={field} path={field} currency={currency} />
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}

export function VenueTimesSection() {
  const { t } = useTranslation('listing');
  const { text } = useFieldProps();
  return (
    <SectionCard id="listing-venue-times" title={t('sections.venueTimes')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {venueTimeFields.map((field) => (
          <TextInput key={field} type="time" {...text(field)} />
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}
