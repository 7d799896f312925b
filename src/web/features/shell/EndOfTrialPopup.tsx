import { useSessionStorage } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { showsEndOfTrialPopup } from '../../../domain/trial.ts';
import type { SupplierView, Viewer } from '../../../domain/viewer.ts';

// its code loads only when it shows, which is rare: not part of every screen's initial JavaScript
const TrialEndsModal = lazy(async () => ({ default: (await import('./TrialEndsModal.tsx')).TrialEndsModal }));

const trialStateOf = ({ admin: { premium } }: SupplierView) => ({
  tier: premium.tier,
  trialActive: premium.trial.active,
  trialActivatedAt: premium.trial.activatedAt ? new Date(premium.trial.activatedAt) : null,
  trialEndsAt: premium.trial.endsAt ? new Date(premium.trial.endsAt) : null,
  trialTierBefore: null,
  trialExtendedCount: premium.extendedCount,
});

/**
 * The end-of-trial popup (spec sections 2 and 4): in the last days of an extendable trial, at get-listed
 * step 1 and once a browser session in the portal. The business's admins extend the trial once from it;
 * everyone can open the plans. Closed, it stays closed for the session.
 */
export function EndOfTrialPopup({ viewer }: { viewer: Viewer }) {
  const supplier = viewer.activeSupplier;
  const [closed, setClosed] = useSessionStorage({
    key: `portal.endOfTrialPopupClosed.${supplier?.id ?? ''}`,
    defaultValue: false,
  });
  if (!supplier || closed || !showsEndOfTrialPopup(trialStateOf(supplier), viewer.user.isPlatformAdmin, new Date()))
    return null;
  return (
    <Suspense fallback={null}>
      <TrialEndsModal supplier={supplier} onClose={() => setClosed(true)} />
    </Suspense>
  );
}
