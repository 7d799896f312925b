import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Box, Text } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from './ChartCard.tsx';
import { ChartTable } from './ChartTable.tsx';
import { chartHeight, colouredSeries, type ChartMarker, type ChartRow, type ChartSeries } from './chart-data.ts';

export type StatChartProps = {
  title: string;
  /** a sentence under the title: what the chart counts */
  description?: ReactNode;
  /** `barsAcross`: bars drawn sideways, for long labels (search terms) that would not fit under the bars */
  kind: 'line' | 'bar' | 'barsAcross';
  rows: readonly ChartRow[];
  series: readonly ChartSeries[];
  /** the x axis' name, the table's first column */
  axisLabel: string;
  formatValue: (value: number) => string;
  markers?: readonly ChartMarker[];
  /** shown above the chart when every value is zero or missing */
  emptyText?: string;
};

// recharts' own keyboard layer would make the drawing a focus stop that says nothing, and a bare svg is an
// image of its own inside the named one: the wrapper names the drawing, the table view holds its figures
const quiet = { accessibilityLayer: false, role: 'presentation' };
const charts = {
  line: (props: ChartProps) => <LineChart {...props} lineChartProps={quiet} />,
  bar: (props: ChartProps) => <BarChart {...props} barChartProps={quiet} />,
  barsAcross: (props: ChartProps) => (
    <BarChart {...props} barChartProps={quiet} orientation="vertical" yAxisProps={{ width: 110, interval: 0 }} />
  ),
};
type ChartProps = Pick<
  ComponentProps<typeof LineChart>,
  'h' | 'data' | 'dataKey' | 'series' | 'valueFormatter' | 'withLegend' | 'referenceLines' | 'tooltipAnimationDuration'
>;

/** A marker's label reads away from the nearer edge, so one late in the chart is not cut off at its right. */
const labelSide = (rows: readonly ChartRow[], at: string) =>
  rows.findIndex((row) => row.label === at) > rows.length / 2 ? 'insideTopRight' : 'insideTopLeft';

/**
 * A statistics chart (spec sections 4 and 9: 235 px high) with its data as a table one switch away, so
 * the numbers are there for screen readers, keyboards and anyone who wants them exactly.
 */
export function StatChart({
  title,
  description,
  kind,
  rows,
  series,
  axisLabel,
  formatValue,
  markers = [],
  emptyText,
}: StatChartProps) {
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
                referenceLines={markers.map((marker) => ({
                  x: marker.at,
                  label: marker.label,
                  color: 'gray.6',
                  labelPosition: labelSide(rows, marker.at),
                }))}
                tooltipAnimationDuration={0}
              />
            </Box>
          ) : (
            <ChartTable
              caption={title}
              axisLabel={axisLabel}
              rows={rows}
              series={coloured}
              formatValue={formatValue}
              markers={markers}
            />
          )}
        </>
      )}
    </ChartCard>
  );
}
