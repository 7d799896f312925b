import { isVenue } from '../../../domain/categories.ts';
import { readTier } from '../../../domain/tiers.ts';
import { readDemoTier, tierSeenBy } from '../../../domain/supplier-admin.ts';
import type { SupplierRole } from '../../../domain/roles.ts';
import type { SupplierView } from '../../../domain/viewer.ts';
import { eq } from 'drizzle-orm';
import type { Supplier } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { suppliers } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import { supplierPartsOf } from '../../../domain/listing/supplier-parts.ts';
import type { Listing } from '../../../domain/listing/template.ts';
import { supplierBadgesOf } from '../../../domain/search-boost.ts';
import { loadStatusMessage } from '../about-you/status-message.ts';
import { readAdditionalAreas } from '../boosts/counties.ts';
import { readListingDocument } from '../listing/service.ts';
import { readSupplierThumbnail } from '../photos/service.ts';
import { readSupplierCollaborators } from '../team/read.ts';
import { showsVideoTours } from '../videos/read.ts';
import { readPlanStanding } from '../billing/plan-checkout.ts';

/**
 * The API shape of a supplier with its admin data (spec section 3 "Supplier", "Supplier admin object").
 * `tier` is the one the viewer works with: a platform admin's demo tier in demo mode, else the real one.
 */
function toSupplierView(
  row: Supplier,
  role: SupplierRole,
  viewerIsPlatformAdmin: boolean,
  read: Pick<SupplierView, 'thumbnail' | 'collaborators' | 'status' | 'additionalAreas' | 'plan'> & {
    listing: Listing | null;
  },
  now: Date,
): SupplierView {
  const realTier = readTier(row.tier);
  const demoTier = readDemoTier(row.demoTier);
  const tier = tierSeenBy(realTier, demoTier, viewerIsPlatformAdmin);
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  const category = row.types[0] ?? '';
  const { venueTypes, ...listingParts } = supplierPartsOf(read.listing);
  return {
    id: row.id,
    publicId: row.publicId,
    slug: row.slug,
    name: row.name,
    thumbnail: read.thumbnail,
    users: read.collaborators.map((collaborator) => collaborator.userId),
    collaborators: read.collaborators,
    type: row.types,
    category,
    isVenue: isVenue(category),
    description: listingParts.description,
    status: read.status,
    contacts: { email: row.email, phone: row.phone, website: row.website },
    address: {
      street: row.street,
      postalCode: row.postalCode,
      city: row.city,
      adminArea: row.adminArea,
      country: row.countryCode,
    },
    coordinates:
      row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null,
    additionalAreas: read.additionalAreas,
    flags: listingParts.flags,
    l10n: { country: row.countryCode, currency: row.currency, locale: row.locale },
    counters: row.counters,
    company: listingParts.company,
    typeDetails: isVenue(category)
      ? { venue: { type: venueTypes, videoToursAvailable: row.counters.videoTours > 0 && showsVideoTours(row) } }
      : {},
    badges: supplierBadgesOf(row, now),
    social: listingParts.social,
    premium: {
      tier,
      active: row.premiumActive,
      createdAt: iso(row.premiumCreatedAt),
      trial: { active: row.trialActive, activatedAt: iso(row.trialActivatedAt) },
    },
    plan: read.plan,
    payPerEnquiry: row.payPerEnquiry,
    admin: {
      premium: {
        tier: realTier,
        active: row.premiumActive,
        createdAt: iso(row.premiumCreatedAt),
        updatedAt: iso(row.premiumUpdatedAt),
        endDate: iso(row.premiumEndDate),
        trial: { active: row.trialActive, activatedAt: iso(row.trialActivatedAt), endsAt: iso(row.trialEndsAt) },
        extendedCount: row.trialExtendedCount,
      },
      registrationDate: row.createdAt.toISOString(),
      actions: { deleted: row.deleted, checked: row.checked, searchable: row.searchable },
      searchBoost: row.searchBoost,
      searchBoostActive: row.searchBoostActive,
      searchBoostForType: row.searchBoostForType,
      searchBoostForTypeActive: row.searchBoostForTypeActive,
      searchBoostType: row.searchBoostType,
      searchBoostEndsAt: iso(row.searchBoostEndsAt),
      billing: { stripeCustomerId: row.stripeCustomerId, chargebeeCustomerId: row.chargebeeCustomerId },
      demoMode: { active: demoTier !== null, tier: demoTier },
    },
    role,
  };
}

/**
 * A supplier row as the API shows it, with its thumbnail, its users, its listing document, its status message, its
 * additional areas and its plan standing (indexed reads by supplier, at once).
 */
export async function supplierViewOf(
  db: Db,
  storage: StorageProvider,
  row: Supplier,
  role: SupplierRole,
  viewerIsPlatformAdmin: boolean,
): Promise<SupplierView> {
  const now = new Date();
  const [thumbnail, collaborators, listing, { statusMessage }, additionalAreas, plan] = await Promise.all([
    readSupplierThumbnail(db, storage, row.id),
    readSupplierCollaborators(db, row.id),
    readListingDocument(db, row),
    loadStatusMessage(db, row.id),
    readAdditionalAreas(db, row.id, now),
    readPlanStanding(db, row),
  ]);
  const read = { thumbnail, collaborators, listing, status: statusMessage, additionalAreas, plan };
  return toSupplierView(row, role, viewerIsPlatformAdmin, read, now);
}

/** The supplier read again after a change, as `supplierViewOf` shapes it. */
export async function readSupplierView(
  db: Db,
  storage: StorageProvider,
  supplierId: string,
  role: SupplierRole,
  viewerIsPlatformAdmin: boolean,
): Promise<SupplierView> {
  const [row] = await db.select().from(suppliers).where(eq(suppliers.id, supplierId));
  if (!row) throw notFound('supplier not found');
  return supplierViewOf(db, storage, row, role, viewerIsPlatformAdmin);
}
