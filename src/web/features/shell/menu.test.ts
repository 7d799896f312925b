import { describe, expect, it } from 'vitest';
import type { Tier } from '../../../domain/tiers.ts';
import type { SupplierView } from '../../../domain/viewer.ts';
import { isPortalRoute } from '../../../domain/portal-routes.ts';
import {
  accountEntries,
  hasScreen,
  isLegacyBrowser,
  menuEntries,
  visibleMenu,
  type MenuContext,
  type MenuEntry,
} from './menu.ts';

type SupplierOverrides = Partial<SupplierView> & { country?: string; tier?: Tier };

function supplier(overrides: SupplierOverrides = {}): SupplierView {
  const { country = 'GB', tier = 'free', ...rest } = overrides;
  return {
    id: 's1',
    publicId: 'p1',
    slug: 'venue',
    name: 'Hall',
    thumbnail: null,
    users: [],
    collaborators: [],
    type: ['venue'],
    category: 'venue',
    isVenue: true,
    description: { short: '', long: '' },
    status: null,
    contacts: { email: 'a@b.example', phone: '', website: '' },
    address: { street: [], postalCode: '', city: '', adminArea: [], country },
    coordinates: null,
    additionalAreas: [],
    flags: { hideStreet: false },
    l10n: { country, currency: 'GBP', locale: 'en-GB' },
    counters: { photos: 12, reviews: 0, testimonials: 0, videos: 3, videoTours: 0 },
    company: { weddingsHosted: '', teamSize: 0, insurance: false, established: 1900 },
    typeDetails: { venue: { type: [], videoToursAvailable: false } },
    badges: [],
    social: { facebook: '', instagram: '', linkedin: '', pinterest: '', twitter: '', vimeo: '', youtube: '' },
    premium: { tier, active: false, createdAt: null, trial: { active: false, activatedAt: null } },
    plan: { planTier: null, endsAt: null, paymentFailed: false, overridden: false },
    payPerEnquiry: false,
    admin: {
      premium: {
        tier: 'free',
        active: false,
        createdAt: null,
        updatedAt: null,
        endDate: null,
        trial: { active: false, activatedAt: null, endsAt: null },
        extendedCount: 0,
      },
      registrationDate: '2025-01-01T00:00:00.000Z',
      actions: { deleted: false, checked: false, searchable: true },
      searchBoost: 0,
      searchBoostActive: false,
      searchBoostForType: 0,
      searchBoostForTypeActive: false,
      searchBoostType: null,
      searchBoostEndsAt: null,
      billing: { stripeCustomerId: null, chargebeeCustomerId: null },
      demoMode: { active: false, tier: null },
    },
    role: 'admin',
    ...rest,
  };
}

const context = (overrides: Partial<MenuContext> = {}): MenuContext => ({
  supplier: supplier(),
  isPlatformAdmin: false,
  adminPanel: false,
  device: 'desktop',
  ...overrides,
});

const keys = (entries: readonly MenuEntry[], ctx: MenuContext) =>
  visibleMenu(entries, ctx).flatMap((s) => s.entries.map((e) => e.entry.key));

describe('the portal menu', () => {
  it('hides team chat on the legacy browser only, and the enquiry widget on a phone', () => {
    const shown = (ctx: Partial<MenuContext>) =>
      keys(menuEntries, context({ supplier: supplier({ tier: 'platinum' }), ...ctx }));
    expect(shown({})).toEqual(expect.arrayContaining(['teamChat', 'enquiryWidget']));
    expect(shown({ legacyBrowser: true })).not.toContain('teamChat');
    expect(shown({ device: 'mobile' })).not.toContain('enquiryWidget');
    expect(shown({ device: 'tablet' })).toContain('enquiryWidget');
    expect(isLegacyBrowser('Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko')).toBe(true);
    expect(isLegacyBrowser('Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1)')).toBe(true);
    expect(
      isLegacyBrowser(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      ),
    ).toBe(false);
  });

  it('lists only screens of this build', () => {
    expect(menuEntries.map((e) => e.route).sort()).toEqual([
      '/about-you',
      '/admin-panel',
      '/apps',
      '/benefits',
      '/call-requests',
      '/couple-erasure',
      '/couple-intel',
      '/couple-targeting',
      '/couples',
      '/couples-activity',
      '/dashboard',
      '/endorsements',
      '/enquiry-manager',
      '/enquiry-widget',
      '/fairs',
      '/locations',
      '/market-insights',
      '/offers',
      '/photo-approvals',
      '/photos',
      '/preview',
      '/pricing',
      '/profile-performance',
      '/real-weddings',
      '/recommendations',
      '/review-removals',
      '/reviews',
      '/search',
      '/search-boost',
      '/search-optimisation',
      '/supplier',
      '/team-chat',
      '/video-tours',
      '/videos',
      '/your-competitors',
    ]);
    expect(hasScreen('/dashboard')).toBe(true);
    expect(hasScreen('/settings')).toBe(true);
    expect(hasScreen('/photos')).toBe(true);
    expect(hasScreen('/your-competitors')).toBe(true);
  });

  it('shows the dashboard, the couples screens and the tools to a free supplier, unlocked', () => {
    const unlocked = (key: string) => ({
      entry: menuEntries.find((e) => e.key === key),
      lockedBelow: null,
      count: null,
      isNew: false,
    });
    expect(visibleMenu(menuEntries, context())).toEqual([
      { section: 'dashboard', entries: [unlocked('dashboard')] },
      { section: 'couples', entries: [unlocked('enquiryManager'), unlocked('couples'), unlocked('couplesActivity')] },
      {
        section: 'tools',
        entries: [
          unlocked('enquiryWidget'),
          { ...unlocked('searchBoost'), lockedBelow: 'expert' },
          unlocked('locations'),
          unlocked('coupleTargeting'),
          { ...unlocked('apps'), lockedBelow: 'classic' },
        ],
      },
      {
        section: 'analytics',
        entries: [
          { ...unlocked('profilePerformance'), lockedBelow: 'classic' },
          { ...unlocked('marketInsights'), lockedBelow: 'classic' },
          { ...unlocked('coupleIntel'), lockedBelow: 'classic23' },
          { ...unlocked('searchOptimisation'), lockedBelow: 'lite' },
          { ...unlocked('competitors'), lockedBelow: 'classic23' },
        ],
      },
      {
        section: 'profile',
        entries: [
          unlocked('profileDetails'),
          unlocked('aboutYou'),
          { ...unlocked('photos'), count: 12 },
          { ...unlocked('videos'), count: 3 },
          { ...unlocked('videoTours'), lockedBelow: 'lite', count: 0 },
          unlocked('pricing'),
          unlocked('offers'),
          { ...unlocked('reviews'), count: 0 },
          { ...unlocked('realWeddings'), lockedBelow: 'classic23' },
          { ...unlocked('fairs'), lockedBelow: 'lite' },
          { ...unlocked('endorsements'), count: 0 },
          unlocked('recommendations'),
          unlocked('preview'),
        ],
      },
      {
        section: 'moreInfo',
        entries: [
          { ...unlocked('teamChat'), lockedBelow: 'lite' },
          { ...unlocked('benefits'), lockedBelow: 'lite' },
        ],
      },
    ]);
  });

  it('locks the couples activity for an unverified non-venue only, naming the free tier', () => {
    const activity = (ctx: MenuContext) =>
      visibleMenu(menuEntries, ctx)
        .flatMap((s) => s.entries)
        .find((e) => e.entry.key === 'couplesActivity');
    const photographer: SupplierOverrides = {
      type: ['photo'],
      category: 'photo',
      isVenue: false,
      tier: 'unverified',
    };
    expect(activity(context({ supplier: supplier(photographer) }))?.lockedBelow).toBe('free');
    expect(activity(context({ supplier: supplier({ tier: 'unverified' }) }))?.lockedBelow).toBeNull();
  });

  it('badges the enquiries with the unread count the server gives', () => {
    const enquiries = (ctx: MenuContext) =>
      visibleMenu(menuEntries, ctx)
        .flatMap((s) => s.entries)
        .find((e) => e.entry.key === 'enquiryManager');
    expect(enquiries(context({ counts: { unreadEnquiries: 7, unreadChat: null } }))?.count).toBe(7);
    expect(enquiries(context({ counts: { unreadEnquiries: null, unreadChat: null } }))?.count).toBeNull();
    expect(enquiries(context({ supplier: supplier({ tier: 'unverified' }) }))?.lockedBelow).toBeNull();
  });

  it('badges team chat with the unread messages the server gives, locked below lite', () => {
    const chat = (ctx: MenuContext) =>
      visibleMenu(menuEntries, ctx)
        .flatMap((s) => s.entries)
        .find((e) => e.entry.key === 'teamChat');
    expect(
      chat(context({ supplier: supplier({ tier: 'lite' }), counts: { unreadEnquiries: null, unreadChat: 4 } })),
    ).toMatchObject({ count: 4, lockedBelow: null });
    expect(chat(context({ counts: { unreadEnquiries: null, unreadChat: null } }))).toMatchObject({
      count: null,
      lockedBelow: 'lite',
    });
  });

  it('locks the dashboard for an unverified supplier and names the free tier', () => {
    const [section] = visibleMenu(menuEntries, context({ supplier: supplier({ tier: 'unverified' }) }));
    expect(section?.entries[0]?.lockedBelow).toBe('free');
  });

  it('locks couple targeting for an unverified supplier and names the free tier', () => {
    const targeting = (ctx: MenuContext) =>
      visibleMenu(menuEntries, ctx)
        .flatMap((s) => s.entries)
        .find((e) => e.entry.key === 'coupleTargeting');
    expect(targeting(context({ supplier: supplier({ tier: 'unverified' }) }))?.lockedBelow).toBe('free');
    expect(targeting(context())?.lockedBelow).toBeNull();
  });

  it('locks market insights below classic, and hides it outside GB, DE and FR', () => {
    const insights = (ctx: MenuContext) =>
      visibleMenu(menuEntries, ctx)
        .flatMap((s) => s.entries)
        .find((e) => e.entry.key === 'marketInsights');
    expect(insights(context())?.lockedBelow).toBe('classic');
    expect(insights(context({ supplier: supplier({ tier: 'classic' }) }))?.lockedBelow).toBeNull();
    expect(insights(context({ supplier: supplier({ tier: 'classic', country: 'DE' }) }))?.lockedBelow).toBeNull();
    expect(insights(context({ supplier: supplier({ tier: 'expert', country: 'PL' }) }))).toBeUndefined();
  });

  it('locks couple intel below classic23 for every kind of supplier', () => {
    const intel = (ctx: MenuContext) =>
      visibleMenu(menuEntries, ctx)
        .find((s) => s.section === 'analytics')
        ?.entries.find((e) => e.entry.key === 'coupleIntel');
    expect(intel(context({ supplier: supplier({ tier: 'classic' }) }))?.lockedBelow).toBe('classic23');
    expect(
      intel(context({ supplier: supplier({ tier: 'classic', type: ['photo'], category: 'photo', isVenue: false }) }))
        ?.lockedBelow,
    ).toBe('classic23');
    expect(intel(context({ supplier: supplier({ tier: 'classic23' }) }))?.lockedBelow).toBeNull();
  });

  it('locks search optimisation below lite, in the analytics section', () => {
    const search = (ctx: MenuContext) =>
      visibleMenu(menuEntries, ctx)
        .find((s) => s.section === 'analytics')
        ?.entries.find((e) => e.entry.key === 'searchOptimisation');
    expect(search(context())?.lockedBelow).toBe('lite');
    expect(search(context({ supplier: supplier({ tier: 'lite' }) }))?.lockedBelow).toBeNull();
  });

  it('shows the admin panel only to platform admins with the toggle on, its supplier controls once they work as one', () => {
    const supplierScreens = [
      'dashboard',
      'enquiryManager',
      'couples',
      'couplesActivity',
      'enquiryWidget',
      'searchBoost',
      'locations',
      'coupleTargeting',
      'apps',
      'profilePerformance',
      'marketInsights',
      'coupleIntel',
      'searchOptimisation',
      'competitors',
      'profileDetails',
      'aboutYou',
      'photos',
      'videos',
      'videoTours',
      'pricing',
      'offers',
      'reviews',
      'realWeddings',
      'fairs',
      'endorsements',
      'recommendations',
      'preview',
      'teamChat',
      'benefits',
    ];
    expect(keys(menuEntries, context({ isPlatformAdmin: true, adminPanel: false }))).toEqual(supplierScreens);
    expect(keys(menuEntries, context({ isPlatformAdmin: false, adminPanel: true }))).toEqual(supplierScreens);
    expect(keys(menuEntries, context({ isPlatformAdmin: true, adminPanel: true }))).toEqual([
      ...supplierScreens,
      'supplierSearch',
      'photoApprovals',
      'reviewRemovals',
      'callRequests',
      'coupleErasure',
      'supplierControls',
    ]);
    expect(keys(menuEntries, context({ supplier: null, isPlatformAdmin: true, adminPanel: true }))).toEqual([
      'supplierSearch',
      'photoApprovals',
      'reviewRemovals',
      'callRequests',
      'coupleErasure',
    ]);
  });

  describe('rules a later entry uses', () => {
    const entries: MenuEntry[] = [
      {
        key: 'photos',
        section: 'profile',
        route: '/photos',
        count: (s) => s.counters.photos,
        newUntil: '2026-12-01',
      },
      { key: 'videoTours', section: 'profile', route: '/video-tours', feature: 'videoTours' },
      { key: 'realWeddings', section: 'profile', route: '/real-weddings', feature: 'realWeddings' },
      { key: 'venueOffers', section: 'tools', route: '/offers', feature: 'venueDiscount' },
      { key: 'teamChat', section: 'moreInfo', route: '/team-chat', shownWhen: ({ device }) => device !== 'mobile' },
      {
        key: 'competitors',
        section: 'analytics',
        route: '/your-competitors',
        feature: 'competitorsPage',
        newUntil: '2026-12-01',
      },
    ];

    it('orders sections as the spec and drops empty ones', () => {
      expect(visibleMenu(entries, context()).map((s) => s.section)).toEqual([
        'tools',
        'analytics',
        'profile',
        'moreInfo',
      ]);
    });

    it('reads count badges from the supplier', () => {
      const photos = visibleMenu(entries, context()).find((s) => s.section === 'profile')?.entries[0];
      expect(photos).toMatchObject({ count: 12 });
    });

    it("labels an entry 'new' until its day, and not without today's date", () => {
      const photosOn = (today?: string) =>
        visibleMenu(entries, context({ today })).find((s) => s.section === 'profile')?.entries[0]?.isNew;
      expect(photosOn('2026-11-30')).toBe(true);
      expect(photosOn('2026-12-01')).toBe(false);
      expect(photosOn(undefined)).toBe(false);
      // locked, an entry shows its tier's badge only
      const competitors = visibleMenu(entries, context({ today: '2026-11-30' }))
        .find((s) => s.section === 'analytics')
        ?.entries.find((e) => e.entry.key === 'competitors');
      expect(competitors).toMatchObject({ lockedBelow: 'classic23', isNew: false });
    });

    it('names the minimum tier of a locked entry, per venue or non-venue', () => {
      const locks = (ctx: MenuContext) =>
        Object.fromEntries(
          visibleMenu(entries, ctx).flatMap((s) => s.entries.map((e) => [e.entry.key, e.lockedBelow])),
        );
      expect(locks(context())).toMatchObject({
        videoTours: 'lite',
        realWeddings: 'classic23',
        competitors: 'classic23',
      });
      const photographer = supplier({ type: ['photo'], category: 'photo', isVenue: false });
      expect(locks(context({ supplier: photographer }))).toMatchObject({ realWeddings: null });
      expect(locks(context({ supplier: supplier({ tier: 'expert' }) }))).toMatchObject({
        videoTours: null,
        realWeddings: null,
        competitors: null,
      });
    });

    it('shows video tours to venues only', () => {
      const photographer = supplier({ type: ['photo'], category: 'photo', isVenue: false });
      expect(keys(menuEntries, context())).toContain('videoTours');
      expect(keys(menuEntries, context({ supplier: photographer }))).not.toContain('videoTours');
      expect(keys(menuEntries, context({ supplier: supplier({ ...photographer, tier: 'platinum' }) }))).not.toContain(
        'videoTours',
      );
    });

    it('hides what a kind of supplier or a country is not offered', () => {
      const florist = supplier({ type: ['florist'], category: 'florist', isVenue: false });
      expect(keys(entries, context({ supplier: florist }))).not.toContain('realWeddings');
      expect(keys(entries, context({ supplier: florist }))).not.toContain('venueOffers');
      expect(keys(entries, context())).toContain('venueOffers');
      expect(keys(entries, context({ supplier: supplier({ country: 'US' }) }))).not.toContain('realWeddings');
    });

    it('opens gated entries to platform admins in the override countries only', () => {
      const admin = (country: string) => context({ supplier: supplier({ country }), isPlatformAdmin: true });
      const lockOf = (ctx: MenuContext) =>
        visibleMenu(entries, ctx)
          .flatMap((s) => s.entries)
          .find((e) => e.entry.key === 'videoTours')?.lockedBelow;
      expect(lockOf(admin('GB'))).toBeNull();
      expect(lockOf(admin('US'))).toBe('lite');
    });

    it('applies device differences', () => {
      expect(keys(entries, context({ device: 'mobile' }))).not.toContain('teamChat');
      expect(keys(entries, context({ device: 'tablet' }))).toContain('teamChat');
    });
  });
});

describe('the user menu', () => {
  it('lists the account screens, webhooks after the team and privacy after them, each a screen of the portal', () => {
    expect(accountEntries.map((e) => e.route)).toEqual([
      '/settings',
      '/profile-settings',
      '/settings/team',
      '/settings/webhooks',
      '/settings/privacy',
      '/plans',
      '/purchases',
    ]);
    expect(accountEntries.every((e) => isPortalRoute(e.route))).toBe(true);
  });
});
