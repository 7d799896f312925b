import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { getListedPath } from '../../domain/post-login-redirect.ts';
import { FullPageLoader } from '../features/shell/FullPageLoader.tsx';
import { LoadError } from '../features/shell/LoadError.tsx';
import { PortalShell } from '../features/shell/PortalShell.tsx';
import { useSupplierLink } from '../features/notifications/use-supplier-link.ts';
import { useApplyViewerLocale, useCurrentLocale } from '../features/shell/use-language.ts';
import { useViewer } from '../features/viewer/use-viewer.ts';
import type { PortalRouteHandle } from './route-handle.ts';

/**
 * Every signed-in page. Spec section 2: the portal is not shown until the viewer, the supplier and its
 * admin data are loaded (one call, /api/viewer) and the user's language is applied. Signed out: to
 * the sign-in page, back here afterwards. No supplier: to the get-listed form (platform admins: to
 * /search), except on pages that need none. A link naming a business (an alert's `?supplier=`) switches to it first.
 */
export function PortalLayout() {
  const viewer = useViewer();
  const location = useLocation();
  const needsSupplier = useMatches().every(
    (match) => (match.handle as PortalRouteHandle | undefined)?.needsSupplier !== false,
  );
  const userLocale = viewer.data?.user.l10n.locale;
  const currentLocale = useCurrentLocale();
  useApplyViewerLocale(userLocale);
  const switchingForLink = useSupplierLink(viewer.data);

  if (viewer.isPending) return <FullPageLoader />;
  if (viewer.isError) return <LoadError onRetry={() => void viewer.refetch()} />;
  if (!viewer.data) {
    const next = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  if (switchingForLink) return <FullPageLoader />;
  if (!viewer.data.activeSupplier && needsSupplier)
    return <Navigate to={viewer.data.user.isPlatformAdmin ? '/search' : getListedPath} replace />;
  if (userLocale !== currentLocale) return <FullPageLoader />;
  return (
    <PortalShell viewer={viewer.data}>
      <Outlet />
    </PortalShell>
  );
}
