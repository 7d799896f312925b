import { Center, Loader, SimpleGrid, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../domain/format.ts';
import type { StatisticsMetric } from '../../../../domain/statistics/metrics.ts';
import type { Monoquery } from '../../../../domain/statistics/monoquery-api.ts';
import { conversionPercent, tierChangesInPeriods } from '../../../../domain/statistics/performance.ts';
import type { TierChangeHistory } from '../../../../domain/statistics/performance-api.ts';
import type { ChartMarker, ChartRow } from '../charts/chart-data.ts';
import { StatChart } from '../charts/StatChart.tsx';
import { usePeriodPoint } from '../period-label.ts';
import { useCurrentLocale } from '../../shell/use-language.ts';

type Chart = { key: string; kind: 'line' | 'bar'; metrics: StatisticsMetric[] };

const charts: Chart[] = [
  { key: 'views', kind: 'line', metrics: ['profileViews'] },
  { key: 'enquiries', kind: 'bar', metrics: ['enquiries', 'shortlists'] },
  { key: 'clicks', kind: 'line', metrics: ['websiteClicks', 'phoneClicks'] },
];

/**
 * The supplier's metrics per month or week with its tier changes drawn on them. The lines are drawn only
 * once the tier history has loaded (spec section 7: plot lines asked before it loads are an error).
 */
export function PerformanceCharts({
  series,
  tierChanges,
}: {
  series: Monoquery;
  tierChanges: UseQueryResult<TierChangeHistory>;
}) {
  const { t } = useTranslation('performance');
  const locale = useCurrentLocale();
  const periodOf = usePeriodPoint();
  if (tierChanges.isPending) {
    return (
      <Center py="xl" role="status" aria-label={t('loading')}>
        <Loader />
      </Center>
    );
  }
  const points = series.periods.map((day) => periodOf(day, series.granularity));
  const labelOf = (day: string) => points[series.periods.indexOf(day)]!.label;
  const markers: ChartMarker[] = tierChangesInPeriods(
    tierChanges.data?.changes ?? [],
    series.periods,
    series.granularity,
  ).map((change) => ({
    at: labelOf(change.period),
    label: t('tierChange', { from: t(`tiers:names.${change.from}`), to: t(`tiers:names.${change.to}`) }),
  }));
  const rowsOf = (values: (index: number) => Record<string, number | null>): ChartRow[] =>
    points.map((point, index) => ({ ...point, values: values(index) }));
  const count = (value: number) => formatNumber(value, locale);
  const common = { axisLabel: t(`axis.${series.granularity}`), markers, emptyText: t('charts.empty') };

  return (
    <>
      {tierChanges.isError && (
        <Text size="sm" c="dimmed">
          {t('tierChangesFailed')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        {charts.map((chart) => (
          <StatChart
            key={chart.key}
            title={t(`charts.${chart.key}.title`)}
            description={t(`charts.${chart.key}.description`)}
            kind={chart.kind}
            rows={rowsOf((index) =>
              Object.fromEntries(chart.metrics.map((metric) => [metric, series.series[metric][index]!])),
            )}
            series={chart.metrics.map((metric) => ({ key: metric, label: t(`metrics.${metric}`) }))}
            formatValue={count}
            {...common}
          />
        ))}
        <StatChart
          title={t('charts.conversion.title')}
          description={t('charts.conversion.description')}
          kind="line"
          rows={rowsOf((index) => ({
            conversion: conversionPercent(series.series.enquiries[index]!, series.series.profileViews[index]!),
          }))}
          series={[{ key: 'conversion', label: t('metrics.conversion') }]}
          formatValue={(value) => formatNumber(value / 100, locale, { style: 'percent', maximumFractionDigits: 1 })}
          formatAxisValue={(value) => formatNumber(value / 100, locale, { style: 'percent', maximumFractionDigits: 0 })}
          {...common}
        />
      </SimpleGrid>
    </>
  );
}
