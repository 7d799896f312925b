/**
 * The paths of the portal's screens (src/web/app/router.tsx; a unit test keeps the two in step), so the
 * server answers an unknown path with HTTP 404 (and the not-found screen) instead of 200. `:name` is one
 * path segment.
 */
export const portalRoutePaths = [
  '/',
  '/get-listed',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/signup-invite',
  '/dashboard',
  '/enquiry-manager',
  '/enquiry-manager/:id',
  '/enquiry-manager/:id/quotes/:quoteId',
  '/enquiry',
  '/couples',
  '/couples/:id',
  '/couple-details',
  '/couples-activity',
  '/photos',
  '/supplier',
  '/enquiry-widget',
  '/about-you',
  '/videos',
  '/video-tours',
  '/endorsements',
  '/recommendations',
  '/reviews',
  '/real-weddings',
  '/fairs',
  '/benefits',
  '/offers',
  '/offers/:type',
  '/offers-input',
  '/couple-targeting',
  '/market-insights',
  '/couple-intel',
  '/search-optimisation',
  '/apps',
  '/team-chat',
  '/profile-performance',
  '/preview',
  '/pricing',
  '/search',
  '/admin-panel',
  '/photo-approvals',
  '/review-removals',
  '/call-requests',
  '/couple-erasure',
  '/settings',
  '/settings/team',
  '/settings/webhooks',
  '/settings/privacy',
  '/profile-settings',
  '/plans',
  '/purchases',
  '/suppliers/supplier-pro/success',
  '/search-boost',
  '/suppliers/search-boost',
  '/suppliers/search-boost/payment/:result',
  '/locations',
  '/your-competitors',
] as const;

export type PortalRoutePath = (typeof portalRoutePaths)[number];

const patterns = portalRoutePaths.map(
  (route) => [route, new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`)] as const,
);

/** The screen path a pathname (without query) shows, or undefined when it is no screen of the portal. */
export function portalRouteOf(pathname: string): PortalRoutePath | undefined {
  return patterns.find(([, pattern]) => pattern.test(pathname))?.[0];
}

/** Whether the pathname (without query) is a screen of the portal. */
export function isPortalRoute(pathname: string): boolean {
  return portalRouteOf(pathname) !== undefined;
}

/**
 * Spec section 2: the sidebar is visible by default and hidden on certain path prefixes. Here: the profile preview,
 * whose frame shows the couple-facing page at a desktop's width (docs/decisions/web.md, "Pages without the side menu").
 */
const sideMenuHiddenPrefixes = ['/preview'] as const;

export function hidesSideMenu(pathname: string): boolean {
  return sideMenuHiddenPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Screens that fill the window's height (the chat, the preview's frame) end without the app's footer line. */
const footerHiddenPrefixes = ['/team-chat', '/preview'] as const;

export function showsAppFooter(pathname: string): boolean {
  return !footerHiddenPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
