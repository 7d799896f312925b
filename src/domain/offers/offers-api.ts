import { z } from '../zod.ts';
import { hundredthsOf } from '../hundredths.ts';
import { isIsoDate } from '../past-days.ts';
import { requiredText } from '../validators.ts';
import {
  brandDiscountChoices,
  maxDealAmount,
  offerLimits,
  offerTypes,
  serverDiscountTypes,
  type OfferType,
  type ServerDiscountType,
} from './offers.ts';

/**
 * Requests and answers of the offer calls, shared by the server and the web (the form checks with the same schemas).
 */

const offerSchema = z.object({
  id: z.string(),
  type: z.enum(offerTypes),
  title: z.string(),
  description: z.string(),
  discountType: z.enum(serverDiscountTypes).nullable(),
  discountValue: z.number().nullable(),
  /** The brand discount as its form offers it (5, 10, 20 or other); null for the other types. */
  discount: z.enum(brandDiscountChoices).nullable(),
  /** The deal in words when the discount is "other". */
  details: z.string(),
  lateDates: z.array(z.string()),
  /** Whether the offer ends on its expiry date (the form's field of the same name). */
  expiration: z.boolean(),
  expiryDate: z.string().nullable(),
  /** Saved as active (spec); whether couples see it now is `live`. */
  active: z.boolean(),
  live: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

export const offersResponseSchema = z.object({ offers: z.array(offerSchema) });
export type OffersResponse = z.infer<typeof offersResponseSchema>;
export const offerSaveResponseSchema = z.object({ offer: offerSchema.nullable() });
export type OfferSaveResponse = z.infer<typeof offerSaveResponseSchema>;

/** What a save stores, whatever the form. */
export interface OfferDeal {
  title: string;
  description: string;
  discountType: ServerDiscountType | null;
  discountValue: number | null;
  details: string;
  lateDates: string[];
  expiryDate: string | null;
}

const text = (max: number) =>
  z.string({ error: 'validation:required' }).trim().max(max, { error: 'validation:maxLength' }).default('');
const optionalDate = z.string({ error: 'offers:errors.expiry' }).trim().nullable().default(null);

type Issue = (path: string, message: string) => void;
const issueOn =
  (ctx: z.RefinementCtx): Issue =>
  (path, message) =>
    ctx.addIssue({ code: 'custom', path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message });

/** spec: the expiry date must be set (expiry message) when the offer expires, and not be a day that has passed. */
function checkExpiry(expiryDate: string | null, day: string, issue: Issue): void {
  if (expiryDate === null || expiryDate === '' || !isIsoDate(expiryDate)) issue('expiryDate', 'offers:errors.expiry');
  else if (expiryDate < day) issue('expiryDate', 'offers:errors.expiryPast');
}

/**
 * spec section 5: percentOff strictly between 0 and 100; the other amounts at least 1 (dealValueEmpty), in
 * whole units and below an amount no wedding deal reaches; "other" says the deal in words instead.
 */
function checkDeal(discountType: ServerDiscountType, value: number | null, details: string, issue: Issue): void {
  if (discountType === 'other') {
    if (details === '') issue('details', 'offers:errors.details');
  } else if (discountType === 'percentOff') {
    // hundredths at most: what the form takes and the profile shows (0.29 is 28.999… hundredths as a float)
    if (value === null || !(value > 0 && value < 100) || hundredthsOf(value) === null)
      issue('discountValue', 'offers:errors.percentRange');
  } else if (value === null || value < 1) issue('discountValue', 'offers:dealValueEmpty');
  else if (!Number.isInteger(value)) issue('discountValue', 'offers:errors.wholeAmount');
  else if (value > maxDealAmount) issue('discountValue', 'offers:errors.valueTooHigh');
}

/** spec: late availability needs at least one late date; each a real day still to come, none twice. */
function checkLateDates(dates: readonly string[], day: string, issue: Issue): void {
  if (dates.length === 0) issue('lateDates', 'offers:errors.lateDates');
  dates.forEach((date, i) => {
    if (!isIsoDate(date)) issue(`lateDates.${i}`, 'offers:errors.lateDate');
    else if (date < day) issue(`lateDates.${i}`, 'offers:errors.lateDatePast');
    else if (dates.indexOf(date) !== i) issue(`lateDates.${i}`, 'offers:errors.lateDateRepeated');
  });
}

const specialOfferFields = z.object({
  title: requiredText('offers:validationError', offerLimits.title),
  description: text(offerLimits.description),
  discountType: z.enum(serverDiscountTypes, { error: 'offers:errors.discountType' }),
  discountValue: z.number({ error: 'offers:dealValueEmpty' }).nullable().default(null),
  details: text(offerLimits.details),
  /** Whether the offer ends on its expiry date. */
  expiration: z.boolean({ error: 'validation:required' }).default(false),
  expiryDate: optionalDate,
  lateDates: z
    .array(z.string().trim(), { error: 'offers:errors.lateDates' })
    .max(offerLimits.lateDates, { error: 'offers:errors.tooManyLateDates' })
    .default([]),
});

/**
 * The offer form of one special offer type on the supplier's `day` (spec section 5; late availability and the other
 * types
 * checked apart): the stored deal, the late dates in order (kept only for late availability), no value for
 * "other" and no expiry date unless the offer expires.
 */
export function specialOfferInputSchema(type: Exclude<OfferType, 'bbDiscount'>, day: string) {
  return specialOfferFields
    .superRefine((form, ctx) => {
      const issue = issueOn(ctx);
      checkDeal(form.discountType, form.discountValue, form.details, issue);
      if (form.expiration) checkExpiry(form.expiryDate, day, issue);
      if (type === 'lateAvailability') checkLateDates(form.lateDates, day, issue);
    })
    .transform((form): OfferDeal => ({
      title: form.title,
      description: form.description,
      discountType: form.discountType,
      discountValue: form.discountType === 'other' ? null : form.discountValue,
      details: form.discountType === 'other' ? form.details : '',
      lateDates: type === 'lateAvailability' ? [...form.lateDates].sort() : [],
      expiryDate: form.expiration ? form.expiryDate : null,
    }));
}

/**
 * The brand discount form (spec: none, 5, 10, 20 percent or other): "other" says it in words; any discount
 * needs its expiry date (expiry message); none removes it (null).
 */
export function brandDiscountInputSchema(day: string) {
  return z
    .object({
      choice: z.enum(brandDiscountChoices, { error: 'offers:errors.discountType' }),
      details: text(offerLimits.details),
      expiryDate: optionalDate,
    })
    .superRefine((form, ctx) => {
      const issue = issueOn(ctx);
      if (form.choice === 'none') return;
      if (form.choice === 'other' && form.details === '') issue('details', 'offers:errors.otherDiscount');
      checkExpiry(form.expiryDate, day, issue);
    })
    .transform((form): OfferDeal | null =>
      form.choice === 'none'
        ? null
        : {
            title: '',
            description: '',
            discountType: form.choice === 'other' ? 'other' : 'percentOff',
            discountValue: form.choice === 'other' ? null : Number(form.choice),
            details: form.choice === 'other' ? form.details : '',
            lateDates: [],
            expiryDate: form.expiryDate,
          },
    );
}
