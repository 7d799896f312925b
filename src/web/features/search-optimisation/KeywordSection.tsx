import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../domain/format.ts';
import type { KeywordInsights } from '../../../domain/statistics/keyword-insights-api.ts';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { useCurrentLocale } from '../shell/use-language.ts';
import { StatChart } from '../statistics/charts/StatChart.tsx';
import { usePeriodPoint } from '../statistics/period-label.ts';
import { useStatistic } from '../statistics/statistics-calls.ts';

/** Keyword insights as a bar chart, and the search appearances per month as a line chart (each with its table view). */
export function KeywordSection({ supplierId }: { supplierId: string }) {
  const { t } = useTranslation('searchOptimisation');
  const locale = useCurrentLocale();
  const periodOf = usePeriodPoint();
  const insights = useStatistic<KeywordInsights>(supplierId, 'keyword-insights');
  const count = (value: number) => formatNumber(value, locale);
  return (
    <QueryBody
      query={insights}
      loadingLabel={t('loading')}
      failedHeader={t('loadFailed')}
      isEmpty={() => false}
      emptyText={null}
    >
      {(data) => (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <StatChart
            title={t('keywords.title')}
            description={[
              t('keywords.description', { top: data.top }),
              data.withKeyword > 0
                ? t('keywords.withKeyword', { count: data.withKeyword, formatted: count(data.withKeyword) })
                : '',
            ]
              .filter((text) => text !== '')
              .join(' ')}
            kind="barsAcross"
            rows={data.keywords.map((keyword) => ({ label: keyword.keyword, values: { appearances: keyword.count } }))}
            series={[{ key: 'appearances', label: t('keywords.series') }]}
            axisLabel={t('keywords.axis')}
            formatValue={count}
            emptyText={t('keywords.empty')}
          />
          <StatChart
            title={t('appearances.title')}
            description={t('appearances.description')}
            kind="line"
            rows={data.appearances.periods.map((period, index) => ({
              ...periodOf(period, 'month'),
              values: { appearances: data.appearances.counts[index] ?? 0 },
            }))}
            series={[{ key: 'appearances', label: t('appearances.series') }]}
            axisLabel={t('appearances.axis')}
            formatValue={count}
            emptyText={t('appearances.empty')}
          />
        </SimpleGrid>
      )}
    </QueryBody>
  );
}
