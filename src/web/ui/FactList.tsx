import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label and value pairs as a description list; an empty value shows `empty`. */
export function FactList({ rows, empty }: { rows: [label: string, value: ReactNode][]; empty: string }) {
  return (
    <Box
      component="dl"
      m={0}
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(7rem, max-content) minmax(0, 1fr)',
        columnGap: 'var(--mantine-spacing-md)',
        rowGap: 'var(--mantine-spacing-xs)',
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} style={{ display: 'contents' }}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value || empty}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
