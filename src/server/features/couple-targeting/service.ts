import { eq, sql } from 'drizzle-orm';
import {
  targetingInputSchema,
  type TargetingMatches,
  type TargetingResponse,
} from '../../../domain/couple-targeting-api.ts';
import type { WeddingDatePicker } from '../../../domain/enquiries/wedding-date.ts';
import { emptyTargeting, matchesTargeting, targetingOf, type Targeting } from '../../../domain/couple-targeting.ts';
import { canUseFeature, requireFeature } from '../../access/feature-gate.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { enquiries, supplierListings, weddings } from '../../db/schema/index.ts';
import { parseForm } from '../../http/parse-form.ts';
import { readListingRow } from '../listing/service.ts';

/** The targeting kept in the supplier's listing (its `targeting` group). */
async function readTargeting(db: Db, supplierId: string): Promise<Targeting> {
  return targetingOf((await readListingRow(db, supplierId))?.listing.targeting);
}

/**
 * How many of the supplier's enquiries so far fit the targeting (couple-targeting.ts `matchesTargeting`,
 * the one rule): the date and guests as the couple sent them to this supplier, the budget of their
 * wedding. The guest range counts only where the tier has guest targeting.
 */
async function countMatches(db: Db, access: SupplierAccess, targeting: Targeting): Promise<TargetingMatches> {
  const rows = await db
    .select({
      picker: sql<WeddingDatePicker | null>`coalesce(${enquiries.weddingDatePicker}, ${weddings.datePicker})`,
      guests: sql<number | null>`coalesce(${enquiries.guestsEstimate}, ${weddings.guestsEstimate})`,
      budgetMin: weddings.budgetMin,
      budgetMax: weddings.budgetMax,
    })
    .from(enquiries)
    .innerJoin(weddings, eq(weddings.id, enquiries.weddingId))
    .where(eq(enquiries.supplierId, access.supplier.id));
  const withGuests = canUseFeature(access, 'guestTargeting');
  return { matching: rows.filter((row) => matchesTargeting(targeting, row, withGuests)).length, total: rows.length };
}

/** The form's values as a targeting (tier free; a guest range needs classic23), nothing written. */
function parseTargeting(access: SupplierAccess, input: unknown, now: Date) {
  requireFeature(access, 'coupleTargeting');
  const values = parseForm(targetingInputSchema(now), input);
  if (values.targetingGuests) requireFeature(access, 'guestTargeting');
  return values;
}

export async function getTargeting(db: Db, access: SupplierAccess): Promise<TargetingResponse> {
  requireFeature(access, 'coupleTargeting');
  const targeting = await readTargeting(db, access.supplier.id);
  return { targeting, matches: await countMatches(db, access, targeting) };
}

/** The count of a targeting being chosen, before it is saved (the form's live figure). */
export async function previewTargeting(
  db: Db,
  access: SupplierAccess,
  input: unknown,
  now: Date,
): Promise<TargetingMatches> {
  const { targetingGuests, ...values } = parseTargeting(access, input, now);
  return countMatches(db, access, { ...values, targetingGuests: targetingGuests ?? emptyTargeting().targetingGuests });
}

/**
 * Saves the targeting into the listing's `targeting` group, in one statement: the rest of the listing is
 * untouched (the listing editor's save likewise leaves this group alone), and a body without a guest range
 * keeps the stored one (a supplier below classic23 does not lose it).
 */
export async function saveTargeting(
  db: Db,
  access: SupplierAccess,
  input: unknown,
  now: Date,
): Promise<TargetingResponse> {
  const { targetingGuests, ...values } = parseTargeting(access, input, now);
  const changes =
    targetingGuests === undefined
      ? values
      : { ...values, targetingGuests: targetingGuests ?? emptyTargeting().targetingGuests };
  await db
    .insert(supplierListings)
    .values({ supplierId: access.supplier.id, listing: { targeting: changes } })
    .onConflictDoUpdate({
      target: supplierListings.supplierId,
      set: {
        listing: sql`jsonb_set(${supplierListings.listing}, '{targeting}', coalesce(${supplierListings.listing} -> 'targeting', '{}'::jsonb) || ${JSON.stringify(changes)}::jsonb)`,
      },
    });
  return getTargeting(db, access);
}
