import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Box, Group, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../domain/format.ts';
import { useCurrentLocale } from '../../shell/use-language.ts';
import { angledTickHeight, axisTicks } from './axis-ticks.ts';
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
  /** the value axis' labels; compact numbers ("1.2K") by default, so they do not crowd a narrow chart */
  formatAxisValue?: (value: number) => string;
  markers?: readonly ChartMarker[];
  /** shown above the chart when every value is zero or missing */
  emptyText?: string;
};

// recharts' own keyboard layer would make the drawing a focus stop that says nothing, and a bare svg is an
// image of its own inside the named one: the wrapper names the drawing, the table view holds its figures
const quiet = { accessibilityLayer: false, role: 'presentation' };
type ChartProps = Pick<
  ComponentProps<typeof LineChart>,
  | 'h'
  | 'data'
  | 'dataKey'
  | 'series'
  | 'valueFormatter'
  | 'withLegend'
  | 'referenceLines'
  | 'tooltipAnimationDuration'
  | 'xAxisProps'
  | 'yAxisProps'
>;
const charts = {
  line: (props: ChartProps) => <LineChart {...props} lineChartProps={quiet} />,
  bar: (props: ChartProps) => <BarChart {...props} barChartProps={quiet} />,
  barsAcross: ({ xAxisProps, yAxisProps, ...props }: ChartProps) => (
    // sideways the labels are on the y axis, the values on the x axis
    <BarChart
      {...props}
      barChartProps={quiet}
      orientation="vertical"
      xAxisProps={{ tickFormatter: yAxisProps?.tickFormatter, tickCount: yAxisProps?.tickCount }}
      yAxisProps={{ width: 110, interval: 0, tickFormatter: xAxisProps?.tickFormatter }}
    />
  ),
};

/** The y axis' width; the plot is the rest of the chart's. */
const valueAxisWidth = 48;
/** Fewer value ticks than recharts' five, so a narrow chart's numbers do not crowd. */
const valueTickCount = 4;

/**
 * A statistics chart (spec sections 4 and 9: 235 px high) with its data as a table one switch away, so
 * the numbers are there for screen readers, keyboards and anyone who wants them exactly. Every period keeps
 * an axis label (axis-ticks.ts), and the plan-change markers are named above the drawing, never over its data.
 */
export function StatChart({
  title,
  description,
  kind,
  rows,
  series,
  axisLabel,
  formatValue,
  formatAxisValue,
  markers = [],
  emptyText,
}: StatChartProps) {
  const { t } = useTranslation('statistics');
  const locale = useCurrentLocale();
  const { ref, width } = useElementSize();
  const coloured = colouredSeries(series);
  const Chart = charts[kind];
  const empty = rows.every((row) => coloured.every((one) => !row.values[one.key]));
  const tickOf = (row: ChartRow) => row.tick ?? { long: row.label, short: row.label };
  const longest = (pick: 'long' | 'short') => Math.max(0, ...rows.map((row) => tickOf(row)[pick].length));
  const ticks = axisTicks(rows.length, width - valueAxisWidth, { long: longest('long'), short: longest('short') });
  const tickText = new Map(rows.map((row) => [row.label, tickOf(row)[ticks.labels]]));
  const compact = (value: number) => formatNumber(value, locale, { notation: 'compact', maximumFractionDigits: 1 });

  return (
    <ChartCard title={title} description={description}>
      {(view) => (
        <>
          {empty && emptyText && <Text size="sm">{emptyText}</Text>}
          {view === 'chart' ? (
            <>
              {markers.length > 0 && <MarkerKey markers={markers} />}
              {/* the drawing is one image to assistive technology; its numbers are the table view */}
              <Box ref={ref} role="img" aria-label={t('chart.image', { title })}>
                <Chart
                  h={chartHeight}
                  data={rows.map((row) => ({ label: row.label, ...row.values }))}
                  dataKey="label"
                  series={coloured.map((one) => ({ name: one.key, label: one.label, color: one.colour }))}
                  valueFormatter={formatValue}
                  withLegend={coloured.length > 1}
                  // unlabelled: the key above names them, so no label lies over bars or lines
                  referenceLines={markers.map((marker) => ({
                    x: marker.at,
                    color: 'gray.7',
                    strokeDasharray: '4 3',
                  }))}
                  xAxisProps={{
                    interval: ticks.every - 1,
                    tickFormatter: (label: string) => tickText.get(label) ?? label,
                    ...(ticks.angled && {
                      angle: -45,
                      textAnchor: 'end',
                      height: angledTickHeight(longest('short')),
                      // Mantine's tick moves its text by a `transform`, which replaced the rotation recharts writes in
                      // the same attribute: the labels stayed flat and ran together on a phone
                      tick: { fontSize: 12, fill: 'currentColor' },
                    }),
                  }}
                  yAxisProps={{
                    width: valueAxisWidth,
                    tickCount: valueTickCount,
                    tickFormatter: formatAxisValue ?? compact,
                  }}
                  tooltipAnimationDuration={0}
                />
              </Box>
            </>
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

/** The markers' names above the drawing, each after a dashed stroke like its line and with its period. */
function MarkerKey({ markers }: { markers: readonly ChartMarker[] }) {
  const { t } = useTranslation('statistics');
  return (
    <Group component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {markers.map((marker) => (
        <Group component="li" key={`${marker.at}-${marker.label}`} gap={6} wrap="nowrap">
          <Box
            w={0}
            h={14}
            style={{ borderLeft: '2px dashed var(--mantine-color-gray-7)', flexShrink: 0 }}
            aria-hidden
          />
          <Text size="xs">{t('chart.marker', { label: marker.label, at: marker.at })}</Text>
        </Group>
      ))}
    </Group>
  );
}
