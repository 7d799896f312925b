import { formatDate } from '../format.ts';
import type { Locale } from '../locales.ts';
import { dealWording, lateRemaining, type OfferType, type ServerDiscountType } from './offers.ts';

/** A translate function of i18next, narrowed to what the wording needs (the web's and the server's both fit). */
export type OfferTranslate = (key: string, values?: Record<string, unknown>) => string;

export interface OfferWordingInput {
  type: OfferType;
  discountType: ServerDiscountType | null;
  discountValue: number | null;
  details: string;
  lateDates: readonly string[];
  expiryDate: string | null;
}

const dayText = (date: string, locale: Locale, dateStyle: 'long') =>
  formatDate(`${date}T12:00:00Z`, locale, { dateStyle, timeZone: 'UTC' });

/**
 * An offer's lines as the supplier's screens and the couples' profile show them: the deal, the last day it
 * holds, the late dates and, within the 8-week window, the time left until the next one (section 4).
 */
export function offerWording(
  offer: OfferWordingInput,
  { currency, locale, day, t }: { currency: string; locale: Locale; day: string; t: OfferTranslate },
) {
  const deal = dealWording(offer, currency, locale);
  const remaining = offer.type === 'lateAvailability' ? lateRemaining(offer, day) : null;
  return {
    type: t(`offers:types.${offer.type}`),
    deal: deal.key ? t(deal.key, { value: deal.value }) : deal.value,
    until: offer.expiryDate ? t('offers:until', { date: dayText(offer.expiryDate, locale, 'long') }) : null,
    lateDates: offer.lateDates.map((date) => dayText(date, locale, 'long')),
    remaining:
      remaining === null
        ? null
        : remaining.count === 0
          ? t('offers:remaining.today')
          : t(`offers:remaining.${remaining.unit}`, { count: remaining.count }),
  };
}
