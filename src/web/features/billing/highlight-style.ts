import type { CSSProperties } from 'react';

/** The plan a lock points to: the primary colour's ring around it, kept while it has the focus too. */
export const highlightStyle: CSSProperties = {
  borderColor: 'var(--mantine-primary-color-filled)',
  outline: '2px solid var(--mantine-primary-color-filled)',
  outlineOffset: 2,
};
