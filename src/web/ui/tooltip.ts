/** Mantine's Tooltip alone, for DeferredTooltip's dynamic import (a chunk without the rest of Mantine). */
export { Tooltip } from '@mantine/core';
