/** Mantine's Table.ScrollContainer alone, for the deferred one (table-scroll-container-deferred.tsx). */
export { TableScrollContainer } from '@mantine/core';
