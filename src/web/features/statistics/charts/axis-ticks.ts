/**
 * Issue 34: the rule of a chart's x axis labels, so none is silently dropped (recharts' default left every third
 * month out). Every period keeps its label while one fits beside the next:
 * 1. the long label ("Nov 26", "23 Nov") when it fits its slot of the plot's width;
 * 2. else the short one ("Nov", "23.11.");
 * 3. else the short one angled, which needs only a line's height of the slot; below that (many periods on a
 *    phone) every second, third… label, counted from the first, so the gaps are regular.
 */
export type AxisTicks = { labels: 'long' | 'short'; angled: boolean; every: number };

/** Width of a character of a 12 px axis label, generous for capitals and wide letters. */
const tickCharWidth = 7;
/** Space kept between two flat labels. */
const tickGap = 8;
/** Slot an angled label needs: its line height with some air. */
const angledSlot = 16;

export function axisTicks(count: number, plotWidth: number, longest: { long: number; short: number }): AxisTicks {
  // not measured yet: nothing is drawn before the first measure
  if (plotWidth <= 0) return { labels: 'short', angled: false, every: 1 };
  const slot = plotWidth / Math.max(count, 1);
  if (longest.long * tickCharWidth + tickGap <= slot) return { labels: 'long', angled: false, every: 1 };
  if (longest.short * tickCharWidth + tickGap <= slot) return { labels: 'short', angled: false, every: 1 };
  return { labels: 'short', angled: true, every: Math.max(1, Math.ceil(angledSlot / slot)) };
}

/** Height an angled (45°) label of this many characters takes below the axis. */
export function angledTickHeight(characters: number): number {
  return Math.ceil(characters * tickCharWidth * Math.SQRT1_2) + 12;
}
