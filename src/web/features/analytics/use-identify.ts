import { useEffect } from 'react';
import { identifySupplier } from './track.ts';

/** Identifies the active supplier once it has loaded (once per session and supplier; track.ts). */
export function useIdentify(supplierId: string | undefined): void {
  useEffect(() => {
    if (supplierId) identifySupplier(supplierId);
  }, [supplierId]);
}
