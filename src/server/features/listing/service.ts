import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isCategoryValue, isVenue, type CategoryValue } from '../../../domain/categories.ts';
import { isCountryCode } from '../../../domain/countries.ts';
import { listingFormSchema, type ListingFormOutput } from '../../../domain/listing/listing-form-schema.ts';
import { addressChanged, geocodeAddressOf, listingDocumentOf } from '../../../domain/listing/listing-form.ts';
import { withTemplate, type Listing, type NameUrl } from '../../../domain/listing/template.ts';
import type { Achievement } from '../../../domain/about-you/achievements.ts';
import type { PhotoView } from '../../../domain/photos/photos-api.ts';
import { venuePriceFields } from '../../../domain/pricing/price-schemes.ts';
import { isBlank } from '../../../domain/field-rules.ts';
import type { Supplier, SupplierAccess } from '../../access/supplier-access.ts';
import type { ListingAnswer } from '../../../domain/listing/listing-api.ts';
import { roleAtLeast } from '../../../domain/roles.ts';
import type { Db } from '../../db/client.ts';
import { supplierListings, suppliers, supplierVideos } from '../../db/schema/index.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { parseForm } from '../../http/parse-form.ts';
import type { GeocodeProvider } from '../../providers/geocode/index.ts';
import { GeocoderUnavailableError } from '../../providers/geocode/nominatim.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import { brochureOrder, priceSchemeOrder, toBrochure, toScheme } from '../pricing/read.ts';
import type { SupplierBrochure } from '../../../domain/pricing/brochure-schemas.ts';
import type { SupplierPriceScheme } from '../../../domain/pricing/price-schemes.ts';
import type { Video } from '../../../domain/videos/videos-api.ts';
import { listVideos, showsVideoTours, toVideo, videoOrder } from '../videos/read.ts';
import { readAboutYou, type AboutYou } from '../about-you/read.ts';
import { listPhotos } from '../photos/service.ts';

function categoryOf(supplier: Supplier): CategoryValue {
  const category = supplier.types[0];
  if (!isCategoryValue(category))
    throw new AppError(409, 'unknown-category', `The supplier's type ${category ?? '(none)'} has no listing template`);
  return category;
}

/** The address parts of the listing as the suppliers columns hold them. */
function addressOf(supplier: Supplier) {
  return {
    address: supplier.street[0] ?? '',
    postcode: supplier.postalCode,
    town: supplier.city,
    county: supplier.adminArea[0] ?? '',
    country: supplier.adminArea[1] ?? '',
  };
}

/**
 * What a venue's listing shows that other screens keep: its price schemes, brochures and the live video tours couples
 * are shown.
 */
export interface KeptElsewhere {
  priceSchemes: SupplierPriceScheme[];
  brochures: SupplierBrochure[];
  liveVideoTours: Video[];
}

const nothingKeptElsewhere: KeptElsewhere = { priceSchemes: [], brochures: [], liveVideoTours: [] };

/** The template's lists and About-you texts, as the photos, videos and About you screens keep them. */
export type ListingFromScreens = Pick<
  Listing,
  'photos' | 'videos' | 'featuredIn' | 'industryAwards' | 'accreditationsAssociations' | 'statusUpdate' | 'faqsAnswers'
>;

const nameUrlsOf = (entries: readonly Achievement[]): NameUrl[] =>
  entries.map((entry) => ({ name: entry.name, url: entry.link ?? '' }));

/**
 * The fields of the template other screens keep, in their order: a photo has no title, so its name is its id; a video's
 * is its label; an achievement without a link has an empty url; statusUpdate is the status message ('' without one)
 * and faqsAnswers the answered FAQ questions by question id.
 */
export function listingFromScreens(photos: readonly PhotoView[], videos: readonly Video[], aboutYou: AboutYou) {
  const { achievements, statusMessage, faq } = aboutYou;
  return {
    photos: photos.map((photo) => ({ name: photo.id, url: photo.path })),
    videos: videos.map((video) => ({ name: video.label, url: video.url })),
    featuredIn: nameUrlsOf(achievements.featuredIn),
    industryAwards: nameUrlsOf(achievements.industryAwards),
    accreditationsAssociations: nameUrlsOf(achievements.accreditationsAssociations),
    statusUpdate: statusMessage?.message ?? '',
    faqsAnswers: Object.fromEntries(faq.map((entry) => [entry.questionId, entry.answer])),
  } satisfies ListingFromScreens;
}

/**
 * What other screens keep of the supplier's own listing: all its photos (as its photo counter counts them), its videos,
 * its About you.
 */
async function readListingFromScreens(db: Db, storage: StorageProvider, supplier: Supplier) {
  const [photos, videos, aboutYou] = await Promise.all([
    listPhotos(db, storage, supplier.id),
    listVideos(db, supplier.id, 'video'),
    readAboutYou(db, supplier),
  ]);
  return listingFromScreens(photos, videos, aboutYou);
}

/**
 * What other screens keep of a venue, with its listing row unless the caller has it (a save), in one
 * prepared statement (a relational query: the lists come as JSON columns of the supplier's row, decoded
 * by their columns' types). Video tours are read whatever the tier and dropped here when it hides them.
 */
async function readVenueParts(
  db: Db,
  storage: StorageProvider,
  supplier: Supplier,
  withRow: boolean,
): Promise<{ row: ListingRow | undefined; keptElsewhere: KeptElsewhere }> {
  const statement = preparedOnce(db, withRow ? 'listing-of-venue' : 'venue-lists', (name) =>
    db.query.suppliers
      .findFirst({
        columns: { id: true },
        where: eq(suppliers.id, sql.placeholder('supplierId')),
        with: {
          ...(withRow ? { listing: true as const } : {}),
          priceSchemes: { orderBy: priceSchemeOrder },
          brochures: { orderBy: brochureOrder },
          videos: { where: eq(supplierVideos.type, 'videoTour'), orderBy: videoOrder },
        },
      })
      .prepare(name),
  );
  const found = await statement.execute({ supplierId: supplier.id });
  return {
    row: found && 'listing' in found ? (found.listing ?? undefined) : undefined,
    keptElsewhere: {
      priceSchemes: found?.priceSchemes.map((scheme) => toScheme(scheme, supplier.currency)) ?? [],
      brochures: found?.brochures.map((brochure) => toBrochure(storage, brochure)) ?? [],
      liveVideoTours: showsVideoTours(supplier) ? (found?.videos.map(toVideo) ?? []) : [],
    },
  };
}

export type ListingRow = typeof supplierListings.$inferSelect;

export async function readListingRow(db: Db, supplierId: string): Promise<ListingRow | undefined> {
  const statement = preparedOnce(db, 'listing', (name) =>
    db
      .select()
      .from(supplierListings)
      .where(eq(supplierListings.supplierId, sql.placeholder('supplierId')))
      .prepare(name),
  );
  const [row] = await statement.execute({ supplierId });
  return row;
}

/**
 * The supplier's listing: the stored document over the category's empty template, with the suppliers
 * columns and, for a venue, what other screens keep (read, never stored twice, so never out of step).
 */
export function listingOf(
  supplier: Supplier,
  row: ListingRow | undefined,
  keptElsewhere: KeptElsewhere,
  fromScreens: ListingFromScreens,
): Listing {
  const category = categoryOf(supplier);
  const { priceSchemes, brochures, liveVideoTours } = keptElsewhere;
  const venueAdditions = isVenue(category)
    ? { ...venuePriceFields(priceSchemes), brochures, liveVideoTours, hasLiveVideoTours: liveVideoTours.length > 0 }
    : {};
  return {
    ...withTemplate(category, supplier.countryCode, row?.listing ?? {}),
    ...venueAdditions,
    ...fromScreens,
    ...addressOf(supplier),
    id: supplier.id,
    publicId: supplier.publicId,
    name: supplier.name,
    email: supplier.email,
    phone: supplier.phone,
    website: supplier.website,
    lat: supplier.latitude ?? 0,
    lng: supplier.longitude ?? 0,
    supplierDeleted: supplier.deleted,
    lastUpdatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/**
 * The listings' descriptions of some suppliers at once (the public search matches keywords in them); none for a
 * supplier without one.
 */
export async function readListingDescriptions(db: Db, supplierIds: readonly string[]): Promise<Map<string, string>> {
  if (supplierIds.length === 0) return new Map();
  const rows = await db
    .select({
      supplierId: supplierListings.supplierId,
      description: sql<string | null>`${supplierListings.listing} ->> 'description'`,
    })
    .from(supplierListings)
    .where(inArray(supplierListings.supplierId, [...supplierIds]));
  return new Map(rows.map((row) => [row.supplierId, row.description ?? '']));
}

/**
 * Whether the listing keeps search engines away (the template's true until a save says otherwise): one read, without
 * what other screens keep.
 */
export async function readListingNoindex(db: Db, supplier: Supplier): Promise<boolean> {
  return withTemplate(
    categoryOf(supplier),
    supplier.countryCode,
    (await readListingRow(db, supplier.id))?.listing ?? {},
  ).noindex;
}

/**
 * The stored document over the category's template, without what other screens keep (the supplier's own answer reads
 * its descriptions, company and social links from it); null for a supplier whose type has no template.
 */
export async function readListingDocument(db: Db, supplier: Supplier): Promise<Listing | null> {
  const category = supplier.types[0];
  if (!isCategoryValue(category)) return null;
  return withTemplate(category, supplier.countryCode, (await readListingRow(db, supplier.id))?.listing ?? {});
}

export async function readListing(db: Db, storage: StorageProvider, supplier: Supplier): Promise<Listing> {
  const [{ row, keptElsewhere }, fromScreens] = await Promise.all([
    isVenue(categoryOf(supplier))
      ? readVenueParts(db, storage, supplier, true)
      : readListingRow(db, supplier.id).then((found) => ({ row: found, keptElsewhere: nothingKeptElsewhere })),
    readListingFromScreens(db, storage, supplier),
  ]);
  return listingOf(supplier, row, keptElsewhere, fromScreens);
}

interface Coordinates {
  latitude: number | null;
  longitude: number | null;
}

/**
 * Coordinates of a changed address: the spec's joined address (street, postcode, county, country),
 * then the same with the town (the offline gazetteer knows towns, not postcodes). Nothing found or the
 * geocoder down keeps the previous coordinates (docs/decisions/listing.md, "Geocoding on save").
 */
async function geocodeAddress(
  geocoder: GeocodeProvider,
  log: FastifyBaseLogger,
  supplier: Supplier,
  values: ListingFormOutput,
): Promise<Coordinates> {
  const kept = { latitude: supplier.latitude, longitude: supplier.longitude };
  const country = isCountryCode(supplier.countryCode) ? supplier.countryCode : undefined;
  const withTown = [values.address, values.postcode, values.town, values.county, values.country]
    .filter((p) => !isBlank(p))
    .join(', ');
  try {
    for (const query of [geocodeAddressOf(values), withTown]) {
      const found = query === '' ? null : await geocoder.geocode(query, country);
      if (found) return { latitude: found.lat, longitude: found.lng };
    }
  } catch (error) {
    if (!(error instanceof GeocoderUnavailableError)) throw error;
    log.warn({ err: error }, 'geocoder unavailable: listing saved with its previous coordinates');
  }
  return kept;
}

/**
 * The save's write: the document merged into the stored one and the suppliers columns, in one prepared
 * statement (atomic without a transaction, and the rows locked for one round trip instead of four:
 * begin, two writes, commit). It answers the supplier and the document as saved. The coordinates are
 * written only when the address changed (a statement of its own), so a save never writes back stale ones.
 */
function writeListingStatement(db: Db, withCoordinates: boolean) {
  return preparedOnce(db, withCoordinates ? 'listing-save-geocoded' : 'listing-save', (name) => {
    const p = (placeholder: string) => sql.placeholder(placeholder);
    // a placeholder is encoded by its column like a value; the types of `set` just do not name it
    const now = p('now') as unknown as Date;
    const savedDocument = db.$with('saved_listing').as(
      db
        .insert(supplierListings)
        .values({ supplierId: p('supplierId'), listing: p('document'), updatedAt: now })
        // top-level merge: fields of the document that this editor does not send stay as they are
        .onConflictDoUpdate({
          target: supplierListings.supplierId,
          set: { listing: sql`${supplierListings.listing} || excluded.listing`, updatedAt: now },
        })
        .returning({ listing: supplierListings.listing }),
    );
    const columns = [
      'name',
      'email',
      'phone',
      'website',
      'street',
      'postalCode',
      'city',
      'adminArea',
      ...(withCoordinates ? (['latitude', 'longitude'] as const) : []),
    ] as const satisfies readonly (keyof typeof suppliers.$inferInsert)[];
    return db
      .with(savedDocument)
      .update(suppliers)
      .set({ ...Object.fromEntries(columns.map((column) => [column, p(column)])), updatedAt: now })
      .where(eq(suppliers.id, p('supplierId')))
      .returning({
        ...getTableColumns(suppliers),
        savedListing: sql`(select ${savedDocument.listing} from ${savedDocument})`.mapWith(supplierListings.listing),
      })
      .prepare(name);
  });
}

export interface SaveListingDeps {
  db: Db;
  storage: StorageProvider;
  geocoder: GeocodeProvider;
  log: FastifyBaseLogger;
}

/** The answer of the listing's fetch and save: the listing with what the form needs of the supplier and the role. */
export function listingAnswerOf(listing: Listing, { supplier, role }: SupplierAccess): ListingAnswer {
  return {
    listing,
    countryCode: supplier.countryCode,
    currency: supplier.currency,
    canEdit: roleAtLeast(role, 'editor'),
  };
}

/**
 * Validates the whole editable part (`validListingOf`), geocodes a changed address, then writes the suppliers columns
 * and the document in one statement and reads the answer (`writeListing`).
 */
export async function saveListing(
  { db, storage, geocoder, log }: SaveListingDeps,
  supplier: Supplier,
  body: unknown,
  now: Date,
): Promise<Listing> {
  const values = validListingOf(supplier, body);
  const coordinates = addressChanged(addressOf(supplier), values)
    ? await geocodeAddress(geocoder, log, supplier, values)
    : null;
  return writeListing(db, storage, supplier, values, coordinates, now);
}

/**
 * The listing save's body checked against the supplier's category and country (400 with field errors).
 * @internal
 */
export function validListingOf(supplier: Supplier, body: unknown): ListingFormOutput {
  return parseForm(listingFormSchema(categoryOf(supplier), supplier.countryCode), body);
}

/**
 * The listing save's writes and reads for a checked body: the suppliers columns and the document in one statement
 * (`writeListingStatement`), then what other screens keep. The bench's answer floor runs it as the save's own work.
 * @internal
 */
export async function writeListing(
  db: Db,
  storage: StorageProvider,
  supplier: Supplier,
  values: ListingFormOutput,
  coordinates: Coordinates | null,
  now: Date,
): Promise<Listing> {
  const document = listingDocumentOf(values);
  const write = writeListingStatement(db, coordinates !== null);
  const [saved] = await write.execute({
    supplierId: supplier.id,
    document,
    name: values.name,
    email: values.email,
    phone: values.phone,
    website: values.website,
    street: isBlank(values.address) ? [] : [values.address],
    postalCode: values.postcode,
    city: values.town,
    adminArea: [values.county, values.country],
    latitude: coordinates?.latitude ?? null,
    longitude: coordinates?.longitude ?? null,
    now,
  });
  if (!saved) throw notFound('supplier not found');
  const { savedListing, ...updated } = saved;
  const [{ keptElsewhere }, fromScreens] = await Promise.all([
    isVenue(categoryOf(updated))
      ? readVenueParts(db, storage, updated, false)
      : { keptElsewhere: nothingKeptElsewhere },
    readListingFromScreens(db, storage, updated),
  ]);
  return listingOf(
    updated,
    { supplierId: updated.id, listing: savedListing, updatedAt: now },
    keptElsewhere,
    fromScreens,
  );
}
