import { lazy, Suspense } from 'react';
import { showsChangelog } from '../../../domain/help/changelog.ts';
import type { SupplierView } from '../../../domain/viewer.ts';

// fetched only for the suppliers who see it (GB venues), not with every screen's first load
const ChangelogReleases = lazy(async () => ({ default: (await import('./ChangelogReleases.tsx')).ChangelogReleases }));

/**
 * The changelog notice for GB venues (spec): the newest product releases not seen yet; dismissing remembers the newest.
 */
export function ChangelogNotice({ supplier }: { supplier: SupplierView }) {
  return showsChangelog({ category: supplier.category, country: supplier.address.country }) ? (
    <Suspense fallback={null}>
      <ChangelogReleases />
    </Suspense>
  ) : null;
}
