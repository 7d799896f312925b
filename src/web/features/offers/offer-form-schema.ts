import { z } from '../../../domain/zod.ts';
import { brandDiscountInputSchema, specialOfferInputSchema } from '../../../domain/offers/offers-api.ts';
import type { SpecialOfferType } from '../../../domain/offers/offers.ts';
import {
  brandDiscountBody,
  specialOfferBody,
  type BrandDiscountValues,
  type SpecialOfferValues,
} from './offer-form-values.ts';

/**
 * The server's schemas over the bodies the forms send, on the supplier's own day (fetched once the form shows: zod
 * stays out of the first screens).
 */
export const specialOfferFormSchema = (type: SpecialOfferType, day: string) =>
  z.preprocess((values) => specialOfferBody(values as SpecialOfferValues), specialOfferInputSchema(type, day));
export const brandDiscountFormSchema = (day: string) =>
  z.preprocess((values) => brandDiscountBody(values as BrandDiscountValues), brandDiscountInputSchema(day));
