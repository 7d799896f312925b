/** The plans page (supplier pro or venue pro, by the supplier's kind); the spec names no path for it. */
export const plansPath = '/plans';
/** Spec route: what the supplier bought. */
export const purchasesPath = '/purchases';
/** Spec route: the supplier pro purchase success page (both plan families land there). */
export const supplierProSuccessPath = '/suppliers/supplier-pro/success';
