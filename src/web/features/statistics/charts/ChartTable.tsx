import { Table, VisuallyHidden } from '@mantine/core';
import { TableScroll } from '../../../ui/TableScroll.tsx';
import type { ChartMarker, ChartRow, ChartSeries } from './chart-data.ts';

interface ChartTableProps {
  caption: string;
  axisLabel: string;
  rows: readonly ChartRow[];
  series: readonly ChartSeries[];
  formatValue: (value: number) => string;
  markers?: readonly ChartMarker[];
}

/** A chart's data as a table: one row per x label, one column per series, markers noted on their row. */
export function ChartTable({ caption, axisLabel, rows, series, formatValue, markers = [] }: ChartTableProps) {
  return (
    <TableScroll minWidth={Math.min(640, 160 + series.length * 110)} label={caption}>
      <Table striped verticalSpacing={4} fz="sm">
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{axisLabel}</Table.Th>
            {series.map((one) => (
              <Table.Th key={one.key} scope="col" ta="right">
                {one.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const notes = markers.filter((marker) => marker.at === row.label).map((marker) => marker.label);
            return (
              <Table.Tr key={row.label}>
                <Table.Th scope="row" fw={400}>
                  {[row.label, ...notes].join(' · ')}
                </Table.Th>
                {series.map((one) => {
                  const value = row.values[one.key];
                  return (
                    <Table.Td key={one.key} ta="right">
                      {value === null || value === undefined ? '–' : formatValue(value)}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
