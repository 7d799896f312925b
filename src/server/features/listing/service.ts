import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isCategoryValue, isVenue, type CategoryValue } from '../../../domain/categories.ts';
import { isCountryCode } from '../../../domain/countries.ts';
import { listingFormSchema, type ListingFormOutput } from '../../../domain/listing/listing-form-schema.ts';
import { addressChanged, geocodeAddressOf, listingDocumentOf } from '../../../domain/listing/listing-form.ts';
import { withTemplate, type Listing } from '../../../domain/listing/template.ts';
import { venuePriceFields } from '../../../domain/pricing/price-schemes.ts';
import { isBlank } from '../../../domain/field-rules.ts';
import type { Supplier } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { supplierListings, suppliers } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { parseForm } from '../../http/parse-form.ts';
import type { GeocodeProvider } from '../../providers/geocode/index.ts';
import { GeocoderUnavailableError } from '../../providers/geocode/nominatim.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import { readBrochures, readPriceSchemes } from '../pricing/read.ts';
import type { SupplierBrochure } from '../../../domain/pricing/brochure-schemas.ts';
import type { SupplierPriceScheme } from '../../../domain/pricing/price-schemes.ts';
import type { Video } from '../../../domain/videos/videos-api.ts';
import { listShownVideoTours } from '../videos/read.ts';

export function categoryOf(supplier: Supplier): CategoryValue {
  const category = supplier.types[0];
  if (!isCategoryValue(category)) throw new AppError(409, 'unknown-category', `The supplier's type ${category ?? '(none)'} has no listing template`);
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

/** What a venue's listing shows that other screens keep: its price schemes, brochures and the live video tours couples are shown. */
export interface KeptElsewhere {
  priceSchemes: SupplierPriceScheme[];
  brochures: SupplierBrochure[];
  liveVideoTours: Video[];
}

async function readKeptElsewhere(db: Db, storage: StorageProvider, supplier: Supplier): Promise<KeptElsewhere> {
  const [priceSchemes, brochures, liveVideoTours] = await Promise.all([readPriceSchemes(db, supplier), readBrochures(db, storage, supplier.id), listShownVideoTours(db, supplier)]);
  return { priceSchemes, brochures, liveVideoTours };
}

export type ListingRow = typeof supplierListings.$inferSelect;

export async function readListingRow(db: Db, supplierId: string): Promise<ListingRow | undefined> {
  const [row] = await db.select().from(supplierListings).where(eq(supplierListings.supplierId, supplierId));
  return row;
}

/**
 * The supplier's listing: the stored document over the category's empty template, with the suppliers
 * columns and, for a venue, what other screens keep (read, never stored twice, so never out of step).
 */
export function listingOf(supplier: Supplier, row: ListingRow | undefined, keptElsewhere: KeptElsewhere): Listing {
  const category = categoryOf(supplier);
  const { priceSchemes, brochures, liveVideoTours } = keptElsewhere;
  const venueAdditions = isVenue(category) ? { ...venuePriceFields(priceSchemes), brochures, liveVideoTours, hasLiveVideoTours: liveVideoTours.length > 0 } : {};
  return {
    ...withTemplate(category, row?.listing ?? {}),
    ...venueAdditions,
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

/** Whether the listing keeps search engines away (the template's true until a save says otherwise): one read, without what other screens keep. */
export async function readListingNoindex(db: Db, supplier: Supplier): Promise<boolean> {
  return withTemplate(categoryOf(supplier), (await readListingRow(db, supplier.id))?.listing ?? {}).noindex;
}

const nothingKeptElsewhere: KeptElsewhere = { priceSchemes: [], brochures: [], liveVideoTours: [] };

export async function readListing(db: Db, storage: StorageProvider, supplier: Supplier): Promise<Listing> {
  const [row, keptElsewhere] = await Promise.all([
    readListingRow(db, supplier.id),
    isVenue(categoryOf(supplier)) ? readKeptElsewhere(db, storage, supplier) : Promise.resolve(nothingKeptElsewhere),
  ]);
  return listingOf(supplier, row, keptElsewhere);
}

interface Coordinates {
  latitude: number | null;
  longitude: number | null;
}

/**
 * Coordinates of a changed address: the spec's joined address (street, postcode, county, country),
 * then the same with the town (the offline gazetteer knows towns, not postcodes). Nothing found or the
 * geocoder down keeps the previous coordinates (docs/decisions.md "Listing storage and editor").
 */
async function geocodeAddress(geocoder: GeocodeProvider, log: FastifyBaseLogger, supplier: Supplier, values: ListingFormOutput): Promise<Coordinates> {
  const kept = { latitude: supplier.latitude, longitude: supplier.longitude };
  const country = isCountryCode(supplier.countryCode) ? supplier.countryCode : undefined;
  const withTown = [values.address, values.postcode, values.town, values.county, values.country].filter((p) => !isBlank(p)).join(', ');
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

export interface SaveListingDeps {
  db: Db;
  storage: StorageProvider;
  geocoder: GeocodeProvider;
  log: FastifyBaseLogger;
}

/** Validates the whole editable part, then writes the suppliers columns and the document in one transaction. */
export async function saveListing({ db, storage, geocoder, log }: SaveListingDeps, supplier: Supplier, body: unknown, now: Date): Promise<Listing> {
  const values = parseForm(listingFormSchema(categoryOf(supplier), supplier.countryCode), body);
  const coordinates = addressChanged(addressOf(supplier), values) ? await geocodeAddress(geocoder, log, supplier, values) : null;
  const document = listingDocumentOf(values);

  await db.transaction(async (tx) => {
    await tx
      .update(suppliers)
      .set({
        name: values.name,
        email: values.email,
        phone: values.phone,
        website: values.website,
        street: isBlank(values.address) ? [] : [values.address],
        postalCode: values.postcode,
        city: values.town,
        adminArea: [values.county, values.country],
        ...(coordinates ?? {}),
        updatedAt: now,
      })
      .where(eq(suppliers.id, supplier.id));
    // top-level merge: fields of the document that this editor does not send stay as they are
    await tx
      .insert(supplierListings)
      .values({ supplierId: supplier.id, listing: document, updatedAt: now })
      .onConflictDoUpdate({
        target: supplierListings.supplierId,
        set: { listing: sql`${supplierListings.listing} || excluded.listing`, updatedAt: now },
      });
  });
  const [updated] = await db.select().from(suppliers).where(eq(suppliers.id, supplier.id));
  return readListing(db, storage, updated!);
}
