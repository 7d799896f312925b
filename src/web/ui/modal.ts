/** Mantine's Modal alone, for LazyModal's dynamic import. */
export { Modal } from '@mantine/core';
