import { Badge, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from './ScrollTable.tsx';
import type { CompetitorStatistics } from '../../../domain/competitors/competitors-api.ts';
import { formatNumber } from '../../../domain/format.ts';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { StatChart } from '../statistics/charts/StatChart.tsx';
import type { ChartRow, ChartSeries } from '../statistics/charts/chart-data.ts';
import { periodLabel } from '../statistics/period-label.ts';
import { useOrdinal } from '../statistics/use-ordinal.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { competitorColour } from './competitor-colours.ts';

const categoryColours = { beginner: 'gray', intermediate: 'blue', expert: 'teal' } as const;

/** The supplier beside its competitors: shortlists and search ranks per month, and the side-by-side table. */
export function CompetitorCharts({ statistics }: { statistics: CompetitorStatistics }) {
  const { t } = useTranslation('competitors');
  const locale = useCurrentLocale();
  const ordinal = useOrdinal();
  const count = (value: number) => formatNumber(value, locale);
  // keys of their own: ids may hold characters the chart library reads as paths
  const series: ChartSeries[] = statistics.suppliers.map((supplier, index) => ({
    key: `s${index}`,
    label: supplier.own ? t('charts.you', { name: supplier.name }) : supplier.name,
    colour: competitorColour(supplier.own, index - 1),
  }));
  const rowsOf = (value: (supplier: CompetitorStatistics['suppliers'][number], period: number) => number | null): ChartRow[] =>
    statistics.periods.map((start, period) => ({
      label: periodLabel(start, 'month', locale),
      values: Object.fromEntries(statistics.suppliers.map((supplier, index) => [`s${index}`, value(supplier, period)])),
    }));
  const month = t('charts.month');
  const latestRank = (supplier: CompetitorStatistics['suppliers'][number]) => supplier.historicalRankings.findLast((rank) => rank !== null) ?? null;

  return (
    <Stack gap="lg">
      <StatChart
        title={t('charts.shortlists')}
        description={t('charts.shortlistsHint')}
        kind="line"
        rows={rowsOf((supplier, period) => supplier.shortlisted.series[period] ?? 0)}
        series={series}
        axisLabel={month}
        formatValue={count}
        emptyText={t('charts.noShortlists')}
      />
      <StatChart
        title={statistics.county ? t('charts.ranks', { county: statistics.county }) : t('charts.ranksNoCounty')}
        description={t('charts.ranksHint')}
        kind="line"
        rows={rowsOf((supplier, period) => supplier.historicalRankings[period]?.rank ?? null)}
        series={series}
        axisLabel={month}
        formatValue={(rank) => ordinal(Math.round(rank))}
        emptyText={t('charts.noRanks')}
      />
      <SectionCard id="competitors-side-by-side" title={t('table.title')}>
        <ScrollTable label={t('table.title')} minWidth={480}>
          <Table striped verticalSpacing="xs" horizontalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('table.supplier')}</Table.Th>
                <Table.Th ta="right">{t('table.lastMonth')}</Table.Th>
                <Table.Th ta="right">{t('table.year')}</Table.Th>
                <Table.Th>{t('table.profile')}</Table.Th>
                <Table.Th ta="right">{t('table.rank')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {statistics.suppliers.map((supplier, index) => {
                const rank = latestRank(supplier);
                return (
                  <Table.Tr key={supplier.id}>
                    <Table.Th scope="row" fw={supplier.own ? 700 : 500}>
                      {series[index]!.label}
                    </Table.Th>
                    <Table.Td ta="right">{count(supplier.shortlisted.lastMonth)}</Table.Td>
                    <Table.Td ta="right">{count(supplier.shortlisted.total)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={categoryColours[supplier.profileScoreCategory]}>
                        {t(`categories.${supplier.profileScoreCategory}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">{rank ? t('table.rankOf', { rank: ordinal(rank.rank), total: rank.total }) : t('table.noRank')}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      </SectionCard>
    </Stack>
  );
}
