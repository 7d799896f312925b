import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ComparisonTable } from './ComparisonTable.tsx';
import type { CompetitorStatistics } from '../../../domain/competitors/competitors-api.ts';
import { formatNumber } from '../../../domain/format.ts';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { StatChart } from '../statistics/charts/StatChart.tsx';
import { useOrdinal } from '../statistics/use-ordinal.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useCompetitorSeries } from './competitor-series.ts';
import { ShortlistsChart } from './ShortlistsChart.tsx';

// dark shades: readable on the striped rows (axe's contrast check)
const categoryColours = { beginner: 'dark.6', intermediate: 'blue.9', expert: 'teal.9' } as const;

/** The supplier beside its competitors: shortlists and search ranks per month, and the side-by-side table. */
export function CompetitorCharts({ statistics }: { statistics: CompetitorStatistics }) {
  const { t } = useTranslation('competitors');
  const locale = useCurrentLocale();
  const ordinal = useOrdinal();
  const count = (value: number) => formatNumber(value, locale);
  const { series, rowsOf } = useCompetitorSeries(statistics);
  const month = t('charts.month');
  return (
    <Stack gap="lg">
      <ShortlistsChart statistics={statistics} />
      <StatChart
        title={statistics.county ? t('charts.ranks', { county: statistics.county }) : t('charts.ranksNoCounty')}
        description={t('charts.ranksHint')}
        kind="line"
        rows={rowsOf((supplier, period) => supplier.historicalRankings[period]?.rank ?? null)}
        series={series}
        axisLabel={month}
        // the axis' 0 is no rank
        formatValue={(rank) => (rank < 1 ? '' : ordinal(Math.round(rank)))}
        emptyText={t('charts.noRanks')}
      />
      <SectionCard id="competitors-side-by-side" title={t('table.title')}>
        <ComparisonTable
          label={t('table.title')}
          columns={[
            { label: t('table.supplier') },
            { label: t('table.lastMonth'), numeric: true },
            { label: t('table.year'), numeric: true },
            { label: t('table.profile') },
            { label: t('table.rank'), numeric: true },
          ]}
          rows={statistics.suppliers.map((supplier, index) => {
            const rank = supplier.rankToday;
            return {
              key: supplier.id,
              name: series[index]!.label,
              own: supplier.own,
              cells: [
                count(supplier.shortlisted.lastMonth),
                count(supplier.shortlisted.total),
                <Text key="category" size="sm" fw={600} c={categoryColours[supplier.profileScoreCategory]} span>
                  {t(`categories.${supplier.profileScoreCategory}`)}
                </Text>,
                rank ? t('table.rankOf', { rank: ordinal(rank.rank), total: rank.total }) : t('table.noRank'),
              ],
            };
          })}
        />
      </SectionCard>
    </Stack>
  );
}
