/**
 * The largest price the portal takes, in integer minor units: 10 million in major units. A package's price, a price
 * scheme's and the budget a venue aims at share it (kept apart from packages.ts, whose messages the listing editor
 * does not load).
 */
export const priceMax = 1_000_000_000;
