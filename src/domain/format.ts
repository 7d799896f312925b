import type { Locale } from './locales.ts';

/**
 * Formatters remembered by kind, locale and options: making one costs about as much as rendering a list's row (the
 * inbox's 20 cards spent ~0.1 s making date formatters on a slowed phone CPU), and lists and the CSV export ask per row.
 * A date formatter without a `timeZone` keeps the zone of the moment it was made, as the page's others do.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function remembered<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let format = formatters.get(key) as F | undefined;
  if (!format) {
    format = make();
    formatters.set(key, format);
  }
  return format;
}

/**
 * Dates, numbers, money and file sizes in the reader's locale (Intl). Money is held in integer minor
 * units with an ISO currency (design.md section 2); the currency's own number of fraction digits
 * converts it. Every screen and server page formats through these, never by hand.
 */
export function formatDate(
  value: Date | string | number,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return remembered(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options)).format(
    new Date(value),
  );
}

/**
 * The portal's one way to write a day for a person: "6 Nov 2027", "06.11.2027", "6 nov. 2027". Lists, the enquiry, the
 * conversations and the team chat all use it, so that one date reads the same on every screen.
 */
export function formatDay(value: Date | string | number, locale: Locale): string {
  return formatDate(value, locale, { dateStyle: 'medium' });
}

/** The portal's one way to write a moment for a person: "6 Nov 2027, 14:05", "06.11.2027, 14:05". */
export function formatInstant(value: Date | string | number, locale: Locale): string {
  return formatDate(value, locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A number formatter, remembered. */
export function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return remembered(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return numberFormat(locale, options).format(value);
}

export function currencyFractionDigits(currency: string): number {
  return numberFormat('en-GB', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

// 'narrowSymbol': the plain sign wherever a locale knows one ("£", "zł"); 'symbol' writes fr-FR "£GB", "$US"
const currencyOptions = (currency: string, fractionDigits: number): Intl.NumberFormatOptions => ({
  style: 'currency',
  currency,
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: fractionDigits,
  maximumFractionDigits: fractionDigits,
});

const isWhole = (minorUnits: number, currency: string) => minorUnits % 10 ** currencyFractionDigits(currency) === 0;

export interface MoneyOptions {
  /** Keep the fraction digits of a whole amount ("£200.00"), as a payment shows it; prices drop them ("£200"). */
  exact?: boolean;
}

/** "£1,250", "£65.50", de-DE "1.250 €", fr-FR "1 250 £": the reader's conventions, the amount's currency. */
export function formatMoney(
  minorUnits: number,
  currency: string,
  locale: Locale,
  { exact = false }: MoneyOptions = {},
): string {
  const digits = currencyFractionDigits(currency);
  const shown = exact || !isWhole(minorUnits, currency) ? digits : 0;
  return numberFormat(locale, currencyOptions(currency, shown)).format(minorUnits / 10 ** digits);
}

/** "£65 – £110"; one amount when an end is missing or both agree; both ends keep pence when one has them. */
export function formatMoneyRange(min: number | null, max: number | null, currency: string, locale: Locale): string {
  if (min === null && max === null) return '';
  if (min === null || max === null || min === max) return formatMoney((min ?? max) as number, currency, locale);
  const exact = !isWhole(min, currency) || !isWhole(max, currency);
  return `${formatMoney(min, currency, locale, { exact })} – ${formatMoney(max, currency, locale, { exact })}`;
}

/** The currency's sign as the locale writes it ("£", "€", "zł", "CHF"), e.g. beside a price input. */
export function currencySymbol(currency: string, locale: Locale): string {
  return (
    numberFormat(locale, currencyOptions(currency, 0))
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency
  );
}

/**
 * The locale's digit group and decimal signs (en-GB "," "."; de-DE "." ","; fr-FR narrow space ","), for number inputs.
 */
export function numberSeparators(locale: Locale): { group: string; decimal: string } {
  const parts = numberFormat(locale).formatToParts(12345.6);
  const sign = (type: Intl.NumberFormatPartTypes) => parts.find((part) => part.type === type)?.value;
  return { group: sign('group') ?? ',', decimal: sign('decimal') ?? '.' };
}

/** Binary multiples, as the upload limits count them (10 MB is 10 × 1024 × 1024 bytes). */
const fileSizeUnits = { byte: 1, kilobyte: 1024, megabyte: 1024 ** 2, gigabyte: 1024 ** 3 } as const;
type FileSizeUnit = keyof typeof fileSizeUnits;

export interface FileSizeOptions {
  /** A fixed unit; by default the largest that keeps the number at 1 or more. */
  unit?: FileSizeUnit;
  /** Exactly this many decimals; by default at most one. */
  fractionDigits?: number;
}

/** "1.5 MB", "340 kB", "512 bytes"; fr-FR "1,5 Mo", "340 ko", "512 octets". */
export function formatFileSize(bytes: number, locale: Locale, { unit, fractionDigits }: FileSizeOptions = {}): string {
  const chosen =
    unit ?? (Object.keys(fileSizeUnits) as FileSizeUnit[]).findLast((u) => bytes >= fileSizeUnits[u]) ?? 'byte';
  return numberFormat(locale, {
    style: 'unit',
    unit: chosen,
    // en's short byte is "512 byte"; the long names are "bytes", "Byte", "octets"
    unitDisplay: chosen === 'byte' ? 'long' : 'short',
    minimumFractionDigits: fractionDigits ?? 0,
    maximumFractionDigits: fractionDigits ?? (chosen === 'byte' ? 0 : 1),
  }).format(bytes / fileSizeUnits[chosen]);
}

/**
 * A duration in the reader's language, in the unit that reads best: minutes under an hour, hours under two days, else
 * days. `whole`: whole units, counted down ("waited 2 days" for 2.7 days, as a calendar counts).
 */
export function formatDuration(minutes: number, locale: Locale, { whole = false }: { whole?: boolean } = {}): string {
  const [value, unit] =
    minutes < 60
      ? [Math.round(minutes), 'minute']
      : minutes < 48 * 60
        ? [minutes / 60, 'hour']
        : [minutes / (24 * 60), 'day'];
  return formatNumber(whole ? Math.floor(value) : value, locale, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  });
}

/** Opening hours as a market's data keeps them: ISO weekdays (1 Monday … 7 Sunday) and 24-hour times. */
export interface OpeningHours {
  days: [from: number, to: number];
  opens: string;
  closes: string;
}

/**
 * "Mon–Fri 09:00–17:30", "Mo–Fr 09:00–17:00", "lun.–ven. 09:00–18:00": weekday names and times in the reader's
 * language.
 */
export function formatOpeningHours({ days, opens, closes }: OpeningHours, locale: Locale): string {
  // 1 January 2024 was a Monday: ISO weekday n is that date plus n - 1 days
  const weekday = (iso: number) =>
    new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(Date.UTC(2024, 0, iso));
  const time = (hhmm: string) => {
    const [hours, minutes] = hhmm.split(':').map(Number);
    return new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    }).format(Date.UTC(2024, 0, 1, hours, minutes));
  };
  return `${weekday(days[0])}–${weekday(days[1])} ${time(opens)}–${time(closes)}`;
}
