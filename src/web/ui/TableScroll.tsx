import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways when the screen is narrower than `minWidth`, with the browser's own
 * scroll bar (Mantine's Table.ScrollContainer brings its scroll area and floating-ui, ~20 kB gzip).
 */
export function TableScroll({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  return (
    <Box style={{ overflowX: 'auto' }}>
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}
