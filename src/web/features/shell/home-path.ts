import { postLoginRedirect } from '../../../domain/post-login-redirect.ts';
import type { Viewer } from '../../../domain/viewer.ts';

/**
 * Where the viewer belongs when no page is asked for: the post-login rule of spec section 2 as seen
 * from `fromPath` (platform admins arriving on the root go to /search; a supplier switch lands on the
 * new supplier's dashboard or enquiries).
 */
export function homePath(viewer: Viewer, fromPath: string): string {
  return postLoginRedirect({
    fromPath,
    isPlatformAdmin: viewer.user.isPlatformAdmin,
    supplierCountry: viewer.activeSupplier?.address.country ?? null,
  });
}
