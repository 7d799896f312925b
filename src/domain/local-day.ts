import type { CountryCode } from './countries.ts';

/**
 * The supplier's own calendar day: an offer's last day or a fair's day ends at midnight where the
 * supplier is, not at midnight UTC (an hour or two later in GB, DE, FR in summer). One zone per
 * country: its capital's (New York for the US, Moscow for Russia).
 */
const countryTimeZones: Record<CountryCode, string> = {
  GB: 'Europe/London',
  DE: 'Europe/Berlin',
  FR: 'Europe/Paris',
  AT: 'Europe/Vienna',
  CH: 'Europe/Zurich',
  PL: 'Europe/Warsaw',
  US: 'America/New_York',
  RU: 'Europe/Moscow',
};

const formats = new Map<string, Intl.DateTimeFormat>();

/** The country's time zone; UTC for a country the portal does not know. */
export const timeZoneOf = (country: string): string => countryTimeZones[country as CountryCode] ?? 'UTC';

/** The day (YYYY-MM-DD) it is at `now` in the country; UTC's for a country the portal does not know. */
export function localDayIn(country: string, now: Date): string {
  const timeZone = timeZoneOf(country);
  let format = formats.get(timeZone);
  if (!format) {
    // en-CA writes YYYY-MM-DD
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(timeZone, format);
  }
  return format.format(now);
}
