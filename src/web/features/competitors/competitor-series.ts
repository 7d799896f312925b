import { useTranslation } from 'react-i18next';
import type { CompetitorStatistics } from '../../../domain/competitors/competitors-api.ts';
import type { ChartRow, ChartSeries } from '../statistics/charts/chart-data.ts';
import { usePeriodPoint } from '../statistics/period-label.ts';
import { competitorColour } from './competitor-colours.ts';

type ComparedSupplier = CompetitorStatistics['suppliers'][number];

/**
 * The supplier and its competitors as chart series (you first, each competitor in its colour), and the rows of a
 * monthly value of each: what the competitors page and market insights draw from competitor-list-shortlists.
 */
export function useCompetitorSeries(statistics: CompetitorStatistics) {
  const { t } = useTranslation('competitors');
  const periodOf = usePeriodPoint();
  // keys of their own: ids may hold characters the chart library reads as paths
  const series: ChartSeries[] = statistics.suppliers.map((supplier, index) => ({
    key: `s${index}`,
    label: supplier.own ? t('charts.you', { name: supplier.name }) : supplier.name,
    colour: competitorColour(supplier.own, index - 1),
  }));
  const rowsOf = (value: (supplier: ComparedSupplier, period: number) => number | null): ChartRow[] =>
    statistics.periods.map((start, period) => ({
      ...periodOf(start, 'month'),
      values: Object.fromEntries(statistics.suppliers.map((supplier, index) => [`s${index}`, value(supplier, period)])),
    }));
  return { series, rowsOf };
}
