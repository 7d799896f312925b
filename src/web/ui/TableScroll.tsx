import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways when the screen is narrower than `minWidth`, with the browser's own
 * scroll bar (Mantine's Table.ScrollContainer brings its scroll area and floating-ui, ~20 kB gzip).
 * A table with nothing to focus in it names `label`: the scrolling box is then a keyboard stop of that
 * name, so it can be scrolled without a mouse.
 */
export function TableScroll({ minWidth, label, children }: { minWidth: number; label?: string; children: ReactNode }) {
  const focusable = label === undefined ? {} : { tabIndex: 0, role: 'group', 'aria-label': label };
  return (
    <Box style={{ overflowX: 'auto' }} {...focusable}>
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}
