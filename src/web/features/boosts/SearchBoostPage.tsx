import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { SearchBoostAnswer } from '../../../domain/boosts-api.ts';
import { formatDate, formatMoney } from '../../../domain/format.ts';
import { venueTypeFlags } from '../../../domain/listing/venue-sections.ts';
import { boostLabel, boostPurchaseRefusal, sameSlot, type BoostChoice } from '../../../domain/search-boost.ts';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { UpgradeLink } from '../billing/UpgradeLink.tsx';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useActiveSupplier } from '../viewer/use-active-supplier.ts';
import { CheckoutError } from './CheckoutError.tsx';
import { boostCalls, useSearchBoost } from './boost-calls.ts';

type Slot = SearchBoostAnswer['taken'][number];
const choiceOf = (slot: Slot): BoostChoice =>
  slot.mode === 'type'
    ? { mode: 'type', value: slot.value, venueType: slot.venueType ?? '' }
    : { mode: 'generic', value: slot.value };

/**
 * /search-boost and /suppliers/search-boost?id= (spec routes): the three TopSpot positions of the supplier's
 * category in its county, generic or (venues) for one venue type, each one slot there, bought for a period
 * through the payments provider. Top spot is an expert feature; the business's admins buy.
 */
export function SearchBoostPage() {
  const active = useActiveSupplier();
  const [params] = useSearchParams();
  if (!active) return null;
  return <SearchBoost supplierId={params.get('id') ?? active.supplier.id} />;
}

function SearchBoost({ supplierId }: { supplierId: string }) {
  const { t } = useTranslation('boosts');
  useDocumentTitle(t('title'));
  const boost = useSearchBoost(supplierId);
  return (
    <Stack gap="lg" maw={1000}>
      <QueryBody
        query={boost}
        loadingLabel={t('loading')}
        failedHeader={t('loadFailed')}
        isEmpty={() => false}
        emptyText=""
      >
        {(data) => <SearchBoostBody data={data} supplierId={supplierId} />}
      </QueryBody>
    </Stack>
  );
}

function SearchBoostBody({ data, supplierId }: { data: SearchBoostAnswer; supplierId: string }) {
  const { t } = useTranslation('boosts');
  const { t: tFlags } = useTranslation('listingFlags');
  const locale = useCurrentLocale();
  // the lock and the right to buy are the server's answer for this business and this user (it may not be the active
  // one)
  const { lockedBelow, canBuy } = data;
  const [mode, setMode] = useState<'generic' | 'type'>(data.current?.mode ?? 'generic');
  const [venueType, setVenueType] = useState<string | null>(data.current?.venueType ?? null);
  const current = data.current;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed" mt={4}>
          {data.county
            ? t('intro', { business: data.supplierName, county: data.county, days: data.days })
            : t('introNoCounty', { business: data.supplierName })}
        </Text>
      </div>
      {lockedBelow && (
        <Alert color="blue" title={t('locked', { tier: t(`tiers:names.${lockedBelow}`) })}>
          <UpgradeLink tier={lockedBelow} feature="topSpot" />
        </Alert>
      )}
      {current && (
        <Card withBorder padding="lg" component="section" aria-labelledby="your-boost">
          <Title order={2} size="h3" id="your-boost">
            {t('yours', {
              position: boostLabel(current.value),
              where: current.venueType ? tFlags(`flags.${current.venueType}`) : t('generic'),
            })}
          </Title>
          <Text mt={4}>
            {current.endsAt ? t('runsUntil', { date: formatDate(current.endsAt, locale) }) : t('runsWithoutEnd')}
          </Text>
          {current.endsAt && (
            <Text size="sm" c="dimmed">
              {t('extendHow')}
            </Text>
          )}
        </Card>
      )}
      {data.isVenue && (
        <Group align="flex-end" gap="md">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="boost-where">
              {t('where')}
            </Text>
            <SegmentedControl
              aria-labelledby="boost-where"
              value={mode}
              onChange={(value) => setMode(value)}
              data={[
                { value: 'generic', label: t('allSearches') },
                { value: 'type', label: t('oneVenueType') },
              ]}
            />
          </Stack>
          {mode === 'type' && (
            <Select
              label={t('venueType')}
              placeholder={t('chooseVenueType')}
              data={venueTypeFlags.map((flag) => ({ value: flag, label: tFlags(`flags.${flag}`) }))}
              value={venueType}
              onChange={setVenueType}
              searchable
              w={260}
            />
          )}
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {data.prices.map((price) => {
          const choice: BoostChoice | null =
            mode === 'type'
              ? venueType
                ? { mode, value: price.value, venueType }
                : null
              : { mode: 'generic', value: price.value };
          return (
            <PositionCard
              key={price.value}
              data={data}
              price={price}
              choice={choice}
              supplierId={supplierId}
              canBuy={canBuy}
              isVenue={data.isVenue}
            />
          );
        })}
      </SimpleGrid>
      {!canBuy && !lockedBelow && (
        <Text size="sm" c="dimmed">
          {t('adminsOnly', { business: data.supplierName })}
        </Text>
      )}
    </Stack>
  );
}

interface PositionCardProps {
  data: SearchBoostAnswer;
  price: SearchBoostAnswer['prices'][number];
  /** The slot this card would buy; null until a venue type is chosen. */
  choice: BoostChoice | null;
  supplierId: string;
  canBuy: boolean;
  isVenue: boolean;
}

function PositionCard({ data, price, choice, supplierId, canBuy, isVenue }: PositionCardProps) {
  const { t } = useTranslation('boosts');
  const locale = useCurrentLocale();
  const buy = useMutation({
    mutationFn: (bought: BoostChoice) => boostCalls.buyBoost(supplierId, bought),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const label = boostLabel(price.value) ?? '';
  const taken = choice ? data.taken.find((slot) => sameSlot(choiceOf(slot), choice)) : undefined;
  const current = data.current;
  const isYours = choice !== null && current !== null && sameSlot(choiceOf(current), choice);
  const refusal = choice
    ? boostPurchaseRefusal({
        choice,
        own: {
          boost: current ? choiceOf(current) : { mode: 'none' },
          endsAt: current?.endsAt ? new Date(current.endsAt) : null,
        },
        takenByOthers: data.taken.map(choiceOf),
        isVenue,
      })
    : null;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={label}>
      <Stack gap="xs" h="100%">
        <Title order={2} size="h3">
          {label}
        </Title>
        <Text size="sm">{t(`positions.${price.value}`)}</Text>
        <Text fz={24} fw={700}>
          {t('priceFor', { price: formatMoney(price.amount, price.currency, locale), days: data.days })}
        </Text>
        {isYours && (
          <Badge variant="outline" color="teal" c="teal.9">
            {t('yourPosition')}
          </Badge>
        )}
        {taken && (
          <Text size="sm" c="dimmed">
            {taken.endsAt ? t('takenUntil', { date: formatDate(taken.endsAt, locale) }) : t('taken')}
          </Text>
        )}
        {canBuy && choice && !refusal && (
          <Button mt="auto" onClick={() => buy.mutate(choice)} loading={buy.isPending || buy.isSuccess}>
            {isYours ? t('extend', { position: label }) : t('buy', { position: label })}
          </Button>
        )}
        {canBuy && refusal === 'other-boost-running' && (
          <Text size="sm" c="dimmed">
            {t('errors.other-boost-running')}
          </Text>
        )}
        {buy.isError && <CheckoutError error={buy.error} />}
      </Stack>
    </Card>
  );
}
