import type { TableScrollContainerProps } from '@mantine/core';
import { lazy, Suspense } from 'react';

const Loaded = lazy(async () => ({ default: (await import('./table-scroll-container.ts')).TableScrollContainer }));

/**
 * Table.ScrollContainer for Mantine's Table only (vite.config.ts hands this file to Table in place of its own): the
 * portal's tables scroll in TableScroll, so a table no longer brings the scroll area (~5 kB gzip) to its screen.
 * Should one use Table.ScrollContainer, its table shows at once and gets the scroll area when the code arrives.
 */
export function TableScrollContainer(props: TableScrollContainerProps) {
  return (
    <Suspense fallback={props.children}>
      <Loaded {...props} />
    </Suspense>
  );
}
