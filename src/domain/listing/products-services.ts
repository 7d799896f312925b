import type { CategoryValue } from '../categories.ts';

/**
 * The productsServicesSection flags of the 13 categories that have one (spec "Category additions").
 * The spec names only a few (waxing and tanning for beauty; weddingDresses and veils for dress) and
 * leaves the full lists out: these are what suppliers of each trade commonly offer in GB, DE and FR
 * (see docs/decisions.md "Listing flag lists and FAQ questions"). A flag key means the same thing in
 * every category that uses it (it has one label), e.g. alterations for dress and menswear.
 */
export const productsServices = {
  beauty: [
    'bridalHair', 'bridalMakeup', 'bridalPartyHairAndMakeup', 'hairAndMakeupTrials', 'airbrushMakeup', 'hairExtensions',
    'hairAccessories', 'eyelashExtensions', 'eyebrowShaping', 'manicure', 'pedicure', 'waxing', 'tanning', 'facials',
    'massage', 'teethWhitening', 'groomGrooming', 'onTheDayTouchUps', 'mobileService',
  ],
  decoration: [
    'chairCovers', 'chairSashes', 'tableLinen', 'centrepieces', 'backdrops', 'ceremonyArches', 'flowerWalls', 'balloonDisplays',
    'lightUpLetters', 'fairyLights', 'ceilingDraping', 'furnitureHire', 'loungeFurniture', 'propHire', 'tablewareHire',
    'signage', 'sweetCarts', 'venueStyling', 'setUpAndClearAway',
  ],
  dress: [
    'weddingDresses', 'veils', 'bridesmaidDresses', 'motherOfTheBrideOutfits', 'flowerGirlDresses', 'bridalSeparates',
    'bridalJumpsuitsAndSuits', 'tiarasAndHeadpieces', 'bridalJewellery', 'bridalShoes', 'lingerie', 'coverUps', 'petticoats',
    'madeToMeasure', 'samplesAndPreLoved', 'alterations', 'dressCleaningAndPreservation', 'privateAppointments',
  ],
  entertainment: [
    'photoBooth', 'magicMirror', 'spinBooth360', 'audioGuestBook', 'magicians', 'caricaturists', 'livePainter', 'fireworks',
    'funCasino', 'silentDisco', 'karaoke', 'childrensEntertainers', 'lawnGames', 'circusPerformers', 'fireDancers',
    'firstDanceLessons',
  ],
  florist: [
    'bridalBouquets', 'bridesmaidBouquets', 'buttonholes', 'corsages', 'flowerCrowns', 'ceremonyFlowers', 'centrepieces',
    'floralArches', 'flowerWalls', 'hangingInstallations', 'cakeFlowers', 'driedFlowers', 'artificialFlowers', 'petalConfetti',
    'bouquetPreservation', 'deliveryAndSetUp',
  ],
  jewellery: [
    'engagementRings', 'weddingRings', 'eternityRings', 'bespokeDesign', 'labGrownDiamonds', 'ethicalSourcing',
    'vintageAndAntique', 'bridalJewellery', 'tiarasAndHeadpieces', 'cufflinks', 'watches', 'bridalPartyGifts', 'engraving',
    'ringResizing', 'repairsAndCleaning', 'insuranceValuations',
  ],
  marquee: [
    'poleMarquees', 'frameMarquees', 'stretchTents', 'tipis', 'sailclothTents', 'clearRoofMarquees', 'bellTents',
    'geodesicDomes', 'linings', 'flooring', 'danceFloors', 'lighting', 'heating', 'furnitureHire', 'luxuryToilets',
    'powerGenerators', 'caterersTents', 'siteVisits',
  ],
  menswear: [
    'suitHire', 'suitsToBuy', 'bespokeTailoring', 'madeToMeasure', 'morningSuits', 'loungeSuits', 'dinnerSuits', 'highlandWear',
    'sherwanis', 'pageboyOutfits', 'waistcoats', 'tiesAndCravats', 'mensShoes', 'accessories', 'alterations',
    'groomsmenPackages',
  ],
  photo: [
    'fullDayCoverage', 'partDayCoverage', 'engagementShoots', 'secondPhotographer', 'dronePhotography', 'weddingAlbums',
    'parentAlbums', 'prints', 'onlineGallery', 'sameDaySlideshow', 'filmPhotography', 'dayAfterShoots', 'boudoirShoots',
    'elopements', 'destinationWeddings', 'photoBooth',
  ],
  planners: [
    'fullPlanning', 'partialPlanning', 'onTheDayCoordination', 'destinationWeddings', 'elopements', 'venueSearch',
    'supplierBooking', 'budgetManagement', 'designAndStyling', 'guestManagement', 'toastmaster', 'masterOfCeremonies',
    'independentCelebrant', 'humanistCelebrant', 'interfaithCeremonies', 'vowRenewals',
  ],
  stationery: [
    'saveTheDates', 'invitations', 'eveningInvitations', 'rsvpCards', 'digitalInvitations', 'orderOfTheDay', 'menus',
    'placeCards', 'tablePlans', 'tableNames', 'signage', 'thankYouCards', 'calligraphy', 'letterpress', 'foiling', 'waxSeals',
    'envelopeAddressing', 'bespokeDesign',
  ],
  transport: [
    'vintageCars', 'classicCars', 'modernLuxuryCars', 'supercars', 'limousines', 'campervans', 'vintageBuses', 'guestCoaches',
    'minibuses', 'horseAndCarriage', 'boats', 'helicopters', 'uniformedChauffeur', 'ribbonsAndFlowers', 'drinksOnBoard',
  ],
  video: [
    'fullDayFilming', 'partDayFilming', 'highlightFilm', 'fullLengthFilm', 'ceremonyAndSpeechesFilms', 'sameDayEdit',
    'socialMediaTeaser', 'preWeddingFilm', 'droneFilming', 'secondVideographer', 'liveStreaming', 'rawFootage', 'super8Film',
    'keepsakeUsb', 'destinationWeddings',
  ],
} as const satisfies Partial<Record<CategoryValue, readonly string[]>>;

export type ProductsServicesCategory = keyof typeof productsServices;
