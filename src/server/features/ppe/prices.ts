import { and, eq } from 'drizzle-orm';
import { currencies, defaultCurrency, type CurrencyCode } from '../../../domain/countries.ts';
import type { PpePrice } from '../../../domain/enquiries/ppe-calls.ts';
import { sortPricesByQuantity } from '../../../domain/enquiries/ppe.ts';
import type { Db } from '../../db/client.ts';
import { ppePrices } from '../../db/schema/index.ts';

/**
 * The packs a fresh portal sells: [credits, pack price in minor units] per currency, cheaper per credit in bigger
 * packs.
 */
const defaultPricePacks: Record<CurrencyCode, readonly (readonly [number, number])[]> = {
  GBP: [
    [1, 2500],
    [5, 11_000],
    [10, 20_000],
    [25, 45_000],
  ],
  EUR: [
    [1, 2900],
    [5, 12_900],
    [10, 23_900],
    [25, 52_900],
  ],
  CHF: [
    [1, 2900],
    [5, 12_900],
    [10, 23_900],
    [25, 52_900],
  ],
  USD: [
    [1, 2900],
    [5, 12_900],
    [10, 23_900],
    [25, 52_900],
  ],
  PLN: [
    [1, 12_900],
    [5, 57_900],
    [10, 109_900],
    [25, 249_900],
  ],
  RUB: [
    [1, 250_000],
    [5, 1_100_000],
    [10, 2_000_000],
    [25, 4_500_000],
  ],
};

/**
 * Adds the default packs that are missing (by currency and quantity) and leaves existing ones as they
 * are, so an operator's price or `active` change survives restarts. Runs at every start.
 */
export async function ensureDefaultPrices(db: Db): Promise<void> {
  const rows = Object.entries(defaultPricePacks).flatMap(([currency, packs]) =>
    packs.map(([quantity, amount]) => ({
      id: `ppe-${currency.toLowerCase()}-${quantity}`,
      currency,
      quantity,
      amount,
    })),
  );
  await db.insert(ppePrices).values(rows).onConflictDoNothing();
}

export function pricesCurrency(currency: string | null | undefined): CurrencyCode {
  return (currencies as readonly string[]).includes(currency ?? '') ? (currency as CurrencyCode) : defaultCurrency;
}

/** The active packs of one currency, ascending by quantity (spec section 7). */
export async function listPrices(db: Db, currency: CurrencyCode): Promise<PpePrice[]> {
  const rows = await db
    .select({ id: ppePrices.id, quantity: ppePrices.quantity, amount: ppePrices.amount })
    .from(ppePrices)
    .where(and(eq(ppePrices.currency, currency), eq(ppePrices.active, true)));
  return sortPricesByQuantity(rows.map((row) => ({ ...row, currency })));
}

export async function findActivePrice(db: Db, priceId: string) {
  const [price] = await db
    .select()
    .from(ppePrices)
    .where(and(eq(ppePrices.id, priceId), eq(ppePrices.active, true)));
  return price;
}
