import { z } from './zod.ts';
import { benefitLimits, isBenefitUrl } from './benefits.ts';
import { isCategoryValue } from './categories.ts';
import { supportedCountries } from './countries.ts';
import { isIsoDate } from './past-days.ts';
import { requiredText } from './validators.ts';

/** Requests and answers of the member benefit calls (issue 33), shared by the server and the web. */

const benefitTextFields = {
  id: z.string(),
  partnerName: z.string(),
  title: z.string(),
  description: z.string(),
  endsOn: z.string().nullable(),
};

/** A benefit as the platform's admins manage it, with the number of suppliers that used it. */
const adminBenefitSchema = z.object({
  ...benefitTextFields,
  countries: z.array(z.string()),
  categories: z.array(z.string()),
  code: z.string().nullable(),
  url: z.string(),
  retiredAt: z.string().nullable(),
  updatedAt: z.string(),
  usedBy: z.number().int(),
});
export type AdminBenefit = z.infer<typeof adminBenefitSchema>;

export const adminBenefitsResponseSchema = z.object({ benefits: z.array(adminBenefitSchema) });
export type AdminBenefitsResponse = z.infer<typeof adminBenefitsResponseSchema>;

/**
 * A benefit as a supplier sees it: below lite `url` is null (the code is never in the list: "Show code" reveals it,
 * which is what counts a use).
 */
const supplierBenefitSchema = z.object({
  ...benefitTextFields,
  hasCode: z.boolean(),
  url: z.string().nullable(),
});
export type SupplierBenefit = z.infer<typeof supplierBenefitSchema>;

export const supplierBenefitsResponseSchema = z.object({ benefits: z.array(supplierBenefitSchema) });
export type SupplierBenefitsResponse = z.infer<typeof supplierBenefitsResponseSchema>;

export const benefitRevealSchema = z.object({ code: z.string().nullable(), url: z.string() });
export type BenefitReveal = z.infer<typeof benefitRevealSchema>;

const optionalText = (maxLength: number) =>
  z
    .string({ error: 'validation:required' })
    .trim()
    .max(maxLength, { error: 'validation:maxLength' })
    .nullable()
    .default(null)
    .transform((value) => value || null);

/**
 * The admin's benefit form: `id` set saves that benefit, none adds one. At least one of the portal's countries; no
 * category is every category; the partner's link https only; the end date optional.
 */
export const benefitInputSchema = z.object({
  id: z.string().trim().min(1).max(128).nullable().default(null),
  partnerName: requiredText('benefits:errors.partnerName', benefitLimits.partnerName),
  title: requiredText('benefits:errors.title', benefitLimits.title),
  description: requiredText('benefits:errors.description', benefitLimits.description),
  countries: z
    .array(z.enum(supportedCountries, { error: 'benefits:errors.countries' }), { error: 'benefits:errors.countries' })
    .min(1, { error: 'benefits:errors.countries' })
    .transform((values) => [...new Set(values)]),
  categories: z
    .array(z.string().refine(isCategoryValue, { error: 'benefits:errors.categories' }), {
      error: 'benefits:errors.categories',
    })
    .default([])
    .transform((values) => [...new Set(values)]),
  code: optionalText(benefitLimits.code),
  url: requiredText('benefits:errors.url', benefitLimits.url).refine(isBenefitUrl, { error: 'benefits:errors.url' }),
  endsOn: z
    .string({ error: 'benefits:errors.endsOn' })
    .trim()
    .refine((value) => value === '' || isIsoDate(value), { error: 'benefits:errors.endsOn' })
    .nullable()
    .default(null)
    .transform((value) => value || null),
});
