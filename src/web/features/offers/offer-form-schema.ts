import { z } from 'zod';
import { brandDiscountInputSchema, specialOfferInputSchema } from '../../../domain/offers/offers-api.ts';
import type { SpecialOfferType } from '../../../domain/offers/offers.ts';
import { brandDiscountBody, specialOfferBody, type BrandDiscountValues, type SpecialOfferValues } from './offer-form-values.ts';

/** The server's schemas over the bodies the forms send (fetched once the form shows: zod stays out of the first screens). */
export const specialOfferFormSchema = (type: SpecialOfferType) => z.preprocess((values) => specialOfferBody(values as SpecialOfferValues), specialOfferInputSchema(type, new Date()));
export const brandDiscountFormSchema = () => z.preprocess((values) => brandDiscountBody(values as BrandDiscountValues), brandDiscountInputSchema(new Date()));
