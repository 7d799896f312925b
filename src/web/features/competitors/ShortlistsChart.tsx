import { useTranslation } from 'react-i18next';
import type { CompetitorStatistics } from '../../../domain/competitors/competitors-api.ts';
import { formatNumber } from '../../../domain/format.ts';
import { StatChart } from '../statistics/charts/StatChart.tsx';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useCompetitorSeries } from './competitor-series.ts';

/** Couples' shortlists per month of the supplier beside its competitors (competitors page and market insights). */
export function ShortlistsChart({ statistics, title }: { statistics: CompetitorStatistics; title?: string }) {
  const { t } = useTranslation('competitors');
  const locale = useCurrentLocale();
  const { series, rowsOf } = useCompetitorSeries(statistics);
  return (
    <StatChart
      title={title ?? t('charts.shortlists')}
      description={t('charts.shortlistsHint')}
      kind="line"
      rows={rowsOf((supplier, period) => supplier.shortlisted.series[period] ?? 0)}
      series={series}
      axisLabel={t('charts.month')}
      formatValue={(value) => formatNumber(value, locale)}
      emptyText={t('charts.noShortlists')}
    />
  );
}
