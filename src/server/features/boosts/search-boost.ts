import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { SearchBoostAnswer } from '../../../domain/boosts-api.ts';
import { isVenue } from '../../../domain/categories.ts';
import { paidPeriodEnd } from '../../../domain/paid-period.ts';
import {
  applySearchBoost,
  boostDays,
  boostPrice,
  boostPurchaseRefusal,
  runningSearchBoost,
  sameSlot,
  searchBoostValues,
  type BoostChoice,
  type OwnBoost,
} from '../../../domain/search-boost.ts';
import type { Supplier, SupplierAccess } from '../../access/supplier-access.ts';
import { canUseFeature, featureContextOf, requireFeature } from '../../access/feature-gate.ts';
import { featureMinTier } from '../../../domain/feature-access.ts';
import { roleMay } from '../../../domain/roles.ts';
import type { Db, Tx } from '../../db/client.ts';
import { suppliers } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import type { PaymentsProvider } from '../../providers/payments/index.ts';
import { startOneOffCheckout, type OneOffPayment, type StartedCheckout } from '../payments/one-off.ts';

type Slot = BoostChoice & { endsAt: Date | null };

const ownBoostOf = (row: Supplier, now: Date): OwnBoost => ({
  boost: runningSearchBoost(row, now),
  endsAt: row.searchBoostEndsAt,
});

const slotOf = (
  row: Pick<
    Supplier,
    | 'searchBoost'
    | 'searchBoostActive'
    | 'searchBoostForType'
    | 'searchBoostForTypeActive'
    | 'searchBoostType'
    | 'searchBoostEndsAt'
  >,
  now: Date,
): Slot | null => {
  const boost = runningSearchBoost(row, now);
  return boost.mode === 'none' ? null : { ...boost, endsAt: row.searchBoostEndsAt };
};

/** The positions other businesses of the supplier's category hold in its county (each position is one slot there). */
async function slotsTakenByOthers(db: Db | Tx, supplier: Supplier, now: Date): Promise<Slot[]> {
  const county = supplier.adminArea[0];
  if (!county) return [];
  const rows = await db
    .select()
    .from(suppliers)
    .where(
      and(
        ne(suppliers.id, supplier.id),
        eq(suppliers.countryCode, supplier.countryCode),
        sql`${suppliers.types}[1] = ${supplier.types[0] ?? ''}`,
        sql`${suppliers.adminArea}[1] = ${county}`,
        or(eq(suppliers.searchBoostActive, true), eq(suppliers.searchBoostForTypeActive, true)),
        or(isNull(suppliers.searchBoostEndsAt), gt(suppliers.searchBoostEndsAt, now)),
      ),
    );
  return rows.map((row) => slotOf(row, now)).filter((slot): slot is Slot => slot !== null);
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
const slotAnswer = (slot: Slot) => ({
  mode: slot.mode,
  value: slot.value,
  venueType: slot.mode === 'type' ? slot.venueType : null,
  endsAt: iso(slot.endsAt),
});

/**
 * What `/search-boost` shows: the supplier's boost, the positions taken in its county, the prices in its currency, what
 * this user may do.
 */
export async function readSearchBoost(db: Db, access: SupplierAccess, now: Date): Promise<SearchBoostAnswer> {
  const { supplier } = access;
  const current = slotOf(supplier, now);
  const open = canUseFeature(access, 'topSpot');
  return {
    supplierName: supplier.name,
    isVenue: isVenue(supplier.types[0] ?? ''),
    lockedBelow: open ? null : featureMinTier('topSpot', featureContextOf(access)),
    canBuy: open && roleMay(access.role, 'billing'),
    county: supplier.adminArea[0] ?? null,
    current: current && slotAnswer(current),
    taken: (await slotsTakenByOthers(db, supplier, now)).map(slotAnswer),
    prices: searchBoostValues.map((value) => ({ value, ...boostPrice(value, supplier.currency) })),
    days: boostDays,
  };
}

const refusalTexts = {
  'position-taken': 'Another business of this category holds this position in this county',
  'other-boost-running':
    'This business has another boost running; buy the same one to extend it, or another when it ends',
  'not-a-venue': 'Only a venue can be boosted for a venue type',
} as const;

/** Starts paying for a TopSpot position (top spot is an expert feature; the business's admins buy). */
export async function startBoostCheckout(
  db: Db,
  payments: PaymentsProvider,
  access: SupplierAccess,
  choice: BoostChoice,
  appUrl: string,
): Promise<StartedCheckout> {
  requireFeature(access, 'topSpot');
  const { supplier } = access;
  const now = new Date();
  const refusal = boostPurchaseRefusal({
    choice,
    own: ownBoostOf(supplier, now),
    takenByOthers: await slotsTakenByOthers(db, supplier, now),
    isVenue: isVenue(supplier.types[0] ?? ''),
  });
  if (refusal) throw new AppError(409, refusal, refusalTexts[refusal], { choice: `boosts:errors.${refusal}` });
  return startOneOffCheckout(
    db,
    payments,
    access,
    {
      product: 'searchBoost',
      ...boostPrice(choice.value, supplier.currency),
      quantity: 1,
      details: { searchBoost: choice },
      closesEarlierOpen: true,
    },
    appUrl,
  );
}

/**
 * A paid boost: the position bought, one mode at a time (spec section 4), until `boostDays` from now, or
 * from the end of the same boost still running (buying it again extends it). Answers the supplier changed.
 */
export async function applyBoostPurchase(tx: Tx, payment: OneOffPayment, now: Date): Promise<string | null> {
  const choice = payment.details && 'searchBoost' in payment.details ? payment.details.searchBoost : null;
  if (!choice) return null;
  const [row] = await tx.select().from(suppliers).where(eq(suppliers.id, payment.supplierId)).for('update');
  if (!row) return null;
  const own = slotOf(row, now);
  const endsAt = paidPeriodEnd(own && sameSlot(own, choice) ? own.endsAt : null, now, boostDays);
  await tx
    .update(suppliers)
    .set({ ...applySearchBoost(choice), searchBoostEndsAt: endsAt, updatedAt: now })
    .where(eq(suppliers.id, row.id));
  return row.id;
}
