/**
 * How a figure moved against the period before (issue 34: KPI tiles and the dashboard show "+12 % vs last month").
 * - `none`: nothing to compare (no earlier figure, or both are zero), so no arrow is shown rather than a made-up 0 %;
 * - `new`: the earlier period had none and this one has some: a percentage of zero means nothing, so say "new";
 * - `change`: the ratio against the earlier period, rounded to whole percent, and its direction. A change under half
 *   a percent is `flat`, so the arrow never contradicts a shown "0 %".
 */
export type PeriodChange =
  { kind: 'none' } | { kind: 'new' } | { kind: 'change'; ratio: number; direction: 'up' | 'down' | 'flat' };

export function periodChange(current: number, previous: number | null | undefined): PeriodChange {
  if (previous === null || previous === undefined || !Number.isFinite(previous) || !Number.isFinite(current))
    return { kind: 'none' };
  if (previous === 0) return current === 0 ? { kind: 'none' } : { kind: 'new' };
  // `|| 0` turns a rounded -0 into 0
  const ratio = Math.round(((current - previous) / Math.abs(previous)) * 100) / 100 || 0;
  const direction = ratio === 0 ? 'flat' : ratio > 0 ? 'up' : 'down';
  return { kind: 'change', ratio, direction };
}

/**
 * Whether a move is good news: more enquiries or views is good, a longer reply time is not. Colours follow this,
 * not the arrow's direction.
 */
export function isImprovement(change: PeriodChange, higherIsBetter: boolean): boolean | null {
  if (change.kind !== 'change' || change.direction === 'flat') return null;
  return (change.direction === 'up') === higherIsBetter;
}
