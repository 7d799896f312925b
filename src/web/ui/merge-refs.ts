import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * floating-ui's useMergeRefs, the one thing Mantine's ScrollArea takes from it, on @mantine/hooks'
 * useMergedRef: vite.config.ts hands this file to ScrollArea so that a table or a popup does not bring
 * the whole of floating-ui (15 kB gzip) to its screen.
 */
export function useMergeRefs<T>(refs: (Ref<T> | undefined)[]): (node: T | null) => void {
  return useMergedRef(...refs);
}
