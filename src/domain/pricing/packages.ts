import { z } from '../zod.ts';
import type { CategoryValue } from '../categories.ts';
import { priceMax } from './price-max.ts';

/**
 * A supplier's packages (spec "Package": id, name, description, price, included, order; sections,
 * checkbox groups and min/max ranges). The form has three sections: the package (name, description,
 * price), what is included (a checkbox group of the category's inclusions) and the guests and hours
 * it is for (min/max ranges, min ≤ max). Prices are integer minor units of the supplier's currency.
 */

export const packageNameMaxLength = 120;
export const packageDescriptionMaxLength = 2000;
export const packageGuestsMax = 10_000;
const packageHoursMax = 240;

/**
 * The checkbox group of what a package includes, per trade (i18n keys pricing:included.<flag>).
 * @internal
 */
export const packageInclusionGroups = {
  venue: [
    'exclusiveUse',
    'civilCeremony',
    'drinksReception',
    'weddingBreakfast',
    'eveningFood',
    'bridalSuite',
    'weddingCoordinator',
    'tableLinen',
  ],
  photo: [
    'engagementShoot',
    'secondPhotographer',
    'fullDayCoverage',
    'onlineGallery',
    'printedAlbum',
    'highResImages',
    'droneFootage',
  ],
  video: ['highlightFilm', 'fullLengthFilm', 'secondShooter', 'droneFootage', 'rawFootage', 'keepsakeBox'],
  catering: [
    'canapes',
    'weddingBreakfast',
    'dessert',
    'eveningFood',
    'serviceStaff',
    'crockeryCutlery',
    'tastingSession',
  ],
  music: ['ceremonyMusic', 'firstDance', 'djSet', 'liveSets', 'soundSystem', 'lighting', 'songRequests'],
  general: [
    'consultation',
    'trialSession',
    'deliverySetup',
    'travelIncluded',
    'onTheDayCoordination',
    'collectionAfter',
  ],
} as const satisfies Record<string, readonly string[]>;

type InclusionGroup = keyof typeof packageInclusionGroups;

const groupOfCategory: Partial<Record<CategoryValue, InclusionGroup>> = {
  venue: 'venue',
  photo: 'photo',
  video: 'video',
  catering: 'catering',
  music: 'music',
  entertainment: 'music',
};

/** The inclusions a supplier of `category` picks from (trades without their own list share the general one). */
export function packageInclusionsFor(category: string): readonly string[] {
  return packageInclusionGroups[groupOfCategory[category as CategoryValue] ?? 'general'];
}

const requiredText = (max: number) =>
  z
    .string({ error: 'validation:required' })
    .trim()
    .min(1, { error: 'validation:required' })
    .max(max, { error: 'validation:maxLength' });
const wholeNumber = (max: number) =>
  z
    .number({ error: 'pricing:errors.wholeNumber' })
    .int({ error: 'pricing:errors.wholeNumber' })
    .min(0, { error: 'pricing:errors.wholeNumber' })
    .max(max, { error: 'pricing:errors.tooLarge' });
/** A price in minor units; the form shows one message for empty, negative or not a number. */
export const amount = () =>
  z
    .number({ error: 'pricing:errors.amount' })
    .int({ error: 'pricing:errors.amount' })
    .min(0, { error: 'pricing:errors.amount' })
    .max(priceMax, { error: 'pricing:errors.tooLarge' });
const optionalWholeNumber = (max: number) => wholeNumber(max).nullable().default(null);

/** Adds an error on the max field when both ends of a range are set and min is above max. */
export function checkRange(
  min: number | null | undefined,
  max: number | null | undefined,
  maxPath: string,
  ctx: z.RefinementCtx,
): void {
  if (min != null && max != null && min > max)
    ctx.addIssue({ code: 'custom', path: [maxPath], message: 'pricing:errors.minAboveMax' });
}

export function packageInputSchemaFor(category: string) {
  const inclusions = packageInclusionsFor(category);
  return z
    .object({
      name: requiredText(packageNameMaxLength),
      description: z.string().trim().max(packageDescriptionMaxLength, { error: 'validation:maxLength' }).default(''),
      price: amount(),
      included: z
        .array(z.string())
        .max(inclusions.length)
        .default([])
        .refine((flags) => flags.every((flag) => inclusions.includes(flag)), { error: 'pricing:errors.included' })
        .transform((flags) => inclusions.filter((flag) => flags.includes(flag))),
      guestsMin: optionalWholeNumber(packageGuestsMax),
      guestsMax: optionalWholeNumber(packageGuestsMax),
      hoursMin: optionalWholeNumber(packageHoursMax),
      hoursMax: optionalWholeNumber(packageHoursMax),
    })
    .superRefine((p, ctx) => {
      checkRange(p.guestsMin, p.guestsMax, 'guestsMax', ctx);
      checkRange(p.hoursMin, p.hoursMax, 'hoursMax', ctx);
    });
}

export const supplierPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().int().describe('integer minor units of currency'),
  currency: z.string(),
  included: z.array(z.string()),
  guestsMin: z.number().int().nullable(),
  guestsMax: z.number().int().nullable(),
  hoursMin: z.number().int().nullable(),
  hoursMax: z.number().int().nullable(),
  order: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SupplierPackage = z.infer<typeof supplierPackageSchema>;

/** Spec section 9: packages are sorted by order then price (then name, so equal ones keep one order). */
export function comparePackages(
  a: Pick<SupplierPackage, 'order' | 'price' | 'name'>,
  b: Pick<SupplierPackage, 'order' | 'price' | 'name'>,
): number {
  return a.order - b.order || a.price - b.price || a.name.localeCompare(b.name);
}

/** A reorder: the ids of all of the supplier's rows in their new order. */
export const reorderSchema = z.object({
  ids: z.array(z.string().min(1).max(128)).min(1, { error: 'validation:required' }).max(500),
});

/** The rows' new order values when `ids` lists each existing id exactly once; null otherwise. */
export function orderOf(ids: readonly string[], existing: readonly string[]): Map<string, number> | null {
  if (ids.length !== existing.length || new Set(ids).size !== ids.length || !ids.every((id) => existing.includes(id)))
    return null;
  return new Map(ids.map((id, index) => [id, index]));
}
