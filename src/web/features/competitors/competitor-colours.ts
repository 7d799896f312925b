import { seriesColours } from '../statistics/charts/chart-data.ts';

/**
 * The supplier's own line: apart from the five competitor colours (spec section 9), so each competitor keeps its
 * colour.
 */
const ownColour = 'dark.4';

/** The colour of the supplier (`own`) or of the competitor at `index` of its list. */
export const competitorColour = (own: boolean, index: number): string =>
  own ? ownColour : seriesColours[index % seriesColours.length]!;
