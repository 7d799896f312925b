/**
 * Recommendations (spec "Recommendation": id, order, supplierId, createdAt, updatedAt; the screen
 * /recommendations): other suppliers of the marketplace a supplier recommends to its couples, in the
 * order it chooses, shown on its public profile. `supplierId` is the recommended supplier.
 */

/** A short list reads as a recommendation; a long one as a directory. The profile score's part is full at 5. */
export const maxRecommendations = 20;
/** A name search needs this many characters, and answers at most `searchResultLimit` suppliers. */
export const searchMinLength = 2;
export const searchResultLimit = 10;

/** spec section 4: a recommendation is added with the highest order so far plus 1 (0 for the first). */
export function nextRecommendationOrder(orders: readonly number[]): number {
  return orders.length === 0 ? 0 : Math.max(...orders) + 1;
}
