/** The plans page (supplier pro or venue pro, by the supplier's kind); the spec names no path for it. */
export const plansPath = '/plans';
/** "Upgrade" beside a lock: the plans page with the cheapest plan that reaches `tier` marked and the feature named. */
export const upgradePath = (tier: string, feature?: string): string =>
  `${plansPath}?${new URLSearchParams({ tier, ...(feature ? { feature } : {}) })}`;
/** Spec route: what the supplier bought. */
export const purchasesPath = '/purchases';
/** Spec route: the supplier pro purchase success page (both plan families land there). */
export const supplierProSuccessPath = '/suppliers/supplier-pro/success';
