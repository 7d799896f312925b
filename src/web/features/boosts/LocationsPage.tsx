import { Alert, Button, Card, Group, List, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { CountiesAnswer } from '../../../domain/boosts-api.ts';
import { featureMinTier } from '../../../domain/feature-access.ts';
import { formatDate, formatMoney } from '../../../domain/format.ts';
import { countiesPurchaseRefusal, maxCountiesPerPurchase } from '../../../domain/locations/counties.ts';
import { roleMay } from '../../../domain/roles.ts';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { UpgradeLink } from '../billing/UpgradeLink.tsx';
import { useCheckoutReturn } from '../billing/checkout-return.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useActiveSupplier, type ActiveSupplier } from '../viewer/use-active-supplier.ts';
import { CheckoutError } from './CheckoutError.tsx';
import { boostCalls, useCounties, useRegions } from './boost-calls.ts';

/**
 * /locations (spec route): the multi-county boost. The supplier is also found in the counties it adds,
 * each bought for a period with one payment and priced per county; the tier (or pay per enquiry) allows it.
 */
export function LocationsPage() {
  const active = useActiveSupplier();
  if (!active) return null;
  return <Locations active={active} />;
}

const countiesReturnColours = { paid: 'teal', failed: 'red', pending: 'blue', nothing: 'gray' } as const;

function Locations({ active }: { active: ActiveSupplier }) {
  const { t } = useTranslation('boosts');
  const { t: tCommon } = useTranslation();
  useDocumentTitle(t('counties.title'));
  const [params] = useSearchParams();
  const payment = params.get('payment');
  // a success names its checkout: none of this user's pending says so at once (src/domain/checkout-return.ts)
  const checkout = useCheckoutReturn(active.supplier.id);
  const counties = useCounties(active.supplier.id, {
    untilChanged: payment === 'success' && checkout.state === 'pending',
  });
  const queryClient = useQueryClient();
  useEffect(() => {
    // a refetch's failure stays in its query: invalidateQueries never rejects
    if (payment === 'success' && checkout.state === 'paid')
      void queryClient.invalidateQueries({ queryKey: ['locations', active.supplier.id] });
  }, [payment, checkout.state, queryClient, active.supplier.id]);
  return (
    <Stack gap="lg" maw={800}>
      <div>
        <Title order={1}>{t('counties.title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('counties.intro', { business: active.supplier.name })}
        </Text>
      </div>
      {payment === 'success' && checkout.state !== undefined && (
        <Alert color={countiesReturnColours[checkout.state]} role="status">
          {checkout.state === 'paid'
            ? t('counties.paid')
            : checkout.state === 'failed'
              ? t('counties.paymentFailed')
              : tCommon(`checkoutReturn.${checkout.state === 'pending' ? 'confirming' : 'nothing'}`)}
        </Alert>
      )}
      {payment === 'failed' && (
        <Alert color="red" role="alert">
          {t('counties.paymentFailed')}
        </Alert>
      )}
      <QueryBody
        query={counties}
        loadingLabel={t('counties.loading')}
        failedHeader={t('counties.loadFailed')}
        isEmpty={() => false}
        emptyText=""
      >
        {(data) => <LocationsBody data={data} active={active} />}
      </QueryBody>
    </Stack>
  );
}

function LocationsBody({ data, active }: { data: CountiesAnswer; active: ActiveSupplier }) {
  const { t } = useTranslation('boosts');
  const locale = useCurrentLocale();
  const { supplier, features } = active;
  const regions = useRegions(data.country);
  const [chosen, setChosen] = useState<string[]>([]);
  const buy = useMutation({
    mutationFn: () => boostCalls.buyCounties(supplier.id, chosen),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const minTier = featureMinTier('multiCounty', features);
  const canBuy = data.allowed && roleMay(supplier.role, 'billing');
  const refusal = countiesPurchaseRefusal(chosen, { country: data.country, homeCounty: data.homeCounty ?? undefined });
  const running = new Map(data.areas.map((area) => [area.county, area.endsAt]));
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" component="section" aria-labelledby="your-counties">
        <Title order={2} size="h3" id="your-counties">
          {t('counties.yours')}
        </Title>
        {data.homeCounty && <Text mt={4}>{t('counties.home', { county: data.homeCounty })}</Text>}
        {data.areas.length === 0 ? (
          <Text size="sm" c="dimmed" mt="xs">
            {t('counties.none')}
          </Text>
        ) : (
          <List mt="xs" spacing={4}>
            {data.areas.map((area) => (
              <List.Item key={area.county}>
                {t('counties.until', { county: area.county, date: formatDate(area.endsAt, locale) })}
              </List.Item>
            ))}
          </List>
        )}
      </Card>
      {!data.allowed && minTier && (
        <Alert color="blue" title={t('counties.locked', { tier: t(`tiers:names.${minTier}`) })}>
          <UpgradeLink tier={minTier} feature="multiCounty" />
        </Alert>
      )}
      {data.allowed && !canBuy && (
        <Text size="sm" c="dimmed">
          {t('adminsOnly', { business: supplier.name })}
        </Text>
      )}
      {canBuy && (
        <Card withBorder padding="lg" component="section" aria-labelledby="add-counties">
          <Stack gap="sm">
            <Title order={2} size="h3" id="add-counties">
              {t('counties.add')}
            </Title>
            <Text size="sm">
              {t('counties.price', {
                price: formatMoney(data.price.amount, data.price.currency, locale),
                days: data.days,
              })}
            </Text>
            <MultiSelect
              label={t('counties.choose')}
              description={t('counties.chooseHint', { max: maxCountiesPerPurchase })}
              data={(regions.data ?? [])
                .filter((county) => county !== data.homeCounty)
                .map((county) => ({
                  value: county,
                  label: running.has(county) ? t('counties.extendOption', { county }) : county,
                }))}
              value={chosen}
              onChange={setChosen}
              searchable
              maxValues={maxCountiesPerPurchase}
              nothingFoundMessage={t('counties.nothingFound')}
              disabled={!regions.data}
            />
            <Group justify="space-between" align="center">
              <Text fw={600}>
                {t('counties.total', {
                  count: chosen.length,
                  price: formatMoney(data.price.amount * chosen.length, data.price.currency, locale),
                })}
              </Text>
              <Button onClick={() => buy.mutate()} disabled={refusal !== null} loading={buy.isPending || buy.isSuccess}>
                {t('counties.buy', { count: chosen.length })}
              </Button>
            </Group>
            {buy.isError && <CheckoutError error={buy.error} />}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
