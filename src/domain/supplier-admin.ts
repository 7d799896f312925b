import { isTier, type Tier } from './tiers.ts';

/**
 * The platform admin's changes to a supplier (spec sections 3, 4 and 6): actions flags and demo mode (the
 * tier change is tiers.ts's premiumRecordAfterTierChange, the trial trial.ts). Pure rules; the server applies them in a
 * transaction with an audit row.
 */

/** The stored demo tier: a tier when demo mode is on, null when off (or unreadable). */
export function readDemoTier(value: string | null): Tier | null {
  return value !== null && isTier(value) ? value : null;
}

/**
 * Demo mode: a platform admin sees the portal at another tier (and without the admin override, so as the
 * supplier would at that tier); the supplier, its team and couples keep seeing the real tier.
 */
export function tierSeenBy(realTier: Tier, demoTier: Tier | null, isPlatformAdmin: boolean): Tier {
  return isPlatformAdmin && demoTier ? demoTier : realTier;
}

/** Whether the admin override of the feature table applies: a platform admin not in demo mode. */
export function adminOverrideApplies(demoTier: Tier | null, isPlatformAdmin: boolean): boolean {
  return isPlatformAdmin && !demoTier;
}

/** The spec's actions flags of the supplier admin object. */
export interface ActionFlags {
  deleted: boolean;
  checked: boolean;
  searchable: boolean;
}

/** Spec "Mark a supplier deleted": a deactivation event goes out per collaborator when the flag turns on. */
export function becomesDeleted(before: ActionFlags, after: Partial<ActionFlags>): boolean {
  return !before.deleted && after.deleted === true;
}

/** The spec's message for unlinking an empty or unknown user id. */
export const invalidUnlinkMessage = 'Cannot unlink user - invalid uid';
