import { isVenue, type CategoryValue } from '../categories.ts';
import { emptyTargeting, type Targeting } from './targeting-group.ts';
import { sectionsOf, type ListingSection } from './category-sections.ts';
import { emptyVenueAdditions, type VenueAdditions } from './venue-fields.ts';

/**
 * The spec's "Supplier listing template for the 17 categories": the fields common to every category,
 * plus each category's checklists (category-sections.ts) and the venue's additions. In the empty
 * template all counts and prices are 0, yearBusinessWasEstablished is 1900 and noindex is true.
 */

/** The empty template's yearBusinessWasEstablished (spec: default 1900). */
export const emptyYearEstablished = 1900;

/** An entry of the photos, videos, accreditations, featured-in and industry-awards lists. */
export interface NameUrl {
  name: string;
  url: string;
}

export const socialNetworks = [
  'blog',
  'facebook',
  'googlePlus',
  'instagram',
  'linkedin',
  'pinterest',
  'twitter',
  'vimeo',
  'youtube',
] as const;
type SocialNetwork = (typeof socialNetworks)[number];

export const specialistWeddingFlags = [
  'asianWeddingSpecialist',
  'jewishWeddingSpecialist',
  'muslimWeddingSpecialist',
  'otherWeddingSpecialist',
] as const;
type SpecialistWeddingFlag = (typeof specialistWeddingFlags)[number];

/** A checklist's values: a boolean per flag, and its details text when the section has one. */
type SectionValues = Record<string, boolean | string>;

interface CommonListing {
  // identity and text
  id: string;
  publicId: string;
  /** Equal to the category key in the template. */
  slug: string;
  name: string;
  category: CategoryValue;
  description: string;
  detailedDescription: string;
  /** Answers to the category's questions, by question key. */
  faqsAnswers: Record<string, string>;
  managerPersonalMessage: string;
  statusUpdate: string;
  // contact and address
  email: string;
  supplierEmail: string;
  phone: string;
  website: string;
  /** The street line. */
  address: string;
  hideFirstAddressLine: boolean;
  postcode: string;
  town: string;
  county: string;
  country: string;
  lat: number;
  lng: number;
  // nearby transport
  nearestAirport: string;
  nearestMotorway: string;
  nearestTown: string;
  nearestTrainStation: string;
  // numbers and timestamps
  minPrice: number;
  profileScore: number;
  noOfPeopleInTeam: number;
  yearBusinessWasEstablished: number;
  /** ISO 8601 instant of the last save; null before the first. */
  lastUpdatedAt: string | null;
  // flags
  appearsInMainSearch: boolean;
  noindex: boolean;
  supplierDeleted: boolean;
  supplierDeletedDate: number;
  supplierRegistered: boolean;
  publicLiabilityInsurance: boolean;
  // text
  noOfWeddingsHosted: string;
  nameOfWeddingContact: string;
  ourPreferredSupplierList: string;
  pricingCategory: string;
  travelNotes: string;
  videoGallery: string;
  // lists
  photos: NameUrl[];
  videos: NameUrl[];
  accreditationsAssociations: NameUrl[];
  featuredIn: NameUrl[];
  industryAwards: NameUrl[];
  // offers
  bbDiscount: string;
  bbDiscountExpiry: number;
  bbDiscountOtherDetails: string;
  bbGift: string;
  bbGiftOtherDetails: string;
  bbSpecialOffer: string;
  // other
  premium: unknown;
  weddingFairs: Record<string, unknown>;
  manualCheck: {
    completed: boolean;
    dateManualCheck: number;
    initials: string;
    poop: boolean;
    star: boolean;
    toBeDeleted: boolean;
  };
  regionServed: { regionServedOtherDetails: string };
  social: Record<SocialNetwork, string>;
  specialOffers: { custom: unknown; lateAvailability: unknown; midweek: unknown; seasonal: unknown };
  specialistWeddingSection: Record<SpecialistWeddingFlag, boolean> & { otherWeddingSpecialistDetails: string };
  /** Kept by /couple-targeting (couple-targeting.ts), never by the listing editor. */
  targeting: Targeting;
}

/**
 * A listing of any category: the common fields, the venue's additions when a venue, and the checklists by section key.
 */
export type Listing = CommonListing & Partial<VenueAdditions> & { [sectionKey: string]: unknown };

function emptySectionValues(section: ListingSection): SectionValues {
  const values: SectionValues = Object.fromEntries(section.flags.map((flag) => [flag, false]));
  if (section.detailsField) values[section.detailsField] = '';
  return values;
}

function emptyCommonListing(category: CategoryValue): CommonListing {
  return {
    id: '',
    publicId: '',
    slug: category,
    name: '',
    category,
    description: '',
    detailedDescription: '',
    faqsAnswers: {},
    managerPersonalMessage: '',
    statusUpdate: '',
    email: '',
    supplierEmail: '',
    phone: '',
    website: '',
    address: '',
    hideFirstAddressLine: false,
    postcode: '',
    town: '',
    county: '',
    country: '',
    lat: 0,
    lng: 0,
    nearestAirport: '',
    nearestMotorway: '',
    nearestTown: '',
    nearestTrainStation: '',
    minPrice: 0,
    profileScore: 0,
    noOfPeopleInTeam: 0,
    yearBusinessWasEstablished: emptyYearEstablished,
    lastUpdatedAt: null,
    appearsInMainSearch: false,
    noindex: true,
    supplierDeleted: false,
    supplierDeletedDate: 0,
    supplierRegistered: false,
    publicLiabilityInsurance: false,
    noOfWeddingsHosted: '',
    nameOfWeddingContact: '',
    ourPreferredSupplierList: '',
    pricingCategory: '',
    travelNotes: '',
    videoGallery: '',
    photos: [],
    videos: [],
    accreditationsAssociations: [],
    featuredIn: [],
    industryAwards: [],
    bbDiscount: '',
    bbDiscountExpiry: 0,
    bbDiscountOtherDetails: '',
    bbGift: '',
    bbGiftOtherDetails: '',
    bbSpecialOffer: '',
    premium: null,
    weddingFairs: {},
    manualCheck: { completed: false, dateManualCheck: 0, initials: '', poop: false, star: false, toBeDeleted: false },
    regionServed: { regionServedOtherDetails: '' },
    social: Object.fromEntries(socialNetworks.map((n) => [n, ''])) as Record<SocialNetwork, string>,
    specialOffers: { custom: null, lateAvailability: null, midweek: null, seasonal: null },
    specialistWeddingSection: {
      ...(Object.fromEntries(specialistWeddingFlags.map((f) => [f, false])) as Record<SpecialistWeddingFlag, boolean>),
      otherWeddingSpecialistDetails: '',
    },
    targeting: emptyTargeting(),
  };
}

/** The empty listing of a category: a fresh object each call (the OpenAPI document's listing shape reads them). */
export function emptyListing(category: CategoryValue, countryCode: string): Listing {
  const sections = Object.fromEntries(sectionsOf(category, countryCode).map((s) => [s.key, emptySectionValues(s)]));
  return { ...emptyCommonListing(category), ...(isVenue(category) ? emptyVenueAdditions() : {}), ...sections };
}

/**
 * A stored listing laid over the category's template: every template field is there, stored values
 * of the same kind win, and a checklist keeps only the flags the category has today (flag lists grow).
 */
export function withTemplate(category: CategoryValue, countryCode: string, stored: Record<string, unknown>): Listing {
  return overlay(templateOf(category, countryCode), stored, true) as Listing;
}

/**
 * The empty listing of each category, built once: building it took a fifth of a millisecond, paid by every listing read
 * and save.
 */
const templates = new Map<string, Record<string, unknown>>();

function templateOf(category: CategoryValue, countryCode: string): Record<string, unknown> {
  // only a French venue's template differs by country
  const key = category === 'venue' && countryCode === 'FR' ? 'venue FR' : category;
  let template = templates.get(key);
  if (!template) templates.set(key, (template = emptyListing(category, countryCode)));
  return template;
}

/** An empty list or group of the template, copied: the kept template is shared by every listing laid over it. */
const copyOf = (empty: unknown) => (Array.isArray(empty) ? [...empty] : isPlainObject(empty) ? { ...empty } : empty);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Top level keeps fields the template does not name (other screens' data); nested groups keep only the template's keys.
 */
function overlay(
  template: Record<string, unknown>,
  stored: Record<string, unknown>,
  keepExtra: boolean,
): Record<string, unknown> {
  const result: Record<string, unknown> = keepExtra ? { ...stored } : {};
  for (const [key, empty] of Object.entries(template)) {
    const value = stored[key];
    if (isPlainObject(empty) && Object.keys(empty).length > 0)
      result[key] = overlay(empty, isPlainObject(value) ? value : {}, false);
    else if (
      value === undefined ||
      (empty !== null && typeof value !== typeof empty) ||
      Array.isArray(empty) !== Array.isArray(value)
    )
      result[key] = copyOf(empty);
    else result[key] = value;
  }
  return result;
}
