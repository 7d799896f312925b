import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { CountiesAnswer } from '../../../domain/boosts-api.ts';
import {
  countiesPurchaseRefusal,
  countyDays,
  countyPrice,
  multiCountyAllowed,
} from '../../../domain/locations/counties.ts';
import { paidPeriodEnd } from '../../../domain/paid-period.ts';
import { featureContextOf } from '../../access/feature-gate.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db, Tx } from '../../db/client.ts';
import { supplierAreas } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import type { PaymentsProvider } from '../../providers/payments/index.ts';
import { startOneOffCheckout, type OneOffPayment, type StartedCheckout } from '../payments/one-off.ts';

const allowedFor = (access: SupplierAccess) =>
  multiCountyAllowed({ ...featureContextOf(access), payPerEnquiry: access.supplier.payPerEnquiry });

/** The counties the supplier is also found in now (spec: additionalAreas), each until its end. */
export function runningAreasOf(db: Db, supplierId: string, now: Date) {
  return db
    .select({ county: supplierAreas.county, endsAt: supplierAreas.endsAt })
    .from(supplierAreas)
    .where(and(eq(supplierAreas.supplierId, supplierId), gt(supplierAreas.endsAt, now)))
    .orderBy(asc(supplierAreas.county));
}

/**
 * The names of the counties the supplier is also found in now: the Supplier's additionalAreas, and the enquiries'
 * "your area" mark.
 */
export async function readAdditionalAreas(db: Db, supplierId: string, now: Date): Promise<string[]> {
  return (await runningAreasOf(db, supplierId, now)).map((area) => area.county);
}

/** What `/locations` shows: the supplier's counties with their ends, its own county, the price per county. */
export async function readCounties(db: Db, access: SupplierAccess, now: Date): Promise<CountiesAnswer> {
  const { supplier } = access;
  const areas = await runningAreasOf(db, supplier.id, now);
  return {
    country: supplier.countryCode,
    homeCounty: supplier.adminArea[0] ?? null,
    areas: areas.map((area) => ({ county: area.county, endsAt: area.endsAt.toISOString() })),
    price: countyPrice(supplier.currency),
    days: countyDays,
    allowed: allowedFor(access),
  };
}

/**
 * Starts paying for counties (priced each, for `countyDays`); 403 when the tier does not allow it, 400 naming what is
 * wrong with the choice.
 */
export async function startCountiesCheckout(
  db: Db,
  payments: PaymentsProvider,
  access: SupplierAccess,
  counties: readonly string[],
  appUrl: string,
): Promise<StartedCheckout> {
  const { supplier } = access;
  if (!allowedFor(access))
    throw new AppError(403, 'tier-required', 'Multi-county needs a higher tier', {
      feature: 'tiers:features.multiCounty',
    });
  const refusal = countiesPurchaseRefusal(counties, {
    country: supplier.countryCode,
    homeCounty: supplier.adminArea[0],
  });
  if (refusal) throw badRequest('validation', `Counties: ${refusal}`, { counties: `boosts:errors.${refusal}` });
  const chosen = [...new Set(counties)].sort();
  const price = countyPrice(supplier.currency);
  return startOneOffCheckout(
    db,
    payments,
    access,
    {
      product: 'counties',
      amount: price.amount * chosen.length,
      currency: price.currency,
      quantity: chosen.length,
      details: { counties: chosen },
    },
    appUrl,
  );
}

/**
 * Paid counties: each one until `countyDays` from now, or from its end while it still runs. Answers the supplier
 * changed.
 */
export async function applyCountiesPurchase(tx: Tx, payment: OneOffPayment, now: Date): Promise<string | null> {
  const counties = payment.details && 'counties' in payment.details ? payment.details.counties : [];
  if (counties.length === 0) return null;
  // one read of the counties still running and one write of all, whatever their number
  const running = await tx
    .select({ county: supplierAreas.county, endsAt: supplierAreas.endsAt })
    .from(supplierAreas)
    .where(and(eq(supplierAreas.supplierId, payment.supplierId), inArray(supplierAreas.county, counties)))
    .for('update');
  const endOf = new Map(running.map((area) => [area.county, area.endsAt]));
  await tx
    .insert(supplierAreas)
    .values(
      counties.map((county) => ({
        supplierId: payment.supplierId,
        county,
        endsAt: paidPeriodEnd(endOf.get(county) ?? null, now, countyDays),
        createdAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [supplierAreas.supplierId, supplierAreas.county],
      set: { endsAt: sql`excluded.ends_at` },
    });
  return payment.supplierId;
}
