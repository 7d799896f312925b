import { currencyFractionDigits } from '../format.ts';

/** An amount typed in major units (12.5 pounds) as integer minor units (1250 pence); null for an empty input. */
export function toMinorUnits(amount: number | string | null | undefined, currency: string): number | null {
  if (amount === '' || amount === null || amount === undefined) return null;
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return Number.NaN;
  return Math.round(value * 10 ** currencyFractionDigits(currency));
}

/** Integer minor units as the major-unit amount an input shows. */
export function toMajorUnits(minorUnits: number | null, currency: string): number | '' {
  return minorUnits === null ? '' : minorUnits / 10 ** currencyFractionDigits(currency);
}
