import { and, eq } from 'drizzle-orm';
import { isVenue } from '../../../domain/categories.ts';
import { localDayIn } from '../../../domain/local-day.ts';
import { listingOfferFieldsOf, type StoredOffer } from '../../../domain/offers/listing-offers.ts';
import {
  brandDiscountInputSchema,
  specialOfferInputSchema,
  type Offer,
  type OfferDeal,
  type OfferSaveResponse,
  type OffersResponse,
} from '../../../domain/offers/offers-api.ts';
import {
  brandDiscountChoiceOf,
  isOfferLive,
  offerFeatureOf,
  sortOffers,
  type OfferType,
  type ServerDiscountType,
} from '../../../domain/offers/offers.ts';
import { requireFeature } from '../../access/feature-gate.ts';
import type { Supplier, SupplierAccess } from '../../access/supplier-access.ts';
import type { Db, Tx } from '../../db/client.ts';
import { supplierOffers } from '../../db/schema/index.ts';
import { lockSupplierRow } from '../../db/supplier-row.ts';
import { notFound } from '../../http/errors.ts';
import { parseForm } from '../../http/parse-form.ts';
import { mergeIntoListingDocument } from '../listing/listing-fields.ts';

type OfferRow = typeof supplierOffers.$inferSelect;

const dealOf = (row: OfferRow): StoredOffer => ({
  type: row.type as OfferType,
  title: row.title,
  description: row.description,
  discountType: row.discountType as ServerDiscountType | null,
  discountValue: row.discountValue,
  details: row.details,
  lateDates: row.lateDates,
  expiryDate: row.expiryDate,
});

const toOffer = (row: OfferRow, day: string): Offer => {
  const deal = dealOf(row);
  return {
    id: row.id,
    ...deal,
    discount: deal.type === 'bbDiscount' ? brandDiscountChoiceOf(deal) : null,
    expiration: deal.expiryDate !== null,
    active: row.active,
    live: row.active && isOfferLive(deal, day),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
};

/**
 * A supplier's offers in the spec's type order, live or not on the supplier's own day; also the public profile's read
 * (it keeps the live ones).
 */
export async function readOffers(db: Db, supplier: Pick<Supplier, 'id' | 'countryCode'>, now: Date): Promise<Offer[]> {
  const day = localDayIn(supplier.countryCode, now);
  return sortOffers(
    (await db.select().from(supplierOffers).where(eq(supplierOffers.supplierId, supplier.id))).map((row) =>
      toOffer(row, day),
    ),
  );
}

export async function listOffers(db: Db, access: SupplierAccess, now: Date): Promise<OffersResponse> {
  return { offers: await readOffers(db, access.supplier, now) };
}

/**
 * The listing document's offer and discount fields rewritten from the offers, in the offer's transaction (under the
 * supplier's lock).
 */
async function writeListingOfferFields(tx: Tx, supplierId: string): Promise<void> {
  const rows = await tx.select().from(supplierOffers).where(eq(supplierOffers.supplierId, supplierId));
  const fields = listingOfferFieldsOf(rows.filter((row) => row.active).map(dealOf));
  await mergeIntoListingDocument(tx, supplierId, fields);
}

const offerNotFound = 'Cannot delete offer - missing offer data!';

function requireOfferFeature(access: SupplierAccess, type: OfferType): void {
  requireFeature(access, offerFeatureOf(type, isVenue(access.supplier.types[0] ?? '')));
}

/**
 * Saves the form of one type (spec: active when saved): the special offer, or the brand discount, which
 * "none" removes (answering null). One offer per type, so a save replaces that type's offer.
 */
export async function saveOffer(
  db: Db,
  access: SupplierAccess,
  type: OfferType,
  input: unknown,
  now: Date,
): Promise<OfferSaveResponse> {
  requireOfferFeature(access, type);
  const day = localDayIn(access.supplier.countryCode, now);
  const deal: OfferDeal | null =
    type === 'bbDiscount'
      ? parseForm(brandDiscountInputSchema(day), input)
      : parseForm(specialOfferInputSchema(type, day), input);
  const supplierId = access.supplier.id;
  const row = await db.transaction(async (tx) => {
    await lockSupplierRow(tx, supplierId);
    const mine = and(eq(supplierOffers.supplierId, supplierId), eq(supplierOffers.type, type));
    let saved: OfferRow | undefined;
    if (deal === null) await tx.delete(supplierOffers).where(mine);
    else {
      const values = { ...deal, active: true, updatedAt: now };
      [saved] = await tx
        .insert(supplierOffers)
        .values({ ...values, supplierId, type, createdAt: now })
        .onConflictDoUpdate({ target: [supplierOffers.supplierId, supplierOffers.type], set: values })
        .returning();
    }
    await writeListingOfferFields(tx, supplierId);
    return saved;
  });
  return { offer: row ? toOffer(row, day) : null };
}

/**
 * Deletes the offer of a type; none of that type is the spec's 'Cannot delete offer - missing offer data!'
 * (404). No tier needed: a supplier that moved down a plan can still tidy up (like fairs).
 */
export async function deleteOffer(db: Db, access: SupplierAccess, type: OfferType): Promise<void> {
  const supplierId = access.supplier.id;
  await db.transaction(async (tx) => {
    await lockSupplierRow(tx, supplierId);
    const [gone] = await tx
      .delete(supplierOffers)
      .where(and(eq(supplierOffers.supplierId, supplierId), eq(supplierOffers.type, type)))
      .returning({ type: supplierOffers.type });
    if (!gone) throw notFound(offerNotFound);
    await writeListingOfferFields(tx, supplierId);
  });
}
