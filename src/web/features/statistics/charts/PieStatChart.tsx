import '@mantine/charts/styles.css';
import { PieChart } from '@mantine/charts';
import { Box, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChartCard } from './ChartCard.tsx';
import { useTranslation } from 'react-i18next';
import { chartHeight, colouredSeries, withPercentages, type PieSlice } from './chart-data.ts';

interface PieStatChartProps {
  title: string;
  description?: ReactNode;
  slices: readonly PieSlice[];
  /** the table's first column: what a slice is */
  nameLabel: string;
  formatCount: (value: number) => string;
  formatPercent: (percent: number) => string;
  emptyText: string;
}

/**
 * A pie of shares (spec section 9: its percentages rounded to sum to 100, 235 px high) with a legend,
 * and its counts and shares as a table one switch away.
 */
export function PieStatChart({
  title,
  description,
  slices,
  nameLabel,
  formatCount,
  formatPercent,
  emptyText,
}: PieStatChartProps) {
  const { t } = useTranslation('statistics');
  const shares = withPercentages(slices);
  const colours = colouredSeries(slices.map((slice) => ({ key: slice.key, label: slice.label })));
  const empty = shares.every((slice) => slice.value <= 0);
  return (
    <ChartCard title={title} description={description}>
      {(view) =>
        empty ? (
          <Text size="sm">{emptyText}</Text>
        ) : view === 'chart' ? (
          <Group gap="lg" align="center" wrap="wrap">
            <Box role="img" aria-label={t('chart.image', { title })}>
              <PieChart
                size={chartHeight - 40}
                h={chartHeight}
                // an empty share has no slice; the shares are written in the legend beside the pie, not on it,
                // where small slices' labels would overlap
                data={shares
                  .map((slice, index) => ({ name: slice.label, value: slice.percent, color: colours[index]!.colour }))
                  .filter((slice) => slice.value > 0)}
                withTooltip
                tooltipDataSource="segment"
                valueFormatter={formatPercent}
                pieChartProps={{ accessibilityLayer: false, role: 'presentation' }}
              />
            </Box>
            <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
              {shares.map((slice, index) => (
                <Group component="li" key={slice.key} gap="xs" wrap="nowrap">
                  <Box
                    w={12}
                    h={12}
                    style={{ borderRadius: 2, flexShrink: 0 }}
                    bg={colours[index]!.colour}
                    aria-hidden
                  />
                  <Text size="sm">
                    {t('chart.legend', { label: slice.label, value: formatPercent(slice.percent) })}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Group>
        ) : (
          <Table striped verticalSpacing={4} fz="sm">
            <VisuallyHidden component="caption">{title}</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{nameLabel}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('chart.count')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('chart.share')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shares.map((slice) => (
                <Table.Tr key={slice.key}>
                  <Table.Th scope="row" fw={400}>
                    {slice.label}
                  </Table.Th>
                  <Table.Td ta="right">{formatCount(slice.value)}</Table.Td>
                  <Table.Td ta="right">{formatPercent(slice.percent)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )
      }
    </ChartCard>
  );
}
