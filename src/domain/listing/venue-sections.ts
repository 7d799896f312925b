import type { ListingSection } from './category-sections.ts';

/**
 * The venue's flag groups (spec "Category additions", venue). The spec names the groups and says
 * venueStyle has 21 flags, without listing any of them; the lists are ours (docs/decisions/listing.md,
 * "How the flag lists were chosen"). The venue's numeric and text fields live in venue-fields.ts.
 * Order: as the spec lists the groups, which is alphabetical.
 */

const cateringSection: ListingSection = {
  key: 'cateringSection',
  flags: [
    'inHouseCatering',
    'preferredCaterersList',
    'externalCaterersAllowed',
    'selfCateringAllowed',
    'kitchenForCaterers',
    'menuTastings',
    'dietaryRequirementsCatered',
    'childrensMenus',
    'suppliersMeals',
  ],
};

const ceremonyReceptionSection: ListingSection = {
  key: 'ceremonyReceptionSection',
  flags: [
    'civilCeremonies',
    'outdoorCivilCeremonies',
    'religiousCeremonies',
    'symbolicCeremonies',
    'civilPartnerships',
    'ceremonyAndReception',
    'receptionOnly',
    'separateCeremonyRoom',
    'drinksReceptionSpace',
    'eveningReceptionSpace',
  ],
};

const foodDrinkSection: ListingSection = {
  key: 'foodDrinkSection',
  flags: [
    'licensedBar',
    'drinksPackages',
    'bringYourOwnDrinks',
    'noCorkageCharge',
    'cashBar',
    'extensiveWineList',
    'ownCakeAllowed',
    'foodTrucksAllowed',
    'canapes',
    'afternoonTea',
    'barbecue',
    'hogRoast',
    'eveningBuffet',
    'sharingPlatters',
    'fineDining',
  ],
};

/** What a per-head package includes. */
const pricePerHeadSection: ListingSection = {
  key: 'pricePerHeadSection',
  flags: [
    'venueHire',
    'ceremonyRoomHire',
    'drinksReception',
    'canapes',
    'threeCourseMeal',
    'wineWithMeal',
    'toastDrink',
    'eveningBuffet',
    'tableLinen',
    'chairCovers',
    'centrepieces',
    'cakeStandAndKnife',
    'weddingCoordinator',
    'bridalSuite',
  ],
};

/** What an all-inclusive total price includes. */
const totalInclusivePriceSection: ListingSection = {
  key: 'totalInclusivePriceSection',
  flags: [
    'venueHire',
    'ceremonyRoomHire',
    'drinksReception',
    'threeCourseMeal',
    'wineWithMeal',
    'toastDrink',
    'eveningBuffet',
    'weddingCake',
    'flowers',
    'dj',
    'photographer',
    'tableLinen',
    'chairCovers',
    'weddingCoordinator',
    'bridalSuite',
    'guestAccommodation',
  ],
};

/** What venue hire alone includes. */
const venueHireSection: ListingSection = {
  key: 'venueHireSection',
  flags: [
    'exclusiveUse',
    'ceremonyRoomHire',
    'receptionRoom',
    'eveningRoom',
    'gardensForPhotos',
    'tablesAndChairs',
    'tableLinen',
    'staffing',
    'setUpAndClearAway',
    'soundSystem',
    'bridalSuite',
    'guestAccommodation',
  ],
};

const venueSection: ListingSection = {
  key: 'venueSection',
  flags: [
    'exclusiveUse',
    'oneWeddingPerDay',
    'weddingCoordinator',
    'gardensAndGrounds',
    'terrace',
    'spaceForMarquee',
    'wetWeatherOption',
    'wheelchairAccessible',
    'accessibleToilets',
    'onSiteParking',
    'dogsWelcome',
    'childFriendly',
    'danceFloor',
    'audioVisualEquipment',
    'airConditioning',
    'lateLicence',
    'fireworksAllowed',
    'confettiAllowed',
    'candlesAllowed',
    'helipad',
  ],
};

/** Exactly 21 style flags (the spec's count). */
const venueStyle: ListingSection = {
  key: 'venueStyle',
  flags: [
    'rustic',
    'romantic',
    'modern',
    'traditional',
    'quirky',
    'industrial',
    'bohemian',
    'luxury',
    'vintage',
    'countryside',
    'urban',
    'coastal',
    'waterside',
    'historic',
    'minimalist',
    'intimate',
    'grand',
    'fairytale',
    'gardens',
    'ecoFriendly',
    'festival',
  ],
};

/** The venue types a venue ticks on its listing; the search boost for a venue type names one of them. */
export const venueTypeFlags = [
  'barn',
  'castle',
  'chateau',
  'countryHouse',
  'hotel',
  'restaurant',
  'pubOrInn',
  'farm',
  'vineyard',
  'beach',
  'gardenOrPark',
  'historicBuilding',
  'museumOrGallery',
  'townHall',
  'placeOfWorship',
  'golfClub',
  'sportsVenue',
  'cityVenue',
  'boat',
  'woodland',
  'privateEstate',
  'landForMarquee',
  'otherVenueType',
] as const;

/** spec section 9 (access document): France's own set of venue-type flags, named as written. */
const franceVenueTypeFlags = [
  'bestOfBritain',
  'cityHotelCityVenue',
  'gardenOutdoor',
  'golfCourse',
  'sportingVenueStadium',
  'statelyHome',
  'warehouseFactory',
  'weddingLicence',
  'outdoorCeremonyLicence',
] as const;

const venueSectionsWith = (typeFlags: readonly string[]): readonly ListingSection[] => [
  cateringSection,
  ceremonyReceptionSection,
  foodDrinkSection,
  pricePerHeadSection,
  totalInclusivePriceSection,
  venueHireSection,
  venueSection,
  venueStyle,
  { key: 'venueType', flags: typeFlags, detailsField: 'otherVenueTypeDetails' },
];

export const venueSections = venueSectionsWith(venueTypeFlags);
/** A French venue's checklists: its venue types add France's set (before "other", which keeps its details last). */
export const franceVenueSections = venueSectionsWith([
  ...venueTypeFlags.filter((flag) => flag !== 'otherVenueType'),
  ...franceVenueTypeFlags,
  'otherVenueType',
]);
