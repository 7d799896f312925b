/**
 * The public calls answer anyone, so each address gets a budget (per node, in memory; docs/decisions/security.md,
 * "Public calls: a budget per address").
 */
export const publicCallLimit = { max: 30, timeWindow: 60_000 } as const;
