import type { OfferType } from '../../../domain/offers/offers.ts';

export const offersHomePath = '/offers';
/** spec: /offers-input?type={type}, shown as /offers/{type}. */
export const offerFormPath = (type: OfferType) => `/offers/${type}`;
