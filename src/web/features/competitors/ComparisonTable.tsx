import { Box, Paper, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIsPhone } from '../../ui/use-is-phone.ts';

interface ComparisonRow {
  key: string;
  /** The supplier's name as the row's header. */
  name: string;
  own: boolean;
  cells: ReactNode[];
}

/**
 * The supplier and its competitors side by side: a table, or on a phone one card per supplier (lists show
 * cards there instead of tables), so nothing is cut or scrolls sideways.
 */
export function ComparisonTable({
  label,
  columns,
  rows,
}: {
  label: string;
  columns: { label: string; numeric?: boolean }[];
  rows: ComparisonRow[];
}) {
  const isPhone = useIsPhone();
  if (isPhone) {
    return (
      <Stack component="ul" gap="xs" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rows.map((row) => (
          <Paper key={row.key} component="li" withBorder p="sm" radius="md">
            <Text fw={700} mb="xs">
              {row.name}
            </Text>
            {/* the figures are short: they keep their width and the labels wrap */}
            <Box
              component="dl"
              m={0}
              style={{
                display: 'grid',
                gridTemplateColumns: 'minmax(0, 1fr) max-content',
                columnGap: 'var(--mantine-spacing-md)',
                rowGap: 'var(--mantine-spacing-xs)',
              }}
            >
              {columns.slice(1).map((column, index) => (
                <Box key={column.label} style={{ display: 'contents' }}>
                  <Text component="dt" size="sm" c="dimmed">
                    {column.label}
                  </Text>
                  <Text component="dd" size="sm" m={0} ta="right">
                    {row.cells[index]}
                  </Text>
                </Box>
              ))}
            </Box>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table striped verticalSpacing="xs" aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.label} ta={column.numeric ? 'right' : undefined}>
              {column.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th scope="row" fw={row.own ? 700 : 500}>
              {row.name}
            </Table.Th>
            {row.cells.map((cell, index) => (
              <Table.Td key={columns[index + 1]!.label} ta={columns[index + 1]!.numeric ? 'right' : undefined}>
                {cell}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
