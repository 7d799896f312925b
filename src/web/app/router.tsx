import { createBrowserRouter } from 'react-router';
import { FullPageLoader } from '../features/shell/FullPageLoader.tsx';
import i18n from '../i18n/index.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { PortalLayout } from './PortalLayout.tsx';
import { PublicLayout } from './PublicLayout.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RootRedirect } from './RootRedirect.tsx';
import type { PortalRouteHandle } from './route-handle.ts';

/**
 * The spec's route map (portal-access-onboarding-admin.md section 2); each feature adds its routes here:
 * signed-out pages under PublicLayout, signed-in pages under PortalLayout (side menu, footer; shown once
 * the viewer and the active supplier are loaded). A portal page that works without a supplier (user
 * settings, admin search) says so with `handle: { needsSupplier: false } satisfies PortalRouteHandle`.
 */
/**
 * A route's module loaded together with the namespaces its screen shows beyond the core ones (i18n/index.ts), so
 * none shows a raw key; i18n/screen-namespaces.test.ts checks each list against the code the route reaches.
 */
const withTexts =
  <T,>(namespaces: string[], load: () => Promise<T>) =>
  async (): Promise<T> =>
    (await Promise.all([load(), i18n.loadNamespaces(namespaces)]))[0];

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    // shown while the first screen's module loads (a lazy route), instead of a blank page
    HydrateFallback: FullPageLoader,
    children: [
      { index: true, element: <RootRedirect /> },
      {
        element: <PublicLayout />,
        children: [
          {
            path: 'get-listed',
            lazy: withTexts(['getListed', 'categories'], async () => ({
              Component: (await import('../features/get-listed/GetListedPage.tsx')).GetListedPage,
            })),
          },
          {
            path: 'login',
            lazy: withTexts(['auth'], async () => ({
              Component: (await import('../features/auth/LoginPage.tsx')).LoginPage,
            })),
          },
          {
            path: 'signup',
            lazy: withTexts(['auth'], async () => ({
              Component: (await import('../features/auth/SignupPage.tsx')).SignupPage,
            })),
          },
          {
            path: 'forgot-password',
            lazy: withTexts(['auth'], async () => ({
              Component: (await import('../features/auth/ForgotPasswordPage.tsx')).ForgotPasswordPage,
            })),
          },
          {
            path: 'signup-invite',
            lazy: withTexts(['auth', 'team'], async () => ({
              Component: (await import('../features/team/SignupInvitePage.tsx')).SignupInvitePage,
            })),
          },
          {
            path: 'reset-password',
            lazy: withTexts(['auth'], async () => ({
              Component: (await import('../features/auth/ResetPasswordPage.tsx')).ResetPasswordPage,
            })),
          },
        ],
      },
      {
        element: <PortalLayout />,
        children: [
          {
            path: 'dashboard',
            lazy: withTexts(['dashboard', 'callRequests', 'enquiries', 'categories'], async () => ({
              Component: (await import('../features/dashboard/DashboardPage.tsx')).DashboardPage,
            })),
          },
          {
            path: 'enquiry-manager',
            lazy: withTexts(['enquiries', 'ppe'], async () => ({
              Component: (await import('../features/enquiries/EnquiryManagerPage.tsx')).EnquiryManagerPage,
            })),
          },
          {
            path: 'enquiry-manager/:id',
            lazy: withTexts(['enquiries', 'ppe', 'reviews'], async () => ({
              Component: (await import('../features/enquiries/EnquiryPage.tsx')).EnquiryPage,
            })),
          },
          {
            path: 'enquiry-manager/:id/quotes/:quoteId',
            lazy: withTexts(['quotes', 'enquiries'], async () => ({
              Component: (await import('../features/quotes/QuoteEditorPage.tsx')).QuoteEditorPage,
            })),
          },
          {
            path: 'enquiry',
            lazy: withTexts(['enquiries', 'ppe', 'reviews'], async () => ({
              Component: (await import('../features/enquiries/EnquiryPage.tsx')).EnquiryRedirect,
            })),
          },
          {
            path: 'couples',
            lazy: withTexts(['couples', 'enquiries'], async () => ({
              Component: (await import('../features/couples/CouplesPage.tsx')).CouplesPage,
            })),
          },
          {
            path: 'couples/:id',
            lazy: withTexts(['couples', 'enquiries', 'reviews'], async () => ({
              Component: (await import('../features/couples/CouplePage.tsx')).CouplePage,
            })),
          },
          {
            path: 'couple-details',
            lazy: withTexts(['couples', 'enquiries', 'reviews'], async () => ({
              Component: (await import('../features/couples/CouplePage.tsx')).CoupleDetailsRedirect,
            })),
          },
          {
            path: 'couples-activity',
            lazy: withTexts(['couples', 'enquiries', 'ppe'], async () => ({
              Component: (await import('../features/couples-activity/CouplesActivityPage.tsx')).CouplesActivityPage,
            })),
          },
          {
            path: 'photos',
            lazy: withTexts(['photos'], async () => ({
              Component: (await import('../features/photos/PhotosPage.tsx')).PhotosPage,
            })),
          },
          {
            path: 'supplier',
            lazy: withTexts(['listing', 'listingFlags'], async () => ({
              Component: (await import('../features/listing/ListingPage.tsx')).ListingPage,
            })),
          },
          {
            path: 'enquiry-widget',
            lazy: withTexts(['widget', 'enquiries'], async () => ({
              Component: (await import('../features/enquiry-widget/EnquiryWidgetPage.tsx')).EnquiryWidgetPage,
            })),
          },
          {
            path: 'about-you',
            lazy: withTexts(['aboutYou', 'faq'], async () => ({
              Component: (await import('../features/about-you/AboutYouPage.tsx')).AboutYouPage,
            })),
          },
          {
            path: 'videos',
            lazy: withTexts(['videos'], async () => ({
              Component: (await import('../features/videos/VideosPage.tsx')).VideosPage,
            })),
          },
          {
            path: 'video-tours',
            lazy: withTexts(['videos'], async () => ({
              Component: (await import('../features/videos/VideosPage.tsx')).VideoToursPage,
            })),
          },
          {
            path: 'endorsements',
            lazy: withTexts(['endorsements', 'photos'], async () => ({
              Component: (await import('../features/endorsements/EndorsementsPage.tsx')).EndorsementsPage,
            })),
          },
          {
            path: 'reviews',
            lazy: withTexts(['reviews', 'photos'], async () => ({
              Component: (await import('../features/reviews/ReviewsPage.tsx')).ReviewsPage,
            })),
          },
          {
            path: 'real-weddings',
            lazy: withTexts(['realWeddings', 'photos'], async () => ({
              Component: (await import('../features/real-weddings/RealWeddingsPage.tsx')).RealWeddingsPage,
            })),
          },
          {
            path: 'offers',
            lazy: withTexts(['offers'], async () => ({
              Component: (await import('../features/offers/OffersPage.tsx')).OffersPage,
            })),
          },
          {
            path: 'offers/:type',
            lazy: withTexts(['offers'], async () => ({
              Component: (await import('../features/offers/OfferFormPage.tsx')).OfferFormPage,
            })),
          },
          {
            path: 'offers-input',
            lazy: withTexts(['offers'], async () => ({
              Component: (await import('../features/offers/OfferFormPage.tsx')).OfferInputRedirect,
            })),
          },
          {
            path: 'fairs',
            lazy: withTexts(['fairs'], async () => ({
              Component: (await import('../features/fairs/FairsPage.tsx')).FairsPage,
            })),
          },
          {
            path: 'benefits',
            lazy: withTexts(['benefits'], async () => ({
              Component: (await import('../features/benefits/BenefitsPage.tsx')).BenefitsPage,
            })),
          },
          {
            path: 'couple-intel',
            lazy: withTexts(['coupleIntel', 'statistics', 'categories'], async () => ({
              Component: (await import('../features/couple-intel/CoupleIntelPage.tsx')).CoupleIntelPage,
            })),
          },
          {
            path: 'couple-targeting',
            lazy: withTexts(['coupleTargeting'], async () => ({
              Component: (await import('../features/couple-targeting/CoupleTargetingPage.tsx')).CoupleTargetingPage,
            })),
          },
          {
            path: 'market-insights',
            lazy: withTexts(['marketInsights', 'statistics', 'categories', 'competitors'], async () => ({
              Component: (await import('../features/market-insights/MarketInsightsPage.tsx')).MarketInsightsPage,
            })),
          },
          {
            path: 'search-optimisation',
            lazy: withTexts(['searchOptimisation', 'statistics', 'categories'], async () => ({
              Component: (await import('../features/search-optimisation/SearchOptimisationPage.tsx'))
                .SearchOptimisationPage,
            })),
          },
          {
            path: 'apps',
            lazy: withTexts(['apps'], async () => ({
              Component: (await import('../features/apps/AppsPage.tsx')).AppsPage,
            })),
          },
          {
            path: 'profile-performance',
            lazy: withTexts(['performance', 'statistics'], async () => ({
              Component: (await import('../features/statistics/performance/ProfilePerformancePage.tsx'))
                .ProfilePerformancePage,
            })),
          },
          {
            path: 'your-competitors',
            lazy: withTexts(['competitors', 'statistics'], async () => ({
              Component: (await import('../features/competitors/CompetitorsPage.tsx')).CompetitorsPage,
            })),
          },
          {
            path: 'team-chat',
            lazy: withTexts(['teamChat'], async () => ({
              Component: (await import('../features/team-chat/TeamChatPage.tsx')).TeamChatPage,
            })),
          },
          {
            path: 'recommendations',
            lazy: withTexts(['recommendations', 'categories'], async () => ({
              Component: (await import('../features/recommendations/RecommendationsPage.tsx')).RecommendationsPage,
            })),
          },
          {
            path: 'preview',
            lazy: withTexts(['publicProfile'], async () => ({
              Component: (await import('../features/preview/PreviewPage.tsx')).PreviewPage,
            })),
          },
          {
            path: 'pricing',
            lazy: withTexts(['pricing'], async () => ({
              Component: (await import('../features/pricing/PricingPage.tsx')).PricingPage,
            })),
          },
          {
            path: 'search',
            handle: { needsSupplier: false } satisfies PortalRouteHandle,
            lazy: withTexts(['admin', 'categories'], async () => ({
              Component: (await import('../features/admin/SearchPage.tsx')).SearchPage,
            })),
          },
          {
            path: 'photo-approvals',
            handle: { needsSupplier: false } satisfies PortalRouteHandle,
            lazy: withTexts(['admin', 'photos'], async () => ({
              Component: (await import('../features/admin/PhotoApprovalsPage.tsx')).PhotoApprovalsPage,
            })),
          },
          {
            path: 'review-removals',
            handle: { needsSupplier: false } satisfies PortalRouteHandle,
            lazy: withTexts(['admin', 'reviews'], async () => ({
              Component: (await import('../features/admin/ReviewRemovalsPage.tsx')).ReviewRemovalsPage,
            })),
          },
          {
            path: 'call-requests',
            handle: { needsSupplier: false } satisfies PortalRouteHandle,
            lazy: withTexts(['callRequests'], async () => ({
              Component: (await import('../features/call-requests/CallRequestsPage.tsx')).CallRequestsPage,
            })),
          },
          {
            path: 'couple-erasure',
            handle: { needsSupplier: false } satisfies PortalRouteHandle,
            lazy: withTexts(['privacy'], async () => ({
              Component: (await import('../features/privacy/CoupleErasurePage.tsx')).CoupleErasurePage,
            })),
          },
          {
            path: 'admin-panel',
            lazy: withTexts(['admin', 'team', 'listingFlags', 'enquiries', 'benefits', 'categories'], async () => ({
              Component: (await import('../features/admin/AdminPanelPage.tsx')).AdminPanelPage,
            })),
          },
          {
            path: 'settings',
            handle: { needsSupplier: false } satisfies PortalRouteHandle,
            lazy: withTexts(['settings', 'notifications', 'alerts', 'dataExport', 'privacy'], async () => ({
              Component: (await import('../features/settings/SettingsPage.tsx')).SettingsPage,
            })),
          },
          {
            path: 'settings/team',
            lazy: withTexts(['team', 'notifications', 'dataExport'], async () => ({
              Component: (await import('../features/team/TeamPage.tsx')).TeamPage,
            })),
          },
          {
            path: 'settings/webhooks',
            lazy: withTexts(['webhooks'], async () => ({
              Component: (await import('../features/webhooks/WebhooksPage.tsx')).WebhooksPage,
            })),
          },
          {
            path: 'settings/privacy',
            lazy: withTexts(['privacy'], async () => ({
              Component: (await import('../features/privacy/PrivacySettingsPage.tsx')).PrivacySettingsPage,
            })),
          },
          {
            path: 'plans',
            lazy: withTexts(['billing', 'callRequests', 'enquiries'], async () => ({
              Component: (await import('../features/billing/PlansPage.tsx')).PlansPage,
            })),
          },
          {
            path: 'purchases',
            lazy: withTexts(['billing', 'ppe', 'boosts', 'listingFlags'], async () => ({
              Component: (await import('../features/billing/PurchasesPage.tsx')).PurchasesPage,
            })),
          },
          {
            path: 'search-boost',
            lazy: withTexts(['boosts', 'listingFlags'], async () => ({
              Component: (await import('../features/boosts/SearchBoostPage.tsx')).SearchBoostPage,
            })),
          },
          {
            path: 'suppliers/search-boost',
            lazy: withTexts(['boosts', 'listingFlags'], async () => ({
              Component: (await import('../features/boosts/SearchBoostPage.tsx')).SearchBoostPage,
            })),
          },
          {
            path: 'suppliers/search-boost/payment/:result',
            lazy: withTexts(['boosts', 'listingFlags'], async () => ({
              Component: (await import('../features/boosts/SearchBoostPaymentPage.tsx')).SearchBoostPaymentPage,
            })),
          },
          {
            path: 'locations',
            lazy: withTexts(['boosts'], async () => ({
              Component: (await import('../features/boosts/LocationsPage.tsx')).LocationsPage,
            })),
          },
          {
            path: 'suppliers/supplier-pro/success',
            lazy: withTexts(['billing'], async () => ({
              Component: (await import('../features/billing/PlanSuccessPage.tsx')).PlanSuccessPage,
            })),
          },
          {
            path: 'profile-settings',
            handle: { needsSupplier: false } satisfies PortalRouteHandle,
            lazy: withTexts(['settings'], async () => ({
              Component: (await import('../features/settings/ProfileSettingsPage.tsx')).ProfileSettingsPage,
            })),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
