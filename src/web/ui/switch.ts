/** Mantine's Switch alone, for DeferredSwitch's dynamic import. */
export { Switch } from '@mantine/core';
