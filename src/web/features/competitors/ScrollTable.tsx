import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways inside its card on a narrow screen, reachable by keyboard (a scrolling
 * box must take the focus to be scrolled without a mouse), named for screen readers by `label`.
 */
export function ScrollTable({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <Box role="group" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}
