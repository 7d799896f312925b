import type { OfferDeal } from './offers-api.ts';
import { brandDiscountChoiceOf, specialOfferTypes, type OfferType, type SpecialOfferType } from './offers.ts';

export type StoredOffer = OfferDeal & { type: OfferType };

/**
 * The listing's offer and discount fields (template "Offers" and `specialOffers`) as the supplier's offers
 * make them: each special offer type's offer or null, and the brand discount as the listing names it
 * (bbDiscount '5' | '10' | '20' | 'other' | '' for none, its expiry in epoch ms, its words when other).
 */
export function listingOfferFieldsOf(offers: readonly StoredOffer[]) {
  const byType = new Map(offers.map((offer) => [offer.type, offer]));
  const specialOffers = Object.fromEntries(
    specialOfferTypes.map((type) => {
      const offer = byType.get(type);
      if (!offer) return [type, null];
      const { type: _, ...deal } = offer;
      return [type, deal];
    }),
  ) as Record<SpecialOfferType, OfferDeal | null>;
  const brand = byType.get('bbDiscount');
  const choice = brand ? brandDiscountChoiceOf(brand) : 'none';
  return {
    specialOffers,
    bbDiscount: choice === 'none' ? '' : choice,
    bbDiscountExpiry: brand?.expiryDate ? Date.parse(`${brand.expiryDate}T23:59:59Z`) : 0,
    bbDiscountOtherDetails: brand?.details ?? '',
  };
}
