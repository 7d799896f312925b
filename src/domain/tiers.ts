/** Premium tiers in order with their numeric values (spec section 3). */
export const tiers = ['unverified', 'free', 'lite', 'classic', 'classic23', 'expert', 'platinum'] as const;
export type Tier = (typeof tiers)[number];

const values: Record<Tier, number> = {
  unverified: -1,
  free: 0,
  lite: 1,
  classic: 2,
  classic23: 2.5,
  expert: 3,
  platinum: 4,
};

export function isTier(value: unknown): value is Tier {
  return typeof value === 'string' && (tiers as readonly string[]).includes(value);
}

export function tierValue(tier: Tier): number {
  return values[tier];
}

export function tierAtLeast(tier: Tier, min: Tier): boolean {
  return values[tier] >= values[min];
}

/** Paid tiers are lite and above. */
export function isPaidTier(tier: Tier): boolean {
  return tierAtLeast(tier, 'lite');
}

/** Any tier above free counts as premium for tier changes (spec sections 4 and 9). */
export function isPremiumTier(tier: Tier): boolean {
  return values[tier] > values.free;
}

export type TierColour = 'gold' | 'blue' | 'grey';

const colours: Record<Tier, TierColour> = {
  unverified: 'grey',
  free: 'grey',
  lite: 'blue',
  classic: 'blue',
  classic23: 'gold',
  expert: 'gold',
  platinum: 'gold',
};

export function tierColour(tier: Tier): TierColour {
  return colours[tier];
}

const searchAppearances: Record<Tier, number> = {
  unverified: 1,
  free: 2,
  lite: 3,
  classic: 3,
  classic23: 5,
  expert: 6,
  platinum: 7,
};

/** The spec's expected search appearances by tier weight (section 9). */
export function expectedSearchAppearances(tier: Tier): number {
  return searchAppearances[tier];
}

/** @internal */
export function nextTier(tier: Tier): Tier | null {
  return tiers[tiers.indexOf(tier) + 1] ?? null;
}

export interface PremiumRecord {
  tier: Tier;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The premium record after an admin sets a new tier (spec section 4 "Premium tier"): active when the
 * tier is above free, otherwise the existing active flag is kept; createdAt is set once. Other
 * fields of the existing record (trial, extension count, ...) are kept as they are.
 */
export function premiumRecordAfterTierChange<R extends Partial<PremiumRecord>>(
  existing: R | null | undefined,
  tier: Tier,
  now: Date,
): Omit<R, keyof PremiumRecord> & PremiumRecord {
  const current = existing ?? ({} as R);
  return {
    ...current,
    tier,
    active: isPremiumTier(tier) ? true : (current.active ?? false),
    createdAt: current.createdAt ?? now,
    updatedAt: now,
  };
}

/** A stored tier outside the list (hand-edited data) reads as the lowest tier rather than failing the portal. */
export function readTier(value: string): Tier {
  return isTier(value) ? value : 'unverified';
}
