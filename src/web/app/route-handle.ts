/** What a route under PortalLayout may declare in its `handle`. */
export interface PortalRouteHandle {
  /** false: the page works without an active supplier (user settings, admin search). */
  needsSupplier?: boolean;
}
