import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { Viewer } from '../../../domain/viewer.ts';

// Mantine's Select (its combobox and floating-ui, ~8 kB gzip) loads once the shell has shown: most users have one
// supplier
const SupplierSelect = lazy(async () => ({ default: (await import('./SupplierSelect.tsx')).SupplierSelect }));

/**
 * For users of several suppliers: the supplier choice (SupplierSelect), a placeholder of its size while its code
 * arrives.
 */
export function SupplierSwitcher({ viewer }: { viewer: Viewer }) {
  return (
    <Suspense fallback={<Skeleton h={60} />}>
      <SupplierSelect viewer={viewer} />
    </Suspense>
  );
}
