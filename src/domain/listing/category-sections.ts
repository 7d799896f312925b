import type { CategoryValue } from '../categories.ts';
import { productsServices } from './products-services.ts';
import { franceVenueSections, venueSections } from './venue-sections.ts';

/**
 * A boolean checklist of a category's listing (spec "Category additions"): its flags, and the free-text
 * field that goes with an "other" flag where the spec names one (e.g. otherInstrumentsDetails).
 */
export interface ListingSection {
  /** The spec's section key, e.g. productsServicesSection, dietaryOptionsSection, venueStyle. */
  key: string;
  flags: readonly string[];
  /** The spec's details field of the section, when it has one. */
  detailsField?: string;
}

const products = (flags: readonly string[]): ListingSection => ({ key: 'productsServicesSection', flags });

/** The spec's exact six photography styles. */
const photographyStyleSection: ListingSection = {
  key: 'photographyStyleSection',
  flags: ['artistic', 'dramatic', 'firstLookPhotographer', 'modern', 'reportageDocumentary', 'traditionalClassic'],
};

/** The spec's exact seven dietary options, one section shared by cakes and catering. */
const dietaryOptionsSection: ListingSection = {
  key: 'dietaryOptionsSection',
  flags: ['dairyFree', 'glutenFree', 'halal', 'kosher', 'nutFree', 'vegan', 'vegetarian'],
};

const cakesGeneralServicesSection: ListingSection = {
  key: 'generalServicesSection',
  flags: [
    'bespokeDesign',
    'tastingSessions',
    'delivery',
    'setUpAtVenue',
    'cakeStandHire',
    'cupcakes',
    'dessertTables',
    'croquembouche',
    'cheeseTowers',
    'nakedCakes',
    'sugarFlowers',
    'cakeToppers',
    'macarons',
    'weddingFavours',
  ],
};

const cateringGeneralServicesSection: ListingSection = {
  key: 'generalServicesSection',
  flags: [
    'menuTastings',
    'waitingStaff',
    'barService',
    'drinksPackages',
    'tablewareHire',
    'tableLinen',
    'furnitureHire',
    'mobileKitchen',
    'setUpAndClearAway',
    'cakeCutting',
    'childrensMenus',
    'suppliersMeals',
    'eventCoordination',
  ],
};

const foodTypeSection: ListingSection = {
  key: 'foodTypeSection',
  flags: [
    'sitDownMeal',
    'buffet',
    'familyStyleSharing',
    'canapes',
    'afternoonTea',
    'barbecue',
    'hogRoast',
    'streetFood',
    'woodFiredPizza',
    'grazingTables',
    'eveningFood',
    'british',
    'french',
    'italian',
    'mediterranean',
    'indian',
    'caribbean',
    'middleEastern',
    'eastAsian',
  ],
};

const musicSections: readonly ListingSection[] = [
  {
    key: 'additionalServicesSection',
    flags: [
      'ceremonyMusic',
      'drinksReceptionMusic',
      'dinnerMusic',
      'eveningEntertainment',
      'firstDanceSongLearnt',
      'songRequests',
      'djBetweenSets',
      'microphoneForSpeeches',
      'danceFloorLighting',
      'mcServices',
      'extendedPlayingTime',
      'travelAbroad',
    ],
  },
  {
    key: 'businessTypeSection',
    flags: [
      'liveBand',
      'dj',
      'bandAndDj',
      'singer',
      'soloMusician',
      'duoOrTrio',
      'stringQuartet',
      'choir',
      'ceilidhBand',
      'brassBand',
      'bagpiper',
      'otherTypeOfPerformer',
    ],
    detailsField: 'otherTypeOfPerformerDetails',
  },
  {
    key: 'instrumentsSection',
    flags: [
      'vocals',
      'piano',
      'acousticGuitar',
      'electricGuitar',
      'bassGuitar',
      'drums',
      'violin',
      'cello',
      'harp',
      'saxophone',
      'trumpet',
      'accordion',
      'bagpipes',
      'steelDrums',
      'otherInstruments',
    ],
    detailsField: 'otherInstrumentsDetails',
  },
  {
    key: 'musicStyleSection',
    flags: [
      'pop',
      'rock',
      'indie',
      'jazz',
      'swing',
      'soulAndMotown',
      'funk',
      'disco',
      'rnbAndHipHop',
      'dance',
      'classical',
      'acoustic',
      'folk',
      'latin',
      'country',
      'bollywood',
      'chanson',
      'schlager',
      'otherStyleOfMusic',
    ],
    detailsField: 'otherStyleOfMusicDetails',
  },
];

/**
 * Every category's checklists, in the order the editor shows them (spec order). Categories without
 * additions have none. How the lists were chosen: docs/decisions/listing.md, "How the flag lists were chosen".
 * @internal
 */
export const categorySections: Record<CategoryValue, readonly ListingSection[]> = {
  beauty: [products(productsServices.beauty)],
  cakes: [dietaryOptionsSection, cakesGeneralServicesSection],
  catering: [dietaryOptionsSection, foodTypeSection, cateringGeneralServicesSection],
  decoration: [products(productsServices.decoration)],
  dress: [products(productsServices.dress)],
  entertainment: [products(productsServices.entertainment)],
  florist: [products(productsServices.florist)],
  jewellery: [products(productsServices.jewellery)],
  marquee: [products(productsServices.marquee)],
  menswear: [products(productsServices.menswear)],
  music: musicSections,
  photo: [products(productsServices.photo), photographyStyleSection],
  planners: [products(productsServices.planners)],
  stationery: [products(productsServices.stationery)],
  transport: [products(productsServices.transport)],
  venue: venueSections,
  video: [products(productsServices.video)],
};

/** A category's checklists in the supplier's country: a French venue's venue types have France's flags too. */
export function sectionsOf(category: CategoryValue, countryCode: string): readonly ListingSection[] {
  return category === 'venue' && countryCode === 'FR' ? franceVenueSections : categorySections[category];
}

/*
 * i18n keys (namespace listingFlags). A section's title is the same in every category, and a flag key
 * means the same thing wherever it appears (dietaryOptionsSection of cakes and catering, alterations of
 * dress and menswear, bridalSuite of three venue sections), so each is translated once.
 */
export const sectionTitleKey = (_category: CategoryValue, section: string): string =>
  `listingFlags:sections.${section}`;
export const flagLabelKey = (_category: CategoryValue, _section: string, flag: string): string =>
  `listingFlags:flags.${flag}`;
/** The label of a section's details text field, e.g. otherInstrumentsDetails. */
export const detailsLabelKey = (detailsField: string): string => `listingFlags:details.${detailsField}`;
