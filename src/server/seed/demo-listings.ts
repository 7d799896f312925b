import type { CategoryValue } from '../../domain/categories.ts';
import { listingFormSchema } from '../../domain/listing/listing-form-schema.ts';
import { listingDocumentOf } from '../../domain/listing/listing-form.ts';
import type { Db } from '../db/client.ts';
import { supplierListings } from '../db/schema/index.ts';
import { demoSuppliers } from './demo.ts';

const flags = (...names: string[]) => Object.fromEntries(names.map((n) => [n, true]));

/** The listing fields of the demo venue and photographer beyond their suppliers columns, in their own language. */
const demoListings: readonly {
  supplier: keyof typeof demoSuppliers;
  category: CategoryValue;
  values: Record<string, unknown>;
}[] = [
  {
    supplier: 'oldBarn',
    category: 'venue',
    values: {
      description: 'A restored 18th-century Cotswold stone barn with gardens, an orchard and a courtyard for drinks.',
      detailedDescription:
        'The Old Barn sits on a working farm just outside Bourton-on-the-Water. Oak beams, flagstone floors and festoon lights make the main barn a warm space for up to 120 seated guests, and the walled garden holds outdoor ceremonies from May to September. We host one wedding a day, with the barn, gardens and courtyard yours from 11 am until midnight.',
      managerPersonalMessage:
        'I have looked after weddings here for twelve years and still love the moment the doors open. Come and see us on a Sunday open day. – Victoria',
      nearestAirport: 'Birmingham Airport (BHX), 60 minutes',
      nearestMotorway: 'M5 junction 11a, 35 minutes',
      nearestTown: 'Bourton-on-the-Water, 1 mile',
      nearestTrainStation: 'Moreton-in-Marsh, 15 minutes by taxi',
      yearBusinessWasEstablished: 2009,
      noOfPeopleInTeam: 14,
      noOfWeddingsHosted: '600+',
      publicLiabilityInsurance: true,
      nameOfWeddingContact: 'Victoria Hale',
      travelNotes: 'Free parking for 80 cars; taxis from Moreton-in-Marsh station can be booked through us.',
      social: {
        facebook: 'https://facebook.com/oldbarncotswolds',
        instagram: 'https://instagram.com/oldbarncotswolds',
        pinterest: 'https://pinterest.co.uk/oldbarncotswolds',
      },
      cateringSection: flags(
        'inHouseCatering',
        'menuTastings',
        'dietaryRequirementsCatered',
        'childrensMenus',
        'suppliersMeals',
      ),
      ceremonyReceptionSection: flags(
        'civilCeremonies',
        'outdoorCivilCeremonies',
        'civilPartnerships',
        'ceremonyAndReception',
        'drinksReceptionSpace',
      ),
      foodDrinkSection: flags(
        'licensedBar',
        'drinksPackages',
        'ownCakeAllowed',
        'canapes',
        'hogRoast',
        'eveningBuffet',
        'sharingPlatters',
      ),
      pricePerHeadSection: flags(
        'venueHire',
        'drinksReception',
        'canapes',
        'threeCourseMeal',
        'wineWithMeal',
        'toastDrink',
        'eveningBuffet',
        'tableLinen',
      ),
      venueHireSection: flags(
        'exclusiveUse',
        'ceremonyRoomHire',
        'receptionRoom',
        'gardensForPhotos',
        'tablesAndChairs',
        'setUpAndClearAway',
      ),
      venueSection: flags(
        'exclusiveUse',
        'oneWeddingPerDay',
        'weddingCoordinator',
        'gardensAndGrounds',
        'wetWeatherOption',
        'wheelchairAccessible',
        'onSiteParking',
        'dogsWelcome',
        'confettiAllowed',
      ),
      venueStyle: flags('rustic', 'romantic', 'countryside', 'historic'),
      venueType: flags('barn', 'farm'),
      accommodationNoOfPeople: 22,
      hasAccommodation: true,
      noOfAdditionalGuestRooms: 9,
      indoorReceptionNoOfPeople: 180,
      indoorSeatedDiningNoOfPeople: 120,
      bridalSuite: true,
      inHouseCateringInfo: 'Seasonal menus from our own kitchen, with produce from the farm.',
      packagesInfo:
        'Our Classic package: ceremony, drinks reception, three-course wedding breakfast and evening buffet.',
      venueHireOnlyInfo: 'Exclusive use of the barn, gardens and courtyard from 11 am to midnight.',
      targetingPriceAvgTotalSpend: 2200000,
      targetingPriceMinBudget: 1200000,
      usualStartTime: '11:00',
      usualFinishTime: '00:00',
    },
  },
  {
    supplier: 'lichtblick',
    category: 'photo',
    values: {
      description: 'Natürliche Hochzeitsreportagen in Berlin und Brandenburg – ehrlich, leicht und voller Licht.',
      detailedDescription:
        'Wir begleiten euren Tag vom Getting Ready bis zum ersten Tanz, unaufdringlich und mit einem Blick für die kleinen Momente. Zu jeder Ganztagsreportage gehören ein Kennenlerngespräch, eine Online-Galerie und ein handgebundenes Album.',
      managerPersonalMessage:
        'Schreibt uns gern, wie ihr euch kennengelernt habt – wir freuen uns auf eure Geschichte! Jonas',
      nearestAirport: 'Flughafen BER, 40 Minuten',
      nearestTown: 'Berlin-Prenzlauer Berg',
      nearestTrainStation: 'S-Bahnhof Schönhauser Allee',
      yearBusinessWasEstablished: 2014,
      noOfPeopleInTeam: 2,
      noOfWeddingsHosted: 'über 250',
      publicLiabilityInsurance: true,
      nameOfWeddingContact: 'Jonas Becker',
      travelNotes: 'Innerhalb Berlins ohne Anfahrtskosten, in Brandenburg 0,50 € pro Kilometer.',
      social: {
        instagram: 'https://instagram.com/lichtblick.hochzeit',
        facebook: 'https://facebook.com/lichtblickhochzeit',
        vimeo: 'https://vimeo.com/lichtblick',
      },
      specialistWeddingSection: {
        otherWeddingSpecialist: true,
        otherWeddingSpecialistDetails: 'Gleichgeschlechtliche Hochzeiten und Elopements',
      },
      productsServicesSection: flags(
        'fullDayCoverage',
        'partDayCoverage',
        'engagementShoots',
        'secondPhotographer',
        'weddingAlbums',
        'onlineGallery',
        'elopements',
      ),
      photographyStyleSection: flags('reportageDocumentary', 'modern', 'firstLookPhotographer'),
    },
  },
];

/** Adds the demo listings (validated like a save from the editor) to the seeded suppliers. */
export async function seedDemoListings(db: Db, now: Date): Promise<void> {
  for (const { supplier: key, category, values } of demoListings) {
    // read here, not at load: demo.ts imports this file (a module cycle)
    const supplier = demoSuppliers[key];
    const columns = {
      name: supplier.name,
      email: supplier.email,
      phone: supplier.phone,
      website: supplier.website,
      address: supplier.street[0],
      postcode: supplier.postalCode,
      town: supplier.city,
      county: supplier.adminArea[0],
      country: supplier.adminArea[1],
    };
    const saved = listingFormSchema(category, supplier.countryCode).parse({ ...columns, ...values });
    await db
      .insert(supplierListings)
      .values({ supplierId: supplier.id, listing: listingDocumentOf(saved), updatedAt: now });
  }
}
