import { portalRouteOf, type PortalRoutePath } from './portal-routes.ts';

/*
 * The feature names unexpected errors are reported with (both specs, section 8: Auth, Photos, Videos,
 * Video Tours, Contact Couples, Pay Per Enquiry, Couples Activity Balance, Access Control variants,
 * Apps, ...). The spec's name where it gives one, a name of the same kind for the portal's other areas,
 * and Apps for whatever belongs to no feature.
 */

/** Every screen of the portal (a screen added to portal-routes.ts must be named here). */
const screenFeatures = {
  '/': 'Apps',
  '/get-listed': 'Get Listed',
  '/login': 'Auth',
  '/signup': 'Auth',
  '/forgot-password': 'Auth',
  '/reset-password': 'Auth',
  '/signup-invite': 'Access Control - Invite',
  '/dashboard': 'Dashboard',
  '/enquiry-manager': 'Enquiries',
  '/enquiry-manager/:id': 'Enquiries',
  '/enquiry-manager/:id/quotes/:quoteId': 'Quotes',
  '/enquiry': 'Enquiries',
  '/couples': 'Bookings',
  '/couples/:id': 'Bookings',
  '/couple-details': 'Bookings',
  '/couples-activity': 'Couples Activity',
  '/photos': 'Photos',
  '/supplier': 'Profile',
  '/enquiry-widget': 'Enquiry Widget',
  '/about-you': 'About You',
  '/videos': 'Videos',
  '/video-tours': 'Video Tours',
  '/preview': 'Profile',
  '/pricing': 'Pricing',
  '/search': 'Admin',
  '/admin-panel': 'Admin',
  '/settings': 'Settings',
  '/profile-settings': 'Settings',
  '/settings/team': 'Access Control - Team',
  '/plans': 'Supplier Pro',
  '/purchases': 'Purchases',
  '/suppliers/supplier-pro/success': 'Supplier Pro',
  '/search-boost': 'Search Boost',
  '/suppliers/search-boost': 'Search Boost',
  '/suppliers/search-boost/payment/:result': 'Search Boost',
  '/locations': 'Multi-County',
  '/endorsements': 'Feedback',
  '/recommendations': 'Recommendations',
  '/photo-approvals': 'Photos',
  '/reviews': 'Feedback',
  '/real-weddings': 'Real Weddings',
  '/fairs': 'Wedding Fairs',
  '/benefits': 'Member Benefits',
  '/offers': 'Offers',
  '/offers/:type': 'Offers',
  '/offers-input': 'Offers',
  '/couple-targeting': 'Couple Targeting',
  '/market-insights': 'Market Insights',
  '/couple-intel': 'Couple Intel',
  '/search-optimisation': 'Search Optimisation',
  '/apps': 'Apps - Instagram',
  '/team-chat': 'Team Chat',
  '/profile-performance': 'Statistics',
  '/review-removals': 'Admin',
  '/call-requests': 'Admin',
  '/your-competitors': 'Competitors',
  '/settings/webhooks': 'Webhooks',
  '/settings/privacy': 'Privacy',
  '/couple-erasure': 'Admin',
} as const satisfies Record<PortalRoutePath, string>;

/** The server's calls and pages, by route pattern (or URL path); the first match wins. */
const serverFeatures = [
  [/^\/api\/(auth\/|login$|login\/social|logout$|sign-in-methods$|account\/(signup|password-reset))/, 'Auth'],
  [
    /^\/api\/(account\/(delete|data-export)|supplier\/[^/]+\/(retention|data-export|delete)|data-exports\/[^/]+\/download)$|^\/privacy-notice$/,
    'Privacy',
  ],
  [/^\/api\/(notifications(\/|$)|supplier\/[^/]+\/notifications\/)/, 'Notifications'],
  [/^\/api\/(account|i18n)\//, 'Settings'],
  [/^\/api\/viewer(\/|$)/, 'Access Control'],
  [/^\/api\/supplier\/[^/]+\/team$/, 'Access Control - Team'],
  [/^\/api\/nonce\/invite\//, 'Access Control - Invite'],
  [/^\/api\/(nonce\/|access-control\/)/, 'Access Control - Team'],
  [/^\/api\/(admin\/|supplier\/ledger\/)/, 'Admin'],
  [/^\/api\/(a\/t|supplier-(level|claimed)\/identify)$/, 'Analytics'],
  [
    /^\/api\/(search\/supplier-rank|statistics\/historic-rankings|supplier\/[^/]+\/statistics\/(uk-historic-rankings|keyword-insights))$/,
    'Search Optimisation',
  ],
  [/^\/api\/(supplier\/create$|search\/)/, 'Get Listed'],
  [
    /^\/api\/(inbox\/(weddings?|unread)\/|enquiries\/|inbound\/|live-token$|live\/|supplier\/[^/]+\/(reply-templates|auto-acknowledge)(\/|$))/,
    'Enquiries',
  ],
  [/^\/api\/(inbox\/bookings?(\/|$)|files\/get$|couple-collaboration\/|supplier\/[^/]+\/bookings\/)/, 'Bookings'],
  // a payment return page's checkout state (plans, credits, boosts, counties) is about what was bought
  [/^\/api\/supplier\/[^/]+\/(purchases$|checkouts\/)|^\/api\/billing\/receipt\//, 'Purchases'],
  [/^\/api\/(billing\/search-boost\/|supplier\/[^/]+\/search-boost$)/, 'Search Boost'],
  [/^\/api\/(billing\/counties\/|supplier\/[^/]+\/locations$)|^\/static\/location\//, 'Multi-County'],
  [/^\/api\/supplier\/[^/]+\/trial\//, 'Trial'],
  [/^\/api\/supplier\/venue-pro\/|^\/static\/venuePro\//, 'VenuePro'],
  [/^\/abtesting\//, 'abtesting'],
  [/^\/api\/(billing\/|supplier\/[^/]+\/plans$)/, 'Supplier Pro'],
  [/^\/api\/(ppe\/|payments\/|supplier\/wedding\/enquiry\/reveal$)/, 'Pay Per Enquiry'],
  [/^\/api\/supplier\/[^/]+\/contact-couple$/, 'Contact Couples'],
  [/^\/api\/supplier\/[^/]+\/activity$/, 'Couples Activity'],
  [/^\/api\/supplier\/[^/]+\/balances$/, 'Couples Activity Balance'],
  [/^\/api\/supplier\/[^/]+\/photos(\/|$)/, 'Photos'],
  [/^\/api\/(video-meta$|supplier\/[^/]+\/videos(\/|$))/, 'Videos'],
  [
    /^\/api\/supplier\/[^/]+\/(endorsements(\/|$)|reviews(\/|$)|review-requests(\/|$)|statistics\/reviews-rating$)/,
    'Feedback',
  ],
  // the spec's Shortlist: the couples' shortlists, named by id or counted per competitor
  [/^\/api\/supplier\/(fetch-shortlist|[^/]+\/statistics\/competitor-list-shortlists)$/, 'Shortlist'],
  [/^\/api\/supplier\/[^/]+\/recommendations(\/|$)/, 'Recommendations'],
  [/^\/api\/supplier\/[^/]+\/real-weddings(\/|$)/, 'Real Weddings'],
  [/^\/api\/supplier\/[^/]+\/competitors(\/|$)/, 'Competitors'],
  [/^\/api\/supplier\/[^/]+\/(statistics\/|tier-change-history$)/, 'Statistics'],
  [/^\/static\/[^/]+\/couplesTrendsMonthly\.json$/, 'Market Insights'],
  [/^\/api\/supplier\/[^/]+\/fairs(\/|$)/, 'Wedding Fairs'],
  [/^\/api\/supplier\/[^/]+\/benefits(\/|$)/, 'Member Benefits'],
  [/^\/api\/supplier\/[^/]+\/offers(\/|$)/, 'Offers'],
  [/^\/api\/supplier\/[^/]+\/targeting(\/|$)/, 'Couple Targeting'],
  [/^\/api\/supplier\/[^/]+\/(couple-intel|lost-bookings-to)$/, 'Couple Intel'],
  [/^\/api\/apps\/instagram(\/|$)/, 'Apps - Instagram'],
  [/^\/api\/help\//, 'Help'],
  [/^\/api\/supplier\/[^/]+\/call-request(\/|$)/, 'Book a Call'],
  [/^\/api\/(chat-token$|chat\/|supplier\/[^/]+\/team-chat(\/|$))/, 'Team Chat'],
  [/^\/api\/supplier\/[^/]+\/webhooks(\/|$)/, 'Webhooks'],
  [/^\/api\/supplier\/[^/]+\/packages(\/|$)/, 'Packages'],
  [/^\/api\/supplier\/[^/]+\/brochures(\/|$)/, 'Brochures'],
  [/^\/api\/supplier\/[^/]+\/price-schemes(\/|$)/, 'Pricing'],
  [/^\/api\/supplier\/[^/]+\/(enquiries\/[^/]+\/quotes|quotes\/|contract-templates\/)/, 'Quotes'],
  [/^\/api\/supplier\/[^/]+\/(achievements|faq|status-message)$/, 'About You'],
  [/^\/api\/supplier\/[^/]+\/(home|profile-score|response-time|search-position)$/, 'Dashboard'],
  [/^\/api\/(calendar\/|supplier\/[^/]+\/calendar-feed$)/, 'Calendar Feed'],
  [/^\/api\/(suppliers\/[^/]+$|supplier\/[^/]+\/(listing|profile-link)$)/, 'Profile'],
  [/^(\/api)?\/widget(\/|$)|^\/api\/supplier\/[^/]+\/enquiry-widget$/, 'Enquiry Widget'],
  [/^\/wedding-[a-z]+\/[^/]+$|^\/out\//, 'Public Profile'],
  [/^\/search\/[^/]+\/[^/]+\/[^/]+$/, 'Public Search'],
  [/^\/[^/]+\/reviews\/[^/]+$/, 'Feedback'],
  [/^\/uploads\//, 'Files'],
] as const satisfies readonly (readonly [RegExp, string])[];

/**
 * GET /api/error-reporting: the project the browser reports to (public by Sentry's design), or null for the console
 * only.
 */
export interface ErrorReportingSettings {
  dsn: string | null;
}

export type ErrorFeature = (typeof screenFeatures)[PortalRoutePath] | (typeof serverFeatures)[number][1];

/** The feature of an error in the browser, from the screen's pathname. */
export function errorFeatureOfScreen(pathname: string): ErrorFeature {
  const screen = portalRouteOf(pathname);
  return screen ? screenFeatures[screen] : 'Apps';
}

/** The feature of an error on the server, from the route's pattern (or the path when no route matched). */
export function errorFeatureOfRoute(route: string): ErrorFeature {
  return serverFeatures.find(([pattern]) => pattern.test(route))?.[1] ?? 'Apps';
}
