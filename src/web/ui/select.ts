/** Mantine's Select alone, for DeferredSelect's dynamic import. */
export { Select } from '@mantine/core';
