import type { Offer } from '../../../domain/offers/offers-api.ts';
import {
  brandDiscountChoiceOf,
  defaultDiscount,
  formDiscountTypeOf,
  serverDiscountTypeOf,
  type FormDiscountType,
} from '../../../domain/offers/offers.ts';

/**
 * The offer forms' values (texts, as the form holds them) and the bodies the calls send: the form's discount
 * types map to the server's (spec: poundOff → absoluteOff, setPrice → setValue), the late dates live as one
 * comma-joined text. The schema check and the call read the same body, so what is checked is what is sent.
 */
export type SpecialOfferValues = {
  title: string;
  description: string;
  discountType: FormDiscountType;
  discountValue: string;
  details: string;
  expiration: string;
  expiryDate: string;
  lateDates: string;
};
export type BrandDiscountValues = { choice: string; details: string; expiryDate: string };

const lateDatesOf = (joined: string) => joined.split(',').filter((day) => day !== '');

export function specialOfferValuesOf(offer: Offer | null): SpecialOfferValues {
  return {
    title: offer?.title ?? '',
    description: offer?.description ?? '',
    // a new offer starts from the spec's default discount (percentOff)
    discountType: formDiscountTypeOf(offer?.discountType ?? defaultDiscount.discountType),
    discountValue:
      offer?.discountValue === null || offer?.discountValue === undefined ? '' : String(offer.discountValue),
    details: offer?.details ?? '',
    expiration: offer?.expiryDate ? 'true' : '',
    expiryDate: offer?.expiryDate ?? '',
    lateDates: (offer?.lateDates.length ? offer.lateDates : ['']).join(','),
  };
}

export function specialOfferBody(values: SpecialOfferValues) {
  const value = String(values.discountValue).trim();
  return {
    title: values.title,
    description: values.description,
    discountType: serverDiscountTypeOf(values.discountType),
    discountValue: value === '' ? null : Number(value),
    details: values.details,
    expiration: values.expiration === 'true',
    expiryDate: values.expiryDate === '' ? null : values.expiryDate,
    lateDates: lateDatesOf(values.lateDates),
  };
}

export function brandDiscountValuesOf(offer: Offer | null): BrandDiscountValues {
  return {
    choice: offer ? brandDiscountChoiceOf(offer) : 'none',
    details: offer?.details ?? '',
    expiryDate: offer?.expiryDate ?? '',
  };
}

export const brandDiscountBody = (values: BrandDiscountValues) => ({
  choice: values.choice,
  details: values.details,
  expiryDate: values.expiryDate === '' ? null : values.expiryDate,
});
