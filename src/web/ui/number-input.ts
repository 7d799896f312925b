/** Mantine's NumberInput alone, for DeferredNumberInput's dynamic import. */
export { NumberInput } from '@mantine/core';
