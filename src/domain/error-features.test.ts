import { describe, expect, it } from 'vitest';
import { errorFeatureOfRoute, errorFeatureOfScreen } from './error-features.ts';

describe('the feature an unexpected error is reported with', () => {
  it.each([
    ['/login', 'Auth'],
    ['/reset-password', 'Auth'],
    ['/photos', 'Photos'],
    ['/videos', 'Videos'],
    ['/video-tours', 'Video Tours'],
    ['/enquiry-manager/e-42', 'Enquiries'],
    ['/enquiry-widget', 'Enquiry Widget'],
    ['/couples/7', 'Bookings'],
    ['/couples-activity', 'Couples Activity'],
    ['/search', 'Admin'],
    ['/couple-targeting', 'Couple Targeting'],
    ['/apps', 'Apps - Instagram'],
    ['/your-competitors', 'Competitors'],
    ['/', 'Apps'],
    ['/no-such-page', 'Apps'],
  ])('the screen %s: %s', (pathname, feature) => {
    expect(errorFeatureOfScreen(pathname)).toBe(feature);
  });

  it.each([
    ['/api/auth/*', 'Auth'],
    ['/api/login', 'Auth'],
    ['/api/login/social/continue', 'Auth'],
    ['/api/sign-in-methods', 'Auth'],
    ['/api/account/linked-accounts', 'Settings'],
    ['/api/account/password-reset/confirm', 'Auth'],
    ['/api/account/profile', 'Settings'],
    ['/api/viewer/active-supplier', 'Access Control'],
    ['/api/supplier/:id/team', 'Access Control - Team'],
    ['/api/supplier/:supplierId/photos/:photoId/approved', 'Photos'],
    ['/api/supplier/s-1/photos', 'Photos'],
    ['/api/video-meta', 'Videos'],
    ['/api/supplier/:supplierId/videos/:videoId', 'Videos'],
    ['/api/inbox/weddings/:id/:page/:status/:ownerFilter', 'Enquiries'],
    ['/api/enquiries/exportCSV/:supplierId', 'Enquiries'],
    ['/api/inbox/bookings/:supplierId', 'Bookings'],
    ['/api/supplier/:supplierId/bookings/:weddingId/files/:fileId', 'Bookings'],
    ['/api/supplier/:supplierId/bookings/:weddingId/invite-message', 'Bookings'],
    ['/api/supplier/:id/contact-couple', 'Contact Couples'],
    ['/api/supplier/:id/balances', 'Couples Activity Balance'],
    ['/api/apps/instagram/connect', 'Apps - Instagram'],
    ['/api/help/contact', 'Help'],
    ['/api/supplier/wedding/enquiry/reveal', 'Pay Per Enquiry'],
    ['/api/payments/webhook', 'Pay Per Enquiry'],
    ['/api/supplier/create', 'Get Listed'],
    ['/api/search/geocode', 'Get Listed'],
    ['/api/search/supplier-rank', 'Search Optimisation'],
    ['/api/statistics/historic-rankings', 'Search Optimisation'],
    ['/api/supplier/:id/statistics/uk-historic-rankings', 'Search Optimisation'],
    ['/api/supplier/ledger/transaction', 'Admin'],
    ['/api/supplier/:supplierId/listing', 'Profile'],
    ['/api/supplier/:supplierId/targeting', 'Couple Targeting'],
    ['/api/supplier/:supplierId/targeting/matches', 'Couple Targeting'],
    ['/api/supplier/:id/statistics/monoquery', 'Statistics'],
    ['/api/supplier/:id/statistics/competitor-list-shortlists', 'Competitors'],
    ['/api/supplier/:id/competitors', 'Competitors'],
    ['/api/supplier/:id/competitors/insights', 'Competitors'],
    ['/api/supplier/:id/statistics/reviews-rating', 'Feedback'],
    ['/api/widget/enquiry', 'Enquiry Widget'],
    ['/widget/de', 'Enquiry Widget'],
    ['/wedding-venues/:profile', 'Public Profile'],
    ['/out/:publicId/:link', 'Public Profile'],
    ['/uploads/*', 'Files'],
    ['/api/dev/mail', 'Apps'],
  ])('the route %s: %s', (route, feature) => {
    expect(errorFeatureOfRoute(route)).toBe(feature);
  });
});
