import { z } from './zod.ts';
import type { IdentifyKind } from './analytics-events.ts';
import { isPaidTier, isPremiumTier, tierValue, type Tier } from './tiers.ts';

/**
 * The identify calls (spec section 7: POST /api/supplier-level/identify and /api/supplier-claimed/identify,
 * payload pageTitle, props, supplierId). The client's props are bounded: a few scalar values, never a
 * nested object, so an identify record stays small whatever a client sends.
 * @internal
 */
export const identifyLimits = { props: 20, key: 100, text: 500, pageTitle: 300 } as const;

const propValue = z.union(
  [z.string().max(identifyLimits.text, { error: 'validation:maxLength' }), z.number().finite(), z.boolean(), z.null()],
  {
    error: 'validation:invalid',
  },
);

export const identifyRequestSchema = z.object({
  supplierId: z.string().min(1, { error: 'validation:required' }).max(128, { error: 'validation:maxLength' }),
  pageTitle: z.string().max(identifyLimits.pageTitle, { error: 'validation:maxLength' }).optional(),
  props: z
    .record(
      z.string().min(1, { error: 'validation:invalid' }).max(identifyLimits.key, { error: 'validation:maxLength' }),
      propValue,
      { error: 'validation:invalid' },
    )
    .refine((props) => Object.keys(props).length <= identifyLimits.props, { error: 'validation:invalid' })
    .default({}),
});
export type IdentifyProps = z.output<typeof identifyRequestSchema>['props'];

/** The event each call records (source cms: never counted in the statistics). */
export const identifyEventNames = {
  supplierLevel: 'supplierLevelIdentified',
  supplierClaimed: 'supplierClaimedIdentified',
} as const satisfies Record<IdentifyKind, string>;
export const identifyEventCategory = 'identify';

/** What the supplier-level call says of the supplier: its stored tier (not a platform admin's demo view of it). */
export function supplierLevelTraits(supplier: { tier: Tier; trialActive: boolean; payPerEnquiry: boolean }) {
  return {
    tier: supplier.tier,
    tierValue: tierValue(supplier.tier),
    premium: isPremiumTier(supplier.tier),
    paid: isPaidTier(supplier.tier),
    trialActive: supplier.trialActive,
    payPerEnquiry: supplier.payPerEnquiry,
  };
}

/**
 * What the supplier-claimed call says: a supplier is claimed once somebody holds a role on it (an owner
 * or collaborator); a listing nobody has taken over (a platform admin working on it) is not.
 */
export function supplierClaimedTraits(teamSize: number) {
  return { claimed: teamSize > 0, teamSize };
}

/**
 * The client's props, kept apart from the traits (the record's specificEventProps): a client cannot make a supplier
 * look platinum.
 */
export type IdentifyTraits = ReturnType<typeof supplierLevelTraits> | ReturnType<typeof supplierClaimedTraits>;
