import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways when the screen is narrower than `minWidth`, with the browser's own
 * scroll bar (Mantine's Table.ScrollContainer brings its scroll area and floating-ui, ~20 kB gzip).
 * A table without links or buttons names the box (`label`): it then takes the keyboard focus, so it can
 * be scrolled without a mouse (axe's scrollable-region-focusable).
 */
export function TableScroll({ minWidth, label, children }: { minWidth: number; label?: string; children: ReactNode }) {
  return (
    <Box style={{ overflowX: 'auto' }} {...(label === undefined ? {} : { role: 'group', 'aria-label': label, tabIndex: 0 })}>
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}
