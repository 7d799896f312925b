import type { Device } from '../../../domain/breakpoints.ts';
import { offersWidgetOn } from '../../../domain/enquiries/widget-popup.ts';
import { featureMinTier, hasFeatureAccess, isFeatureOffered, type Feature } from '../../../domain/feature-access.ts';
import type { Tier } from '../../../domain/tiers.ts';
import type { SupplierView } from '../../../domain/viewer.ts';
import { featureContextOf, supplierKindOf } from '../../../domain/viewer-features.ts';

/** The side menu's sections, in the spec's order (section 2 "Side menu"), then the admin panel. */
const menuSections = ['dashboard', 'couples', 'tools', 'analytics', 'profile', 'moreInfo', 'admin'] as const;
type MenuSection = (typeof menuSections)[number];

export interface MenuContext {
  /** The active supplier; null for a platform admin who has not picked one yet. */
  supplier: SupplierView | null;
  isPlatformAdmin: boolean;
  /** The admin panel toggle (platform admins only). */
  adminPanel: boolean;
  device: Device;
  /** A browser the team chat's client does not support (isLegacyBrowser); the spec hides team chat there. */
  legacyBrowser?: boolean;
  /** Today, as YYYY-MM-DD: entries show 'new' until their `newUntil`. */
  today?: string;
  /** Badge counts read from the server rather than the supplier. */
  counts?: MenuCounts;
}

/**
 * Spec section 2: "Team chat is hidden on one legacy browser": Internet Explorer (MSIE, or Trident for IE 11), which
 * the chat's live connection does not support.
 */
export function isLegacyBrowser(userAgent: string): boolean {
  return /\bMSIE \d|\bTrident\//.test(userAgent);
}

/** Badge counts the portal asks the server for; null until known. */
interface MenuCounts {
  unreadEnquiries: number | null;
  /** Team chat messages the user has not read (asked only where the supplier has team chat). */
  unreadChat: number | null;
}

const unknownCounts: MenuCounts = { unreadEnquiries: null, unreadChat: null };

export interface MenuEntry {
  /** i18n key under shell:menu.entries */
  key: string;
  section: MenuSection;
  route: string;
  /** Tier gate: locked below the feature's minimum tier, hidden where the feature is not offered. */
  feature?: Feature;
  /** Shows the 'new' label until this day (YYYY-MM-DD, exclusive): a screen is new for its first weeks. */
  newUntil?: string;
  /** A count badge (unread enquiries, photos, videos, ...) read from the supplier or the server's counts. */
  count?: (supplier: SupplierView, counts: MenuCounts) => number | null;
  /** Venue/non-venue, country and device differences beyond the feature table. */
  shownWhen?: (context: MenuContext) => boolean;
  /** Only in the admin panel (platform admins with the toggle on); needs no active supplier. */
  adminPanelOnly?: boolean;
}

/**
 * Every entry of the side menu. Only screens that work are listed (design.md section 5): a later
 * feature adds its screen here with one line.
 */
export const menuEntries: readonly MenuEntry[] = [
  { key: 'dashboard', section: 'dashboard', route: '/dashboard', feature: 'dashboard' },
  {
    key: 'enquiryManager',
    section: 'couples',
    route: '/enquiry-manager',
    feature: 'enquiriesPage',
    count: (_supplier, counts) => counts.unreadEnquiries,
  },
  { key: 'couples', section: 'couples', route: '/couples' },
  { key: 'couplesActivity', section: 'couples', route: '/couples-activity', feature: 'couplesActivity' },
  // spec: the menu differs by device. A phone's menu leaves the widget out (widget-popup.ts)
  {
    key: 'enquiryWidget',
    section: 'tools',
    route: '/enquiry-widget',
    shownWhen: ({ device }) => offersWidgetOn(device),
  },
  { key: 'searchBoost', section: 'tools', route: '/search-boost', feature: 'topSpot' },
  // no lock here: pay-per-enquiry suppliers may buy counties below the feature's tier (the page says what applies)
  { key: 'locations', section: 'tools', route: '/locations' },
  { key: 'coupleTargeting', section: 'tools', route: '/couple-targeting', feature: 'coupleTargeting' },
  { key: 'apps', section: 'tools', route: '/apps', feature: 'instagramApp' },
  { key: 'profilePerformance', section: 'analytics', route: '/profile-performance', feature: 'performanceDashboard' },
  // hidden outside the countries market insights is offered in (GB, DE, FR), locked below classic
  { key: 'marketInsights', section: 'analytics', route: '/market-insights', feature: 'marketInsights' },
  { key: 'coupleIntel', section: 'analytics', route: '/couple-intel', feature: 'coupleIntel', newUntil: '2027-02-01' },
  { key: 'searchOptimisation', section: 'analytics', route: '/search-optimisation', feature: 'searchOptimisation' },
  {
    key: 'competitors',
    section: 'analytics',
    route: '/your-competitors',
    feature: 'competitorsPage',
    newUntil: '2027-02-01',
  },
  { key: 'profileDetails', section: 'profile', route: '/supplier' },
  { key: 'aboutYou', section: 'profile', route: '/about-you' },
  { key: 'photos', section: 'profile', route: '/photos', count: (supplier) => supplier.counters.photos },
  { key: 'videos', section: 'profile', route: '/videos', count: (supplier) => supplier.counters.videos },
  {
    key: 'videoTours',
    section: 'profile',
    route: '/video-tours',
    feature: 'videoTours',
    count: (supplier) => supplier.counters.videoTours,
  },
  { key: 'pricing', section: 'profile', route: '/pricing' },
  // no lock here: each type opens at its own tier (a non-venue's discount at free, its offers at classic); the page
  // locks per type
  { key: 'offers', section: 'profile', route: '/offers' },
  {
    key: 'reviews',
    section: 'profile',
    route: '/reviews',
    feature: 'reviewsPage',
    count: (supplier) => supplier.counters.reviews,
  },
  { key: 'realWeddings', section: 'profile', route: '/real-weddings', feature: 'realWeddings' },
  { key: 'fairs', section: 'profile', route: '/fairs', feature: 'fairs' },
  {
    key: 'endorsements',
    section: 'profile',
    route: '/endorsements',
    count: (supplier) => supplier.counters.testimonials,
  },
  { key: 'recommendations', section: 'profile', route: '/recommendations' },
  { key: 'preview', section: 'profile', route: '/preview' },
  {
    key: 'teamChat',
    section: 'moreInfo',
    route: '/team-chat',
    feature: 'teamChat',
    count: (_supplier, counts) => counts.unreadChat,
    shownWhen: ({ legacyBrowser }) => !legacyBrowser,
  },
  { key: 'benefits', section: 'moreInfo', route: '/benefits', feature: 'benefits' },
  { key: 'supplierSearch', section: 'admin', route: '/search', adminPanelOnly: true },
  { key: 'photoApprovals', section: 'admin', route: '/photo-approvals', adminPanelOnly: true },
  { key: 'reviewRemovals', section: 'admin', route: '/review-removals', adminPanelOnly: true },
  { key: 'callRequests', section: 'admin', route: '/call-requests', adminPanelOnly: true },
  { key: 'coupleErasure', section: 'admin', route: '/couple-erasure', adminPanelOnly: true },
  {
    key: 'supplierControls',
    section: 'admin',
    route: '/admin-panel',
    adminPanelOnly: true,
    shownWhen: (context) => context.supplier !== null,
  },
];

/** The user menu's "your account" entries. */
export const accountEntries: readonly { key: string; route: string }[] = [
  { key: 'accountSettings', route: '/settings' },
  { key: 'profileSettings', route: '/profile-settings' },
  { key: 'team', route: '/settings/team' },
  { key: 'webhooks', route: '/settings/webhooks' },
  { key: 'privacy', route: '/settings/privacy' },
  { key: 'plans', route: '/plans' },
  { key: 'purchases', route: '/purchases' },
];

export interface VisibleEntry {
  entry: MenuEntry;
  /** The minimum tier when the supplier's tier is below it (the lock names it). */
  lockedBelow: Tier | null;
  count: number | null;
  /** Shows the 'new' label (until the entry's `newUntil`). */
  isNew: boolean;
}

export interface VisibleSection {
  section: MenuSection;
  entries: VisibleEntry[];
}

function visibleEntry(entry: MenuEntry, context: MenuContext): VisibleEntry | null {
  const { supplier } = context;
  if (entry.adminPanelOnly) {
    const shown = context.isPlatformAdmin && context.adminPanel && (entry.shownWhen?.(context) ?? true);
    return shown ? { entry, lockedBelow: null, count: null, isNew: false } : null;
  }
  if (!supplier) return null;
  if (entry.shownWhen && !entry.shownWhen(context)) return null;
  let lockedBelow: Tier | null = null;
  if (entry.feature) {
    const kind = supplierKindOf(supplier);
    if (!isFeatureOffered(entry.feature, kind)) return null;
    if (!hasFeatureAccess(entry.feature, featureContextOf(supplier, context.isPlatformAdmin)))
      lockedBelow = featureMinTier(entry.feature, kind);
  }
  return {
    entry,
    lockedBelow,
    count: entry.count ? entry.count(supplier, context.counts ?? unknownCounts) : null,
    // a locked entry carries its tier's badge: both would cut the entry's name in the 280 px menu
    isNew:
      lockedBelow === null &&
      entry.newUntil !== undefined &&
      context.today !== undefined &&
      context.today < entry.newUntil,
  };
}

/** The menu as this viewer sees it: sections in order, empty sections left out. */
export function visibleMenu(entries: readonly MenuEntry[], context: MenuContext): VisibleSection[] {
  return menuSections
    .map((section) => ({
      section,
      entries: entries
        .filter((e) => e.section === section)
        .map((e) => visibleEntry(e, context))
        .filter((e): e is VisibleEntry => e !== null),
    }))
    .filter((s) => s.entries.length > 0);
}

/** Whether a route of the portal has a menu entry (links elsewhere point only at screens that exist). */
export function hasScreen(route: string, entries: readonly MenuEntry[] = menuEntries): boolean {
  return entries.some((e) => e.route === route) || accountEntries.some((e) => e.route === route);
}
