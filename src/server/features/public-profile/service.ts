import { eq } from 'drizzle-orm';
import { isVenue } from '../../../domain/categories.ts';
import type { Listing } from '../../../domain/listing/template.ts';
import type { PhotoView } from '../../../domain/photos/photos-api.ts';
import type { SupplierBrochure } from '../../../domain/pricing/brochure-schemas.ts';
import type { SupplierPackage } from '../../../domain/pricing/packages.ts';
import type { SupplierPriceScheme } from '../../../domain/pricing/price-schemes.ts';
import type { Endorsement } from '../../../domain/endorsements.ts';
import type { Review } from '../../../domain/reviews/reviews-api.ts';
import { ratingOf, type ReviewsRating } from '../../../domain/reviews/reviews.ts';
import type { Video } from '../../../domain/videos/videos-api.ts';
import type { Supplier } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { suppliers } from '../../db/schema/index.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import { readAboutYou, type AboutYou } from '../about-you/read.ts';
import { readEndorsements } from '../endorsements/read.ts';
import { readRecommendedSuppliers } from '../recommendations/read.ts';
import { readReviews } from '../reviews/read.ts';
import { readReplyBadgeHours } from '../response-time/read.ts';
import { loadWidgetSettings } from '../enquiry-widget/settings.ts';
import type { WidgetSettings } from '../../../domain/enquiries/enquiry-widget.ts';
import { readPublicRealWeddings, type PublicRealWedding } from '../real-weddings/read.ts';
import { readFairs } from '../fairs/service.ts';
import type { Fair } from '../../../domain/fairs-api.ts';
import { isPastFair } from '../../../domain/fairs.ts';
import { localDayIn } from '../../../domain/local-day.ts';
import { offerFeatureOf } from '../../../domain/offers/offers.ts';
import { canUseFeature } from '../../access/feature-gate.ts';
import type { Offer } from '../../../domain/offers/offers-api.ts';
import { readOffers } from '../offers/service.ts';
import type { InstagramPost } from '../../../domain/apps/instagram-api.ts';
import { listingFromScreens, listingOf, readListingRow } from '../listing/service.ts';
import { listPhotos } from '../photos/service.ts';
import { readBrochures, readPackages, readPriceSchemes } from '../pricing/read.ts';
import { listShownVideoTours, listVideos } from '../videos/read.ts';
import { canonicalProfilePath } from './profile-links.ts';

/** Everything the couple-facing page shows of one supplier. */
export interface PublicProfile {
  supplier: Supplier;
  listing: Listing;
  photos: PhotoView[];
  videos: Video[];
  videoTours: Video[];
  packages: SupplierPackage[];
  priceSchemes: SupplierPriceScheme[];
  brochures: SupplierBrochure[];
  aboutYou: AboutYou;
  endorsements: Endorsement[];
  /** Couples' reviews, newest first, with approved photos only; and their rating. */
  reviews: Review[];
  rating: ReviewsRating;
  /** The N of "usually replies within N hours" (issue 15); null below five replies in 90 days. */
  replyBadgeHours: number | null;
  /** Its real weddings and those it is credited in (once it consented), with approved photos. */
  realWeddings: PublicRealWedding[];
  /** Wedding fairs still to come, by first date. */
  fairs: Fair[];
  /** Special offers and the brand discount couples see now (live, and of the supplier's plan), in type order. */
  offers: Offer[];
  /** The connected Instagram account's kept posts (tier classic), or null. */
  instagram: PublicInstagram | null;
  /** The fields of its enquiry widget: the page's "Send an enquiry" opens that form. */
  widgetSettings: WidgetSettings;
  /** The suppliers it recommends, with their profiles' paths on this portal. */
  recommended: { id: string; name: string; category: string; town: string; path: string }[];
}

export interface PublicInstagram {
  username: string;
  posts: InstagramPost[];
}

/** The supplier of a public id; null when unknown or deleted (the page is then a 404). */
export async function findPublicSupplier(db: Db, publicId: string): Promise<Supplier | null> {
  const [supplier] = await db.select().from(suppliers).where(eq(suppliers.publicId, publicId)).limit(1);
  return supplier && !supplier.deleted ? supplier : null;
}

/**
 * The page's data: one read per section through each feature's own read function, all at once (no
 * query per item), so the page costs a fixed handful of indexed queries whatever the listing holds.
 * A venue's listing takes its price schemes, brochures and tours from the same reads.
 */
export async function readPublicProfile(
  db: Db,
  storage: StorageProvider,
  supplier: Supplier,
  readInstagram: (supplier: Supplier) => Promise<PublicInstagram | null>,
): Promise<PublicProfile> {
  const venue = isVenue(supplier.types[0] ?? '');
  const now = new Date();
  const [
    row,
    photos,
    videos,
    packages,
    priceSchemes,
    brochures,
    videoTours,
    aboutYou,
    endorsements,
    recommendedRows,
    reviews,
    realWeddings,
    allFairs,
    allOffers,
    instagram,
    replyBadgeHours,
    widgetSettings,
  ] = await Promise.all([
    readListingRow(db, supplier.id),
    // a photo shows to couples once a platform admin approved it
    listPhotos(db, storage, supplier.id, { approvedOnly: true }),
    listVideos(db, supplier.id, 'video'),
    readPackages(db, supplier),
    venue ? readPriceSchemes(db, supplier) : Promise.resolve([]),
    readBrochures(db, storage, supplier.id),
    listShownVideoTours(db, supplier),
    readAboutYou(db, supplier),
    readEndorsements(db, storage, supplier.id),
    readRecommendedSuppliers(db, supplier.id),
    readReviews(db, storage, supplier.id, canonicalProfilePath(supplier), 'mostRecent', { approvedPhotosOnly: true }),
    readPublicRealWeddings(db, storage, supplier.id),
    readFairs(db, supplier.id),
    readOffers(db, supplier, now),
    readInstagram(supplier),
    readReplyBadgeHours(db, supplier.id, now),
    loadWidgetSettings(db, supplier.id),
  ]);
  // a kept page lives a minute at most (page-cache.ts): a fair ending today leaves it by tomorrow
  const fairs = allFairs.filter((fair) => !isPastFair(fair, localDayIn(supplier.countryCode, now)));
  // an offer kept from a plan the supplier has left stays on /offers, not before couples
  const offers = allOffers.filter(
    (offer) =>
      offer.live && canUseFeature({ supplier, user: { isPlatformAdmin: false } }, offerFeatureOf(offer.type, venue)),
  );
  const rating = ratingOf(
    reviews.length,
    reviews.reduce((sum, review) => sum + review.stars, 0),
  );
  const recommended = recommendedRows.map((other) => ({
    id: other.id,
    name: other.name,
    category: other.types[0] ?? '',
    town: other.city,
    path: canonicalProfilePath(other),
  }));
  // the page's lists: approved photos only, as the gallery shows them
  const listing = listingOf(
    supplier,
    row,
    { priceSchemes, brochures, liveVideoTours: videoTours },
    listingFromScreens(photos, videos, aboutYou),
  );
  return {
    supplier,
    listing,
    photos,
    videos,
    videoTours,
    packages,
    priceSchemes,
    brochures,
    aboutYou,
    endorsements,
    recommended,
    reviews,
    rating,
    replyBadgeHours,
    realWeddings,
    fairs,
    offers,
    instagram,
    widgetSettings,
  };
}
