import { useLocalStorage } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { roleMay } from '../../../domain/roles.ts';
import { showsVenueProEndPopup } from '../../../domain/venue-pro.ts';
import type { Viewer } from '../../../domain/viewer.ts';

// its code (a form with radios, a checkbox and text fields) loads only when it shows
const VenueProEndSteps = lazy(async () => ({ default: (await import('./VenueProEndSteps.tsx')).VenueProEndSteps }));

/**
 * The venue-pro end popup with its step (spec section 2): a venue whose plan is cancelled for its period's
 * end is asked, by those who may keep it, whether to keep it; its second step asks why it leaves and
 * whether the venue team should call, mailed to that team. Once sent it does not come back on this device
 * (the spec's "venue pro contact form completed" key); closed, it stays away for a week on this device.
 */
export function VenueProEndPopup({ viewer }: { viewer: Viewer }) {
  const supplier = viewer.activeSupplier;
  const [completed, setCompleted] = useLocalStorage({
    key: `portal.venueProContactFormCompleted.${supplier?.id ?? ''}`,
    defaultValue: false,
  });
  // when it was last closed on this device: it stays away for a week, across sessions
  const [closedAt, setClosedAt] = useLocalStorage<string | null>({
    key: `portal.venueProEndPopupClosedAt.${supplier?.id ?? ''}`,
    defaultValue: null,
  });
  if (!supplier) return null;
  const shows = showsVenueProEndPopup(
    {
      isVenue: supplier.isVenue,
      // the plan in force only: an admin's tier change overrides a plan and its end (src/domain/plan-standing.ts)
      endDate: supplier.plan.endsAt,
      canBill: roleMay(supplier.role, 'billing'),
      formCompleted: completed,
      closedAt,
    },
    new Date(),
  );
  if (!shows) return null;
  return (
    <Suspense fallback={null}>
      <VenueProEndSteps
        supplier={supplier}
        onClose={() => setClosedAt(new Date().toISOString())}
        onSent={() => setCompleted(true)}
      />
    </Suspense>
  );
}
