import { z } from './zod.ts';
import { instant } from './instant.ts';
import { tiers } from './tiers.ts';
import { venueTypeFlags } from './listing/venue-sections.ts';
import { searchBoostValues } from './search-boost.ts';

/** The search boost and counties calls (issue 11): what the supplier has, what it can buy, and the checkout. */

const boostValue = z.union(
  searchBoostValues.map((value) => z.literal(value)) as [z.ZodLiteral<100>, z.ZodLiteral<80>, z.ZodLiteral<50>],
  { error: 'validation:invalid' },
);
export const boostChoiceSchema = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('generic'), value: boostValue }),
    z.object({
      mode: z.literal('type'),
      value: boostValue,
      venueType: z.enum(venueTypeFlags, { error: 'validation:invalid' }),
    }),
  ],
  { error: 'validation:invalid' },
);

const slotSchema = z.object({
  mode: z.enum(['generic', 'type']),
  value: boostValue,
  venueType: z.string().nullable(),
  endsAt: instant.nullable(),
});

export const searchBoostAnswerSchema = z.object({
  supplierName: z.string(),
  isVenue: z.boolean(),
  /** The tier top spot needs, when the business is below it (seen by this user); null when open. */
  lockedBelow: z.enum(tiers).nullable(),
  /** The user may buy: top spot is open and they are an admin of the business. */
  canBuy: z.boolean(),
  county: z.string().nullable(),
  /** The supplier's own boost while it runs (endsAt null: an admin's, without an end). */
  current: slotSchema.nullable(),
  /** The positions other businesses of its category hold in its county. */
  taken: z.array(slotSchema),
  prices: z.array(z.object({ value: boostValue, amount: z.number().int(), currency: z.string() })),
  days: z.number().int(),
});
export type SearchBoostAnswer = z.infer<typeof searchBoostAnswerSchema>;

export const boostCheckoutSchema = z.object({ supplierId: z.string().min(1).max(128), choice: boostChoiceSchema });

export const countiesAnswerSchema = z.object({
  country: z.string(),
  homeCounty: z.string().nullable(),
  /** The counties the supplier is also found in, each until its end. */
  areas: z.array(z.object({ county: z.string(), endsAt: instant })),
  price: z.object({ amount: z.number().int(), currency: z.string() }),
  days: z.number().int(),
  /** Whether the tier (or pay per enquiry) allows buying counties. */
  allowed: z.boolean(),
});
export type CountiesAnswer = z.infer<typeof countiesAnswerSchema>;

export const countiesCheckoutSchema = z.object({
  supplierId: z.string().min(1).max(128),
  counties: z
    .array(z.string().max(100, { error: 'validation:maxLength' }), { error: 'validation:invalid' })
    .max(50, { error: 'validation:invalid' }),
});

export const checkoutUrlSchema = z.object({ url: z.string() });
