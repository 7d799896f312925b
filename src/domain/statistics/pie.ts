/**
 * Spec section 9: pie percentages are rounded and adjusted to sum to 100, by the largest remainder
 * (the floors first, then a point each to the largest fractions; ties to the earlier slice).
 * All zero (or nothing) stays all zero.
 */
export function piePercentages(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  if (total === 0) return values.map(() => 0);
  const exact = values.map((value) => (Math.max(0, value) * 100) / total);
  const floors = exact.map(Math.floor);
  let missing = 100 - floors.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing === 0) break;
    floors[index]! += 1;
    missing -= 1;
  }
  return floors;
}
