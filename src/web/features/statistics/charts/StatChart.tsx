import '@mantine/charts/styles.css';
import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChartCard } from './ChartCard.tsx';
import { useTranslation } from 'react-i18next';
import { ChartTable } from './ChartTable.tsx';
import { chartHeight, colouredSeries, type ChartMarker, type ChartRow, type ChartSeries } from './chart-data.ts';

export type StatChartProps = {
  title: string;
  /** a sentence under the title: what the chart counts */
  description?: ReactNode;
  kind: 'line' | 'bar' | 'area';
  rows: readonly ChartRow[];
  series: readonly ChartSeries[];
  /** the x axis' name, the table's first column */
  axisLabel: string;
  formatValue: (value: number) => string;
  markers?: readonly ChartMarker[];
  /** shown above the chart when every value is zero or missing */
  emptyText?: string;
};

const charts = { line: LineChart, bar: BarChart, area: AreaChart };

/**
 * A statistics chart (spec sections 4 and 9: 235 px high) with its data as a table one switch away, so
 * the numbers are there for screen readers, keyboards and anyone who wants them exactly.
 */
export function StatChart({ title, description, kind, rows, series, axisLabel, formatValue, markers = [], emptyText }: StatChartProps) {
  const { t } = useTranslation('statistics');
  const coloured = colouredSeries(series);
  const Chart = charts[kind];
  const empty = rows.every((row) => coloured.every((one) => !row.values[one.key]));
  return (
    <ChartCard title={title} description={description}>
      {(view) => (
        <>
          {empty && emptyText && <Text size="sm">{emptyText}</Text>}
          {view === 'chart' ? (
            // the drawing is one image to assistive technology; its numbers are the table view
            <Box role="img" aria-label={t('chart.image', { title })}>
              <Chart
                h={chartHeight}
                data={rows.map((row) => ({ label: row.label, ...row.values }))}
                dataKey="label"
                series={coloured.map((one) => ({ name: one.key, label: one.label, color: one.colour }))}
                valueFormatter={formatValue}
                withLegend={coloured.length > 1}
                referenceLines={markers.map((marker) => ({ x: marker.at, label: marker.label, color: 'gray.6', labelPosition: 'insideTopLeft' }))}
                tooltipAnimationDuration={0}
              />
            </Box>
          ) : (
            <ChartTable caption={title} axisLabel={axisLabel} rows={rows} series={coloured} formatValue={formatValue} markers={markers} />
          )}
        </>
      )}
    </ChartCard>
  );
}
