import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { budgetBands, formatBudgetAmount } from '../../../domain/enquiries/budget.ts';
import { isFeatureOffered, lockedBelow } from '../../../domain/feature-access.ts';
import { formatNumber } from '../../../domain/format.ts';
import type { Locale } from '../../../domain/locales.ts';
import type { CompetitorStatistics } from '../../../domain/competitors/competitors-api.ts';
import type { CoupleBudgets } from '../../../domain/statistics/market-insights-api.ts';
import { marketInsightsCountries } from '../../../domain/statistics/market-insights.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { FeatureLock } from '../billing/FeatureLock.tsx';
import { PersistentMessage } from '../../ui/PersistentMessage.tsx';
import { useCurrentLocale } from '../shell/use-language.ts';
import { PieStatChart } from '../statistics/charts/PieStatChart.tsx';
import { StatChart } from '../statistics/charts/StatChart.tsx';
import { usePeriodPoint } from '../statistics/period-label.ts';
import { useActiveSupplier, type ActiveSupplier } from '../viewer/use-active-supplier.ts';
import { useCoupleBudgets, useCountyDemand, useCouplesTrends } from './market-insights-calls.ts';
import { ShortlistsChart } from '../competitors/ShortlistsChart.tsx';
import { useStatistic } from '../statistics/statistics-calls.ts';

/** Country names in the reader's language, joined as a list ("the United Kingdom, Germany and France"). */
function countryList(countries: readonly string[], locale: Locale): string {
  const names = new Intl.DisplayNames(locale, { type: 'region' });
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    countries.map((country) => names.of(country) ?? country),
  );
}

const counter = (locale: Locale) => (value: number) => formatNumber(value, locale);

/**
 * The market as the titles name it: the category, and the supplier's county or, for one without a county (a new
 * listing; the server then counts the whole country), "your country", so no title reads "Photographers in : …".
 */
function useMarketPlace() {
  const { t } = useTranslation('marketInsights');
  return (data: { category: string; county: string | null }) => ({
    category: t(`categories:${data.category}`, { defaultValue: data.category }),
    county: data.county ?? t('wholeCountry'),
  });
}

/**
 * /market-insights (spec section 6: classic, offered in GB, DE and FR only): couples' budgets in the
 * five bands, the country's seasonality, the demand in the supplier's county and its shortlists beside its competitors'.
 */
export function MarketInsightsPage() {
  const { t } = useTranslation('marketInsights');
  const locale = useCurrentLocale();
  const active = useActiveSupplier();
  if (!active) return null;
  const countries = countryList(marketInsightsCountries, locale);
  const offered = isFeatureOffered('marketInsights', active.features);
  const locked = lockedBelow('marketInsights', active.features);
  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} intro={t('intro', { countries })} />
      {!offered ? (
        <Alert color="gray" title={t('notOffered.title')}>
          {t('notOffered.text', { countries })}
        </Alert>
      ) : locked ? (
        <FeatureLock title={t('locked', { tier: t(`tiers:names.${locked}`) })} tier={locked} feature="marketInsights" />
      ) : (
        <MarketCharts key={active.supplier.id} active={active} />
      )}
    </Stack>
  );
}

function MarketCharts({ active }: { active: ActiveSupplier }) {
  return (
    <Stack gap="lg">
      <BudgetCharts active={active} />
      <DemandChart active={active} />
      <TrendsChart country={active.supplier.l10n.country} />
      <MarketShortlists active={active} />
    </Stack>
  );
}

/**
 * Spec section 9: "statistics market uses couple-budgets and competitor-list-shortlists": couples' shortlists of the
 * supplier beside its competitors'. The list of competitors opens at its own tier: below it, after the market's own
 * charts, the lock names that tier.
 */
function MarketShortlists({ active }: { active: ActiveSupplier }) {
  const { t } = useTranslation('marketInsights');
  const locked = lockedBelow('competitorsPage', active.features);
  const statistics = useStatistic<CompetitorStatistics>(
    active.supplier.id,
    'competitor-list-shortlists',
    {},
    locked === null,
  );
  if (locked) {
    return (
      <FeatureLock
        title={t('shortlists.locked', { tier: t(`tiers:names.${locked}`) })}
        tier={locked}
        feature="competitorsPage"
      />
    );
  }
  return (
    <QueryBody
      query={statistics}
      loadingLabel={t('shortlists.loading')}
      failedHeader={t('shortlists.failed')}
      isEmpty={() => false}
      emptyText={null}
    >
      {(data) => <ShortlistsChart statistics={data} title={t('shortlists.title')} />}
    </QueryBody>
  );
}

function BudgetCharts({ active }: { active: ActiveSupplier }) {
  const { t } = useTranslation('marketInsights');
  const locale = useCurrentLocale();
  const query = useCoupleBudgets(active.supplier.id);
  const placeOf = useMarketPlace();
  const { currency } = active.supplier.l10n;
  const amount = (value: number) => formatBudgetAmount(value, currency, locale);
  const bandLabel = (band: (typeof budgetBands)[number]) =>
    band.max === null
      ? t('budgets.over', { amount: amount(band.min) })
      : band.min === 0
        ? t('budgets.under', { amount: amount(band.max) })
        : t('budgets.between', { from: amount(band.min), to: amount(band.max) });
  const slices = (group: CoupleBudgets['own']) =>
    budgetBands.map((band) => ({ key: band.id, label: bandLabel(band), value: group.bands[band.id] }));
  const percent = (value: number) => formatNumber(value / 100, locale, { style: 'percent' });
  return (
    <QueryBody
      query={query}
      loadingLabel={t('budgets.loading')}
      failedHeader={t('budgets.failed')}
      isEmpty={() => false}
      emptyText={null}
    >
      {(data) => {
        const where = placeOf(data);
        return (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {(['market', 'own'] as const).map((group) => (
              <PieStatChart
                key={group}
                title={t(`budgets.${group}Title`, where)}
                description={t('budgets.description', {
                  count: data[group].withoutBudget,
                  countText: formatNumber(data[group].withoutBudget, locale),
                })}
                slices={slices(data[group])}
                nameLabel={t('budgets.band')}
                formatCount={counter(locale)}
                formatPercent={percent}
                emptyText={t('budgets.empty')}
              />
            ))}
          </SimpleGrid>
        );
      }}
    </QueryBody>
  );
}

function DemandChart({ active }: { active: ActiveSupplier }) {
  const { t } = useTranslation('marketInsights');
  const locale = useCurrentLocale();
  const periodOf = usePeriodPoint();
  const query = useCountyDemand(active.supplier.id);
  const placeOf = useMarketPlace();
  return (
    <QueryBody
      query={query}
      loadingLabel={t('demand.loading')}
      failedHeader={t('demand.failed')}
      isEmpty={() => false}
      emptyText={null}
    >
      {(data) => {
        const where = placeOf(data);
        return (
          <StatChart
            kind="bar"
            title={t('demand.title', where)}
            description={t('demand.description', {
              ...where,
              count: data.suppliers,
              countText: formatNumber(data.suppliers, locale),
            })}
            rows={data.months.map((month, index) => ({
              ...periodOf(month, 'month'),
              values: { market: data.market[index]!, own: data.own[index]! },
            }))}
            series={[
              { key: 'market', label: t('demand.market', where) },
              { key: 'own', label: t('demand.own') },
            ]}
            axisLabel={t('statistics:periods.month')}
            formatValue={counter(locale)}
            emptyText={t('demand.empty')}
          />
        );
      }}
    </QueryBody>
  );
}

function TrendsChart({ country }: { country: string }) {
  const { t } = useTranslation('marketInsights');
  const locale = useCurrentLocale();
  const periodOf = usePeriodPoint();
  const query = useCouplesTrends(country);
  const countryName = new Intl.DisplayNames(locale, { type: 'region' }).of(country) ?? country;
  if (query.isError) {
    // spec section 7: a trends file that does not answer 200 is 'Failed to fetch couples trends'
    return (
      <PersistentMessage
        theme="error"
        header={t('trends.failed')}
        text={t('trends.failedText')}
        buttons={[{ label: t('common:retry'), onClick: () => void query.refetch() }]}
      />
    );
  }
  return (
    <QueryBody
      query={query}
      loadingLabel={t('trends.loading')}
      failedHeader={t('trends.failed')}
      isEmpty={() => false}
      emptyText={null}
    >
      {(data) => (
        <StatChart
          kind="line"
          title={t('trends.title', { country: countryName })}
          description={t('trends.description', { country: countryName })}
          rows={data.months.map((month, index) => ({
            ...periodOf(month, 'month'),
            values: { enquiries: data.enquiries[index]!, weddings: data.weddings[index]! },
          }))}
          series={[
            { key: 'enquiries', label: t('trends.enquiries') },
            { key: 'weddings', label: t('trends.weddings') },
          ]}
          axisLabel={t('statistics:periods.month')}
          formatValue={counter(locale)}
          emptyText={t('trends.empty')}
        />
      )}
    </QueryBody>
  );
}
