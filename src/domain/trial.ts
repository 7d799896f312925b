import { tierAtLeast, type Tier } from './tiers.ts';

/**
 * The free trial (spec section 4 "Premium tier", "Trial extension", section 6): a platform admin's
 * toggle gives a supplier the trial's tier for a while; it ends by itself (the trial job) and a non-admin
 * lite supplier may extend it once. The spec leaves the lengths and its two 2020 dates open; these are
 * the decisions (docs/decisions/trial.md).
 */

/** The tier a trial gives (the extension rule speaks of lite-tier suppliers). */
export const trialTier = 'lite' satisfies Tier;
/** How long a trial runs when it is switched on. */
export const trialDays = 14;

/**
 * Spec: "The extension is 7 days if the current date is on or after a fixed 2020 cut-off, and 14 days before it."
 * @internal
 */
export const trialExtensionCutoff = new Date('2020-03-01T00:00:00Z');
const extensionDaysFromCutoff = 7;
const extensionDaysBeforeCutoff = 14;

/**
 * Spec: "The end-of-trial popup is shown … to non-admin lite suppliers whose trial has not been extended, after a fixed
 * August 2020 date" (trials started before it predate the popup).
 * @internal
 */
export const endOfTrialPopupFrom = new Date('2020-08-01T00:00:00Z');
/** The popup shows in the trial's last days (and the extension is offered there). */
const endOfTrialPopupDays = 3;

const dayMs = 24 * 60 * 60 * 1000;
const addDays = (at: Date, days: number) => new Date(at.getTime() + days * dayMs);

export interface TrialState {
  tier: Tier;
  trialActive: boolean;
  trialActivatedAt: Date | null;
  trialEndsAt: Date | null;
  /** The tier the supplier had when the trial started: where it returns when the trial ends. */
  trialTierBefore: Tier | null;
  trialExtendedCount: number;
}

export type TrialPatch = Partial<TrialState>;

/**
 * Spec: "A trial toggle sets active and activatedAt." Switching on starts a trial of `trialDays` at the
 * trial's tier (a supplier already at or above it keeps its tier, and keeps it at the end); switching an
 * active trial on again changes nothing. Switching off ends it as the trial job does.
 */
export function toggleTrial(state: TrialState, active: boolean, now: Date): TrialPatch {
  if (!active) return endTrial(state, now);
  if (state.trialActive) return {};
  const raises = !tierAtLeast(state.tier, trialTier);
  return {
    trialActive: true,
    trialActivatedAt: now,
    trialEndsAt: addDays(now, trialDays),
    trialTierBefore: state.tier,
    ...(raises ? { tier: trialTier } : {}),
  };
}

/**
 * The trial ends: the supplier returns to the tier it had before, but only while it is still at the
 * trial's tier (a plan bought or an admin's change since is kept). When it ended stays in trialEndsAt
 * (now, when it is ended before its planned end).
 */
export function endTrial(state: TrialState, now: Date): TrialPatch {
  if (!state.trialActive) return {};
  const returnTo = state.trialTierBefore ?? 'free';
  const endedEarly = state.trialEndsAt === null || state.trialEndsAt > now;
  return {
    trialActive: false,
    ...(endedEarly ? { trialEndsAt: now } : {}),
    ...(state.tier === trialTier && returnTo !== trialTier ? { tier: returnTo } : {}),
  };
}

/** Whether a running trial is over at `now` (the trial job ends those). */
export const trialHasExpired = (state: Pick<TrialState, 'trialActive' | 'trialEndsAt'>, now: Date): boolean =>
  state.trialActive && state.trialEndsAt !== null && state.trialEndsAt <= now;

/** Spec: 7 days on or after the cut-off, 14 days before it. */
export const trialExtensionDays = (now: Date): number =>
  now >= trialExtensionCutoff ? extensionDaysFromCutoff : extensionDaysBeforeCutoff;

export type ExtensionRefusal = 'not-on-trial' | 'not-lite' | 'already-extended' | 'platform-admin';

/** Spec: "A lite-tier supplier that is not an admin and has not yet extended gets the trial extended once." */
export function trialExtensionRefusal(state: TrialState, isPlatformAdmin: boolean): ExtensionRefusal | null {
  if (isPlatformAdmin) return 'platform-admin';
  if (!state.trialActive || state.trialEndsAt === null) return 'not-on-trial';
  if (state.tier !== trialTier) return 'not-lite';
  if (state.trialExtendedCount > 0) return 'already-extended';
  return null;
}

/** The extension: the end moves by the spec's days and the extended count increments. */
export function extendTrial(state: TrialState, now: Date): TrialPatch {
  return {
    trialEndsAt: addDays(state.trialEndsAt ?? now, trialExtensionDays(now)),
    trialExtendedCount: state.trialExtendedCount + 1,
  };
}

/**
 * The end-of-trial popup (get-listed step 1 and the portal): an extendable trial, started after the August 2020 date,
 * in its last days.
 */
export function showsEndOfTrialPopup(state: TrialState, isPlatformAdmin: boolean, now: Date): boolean {
  if (trialExtensionRefusal(state, isPlatformAdmin) !== null) return false;
  if (!state.trialActivatedAt || state.trialActivatedAt < endOfTrialPopupFrom) return false;
  return state.trialEndsAt !== null && now >= addDays(state.trialEndsAt, -endOfTrialPopupDays);
}
