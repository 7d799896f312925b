import type { FeatureContext } from '../../../domain/feature-access.ts';
import { roleAtLeast } from '../../../domain/roles.ts';
import type { SupplierView, Viewer } from '../../../domain/viewer.ts';
import { featureContextOf } from '../../../domain/viewer-features.ts';
import { useViewer } from './use-viewer.ts';

export interface ActiveSupplier {
  viewer: Viewer;
  supplier: SupplierView;
  /** What the tier gates (domain/feature-access.ts) ask of this supplier, seen by this user. */
  features: FeatureContext;
  /** The role may change things (editor and up; the server says the same), not only read them. */
  canEdit: boolean;
}

/** The signed-in user and the supplier they act for; null before the viewer loads (PortalLayout waits for it). */
export function useActiveSupplier(): ActiveSupplier | null {
  const viewer = useViewer().data;
  const supplier = viewer?.activeSupplier;
  if (!viewer || !supplier) return null;
  return {
    viewer,
    supplier,
    features: featureContextOf(supplier, viewer.user.isPlatformAdmin),
    canEdit: roleAtLeast(supplier.role, 'editor'),
  };
}
