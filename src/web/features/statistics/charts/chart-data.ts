import { piePercentages } from '../../../../domain/statistics/pie.ts';

/** Spec section 9: every statistics chart is 235 px high. */
export const chartHeight = 235;

/** Spec section 9: five competitor colours; also the colours of a chart's series, in order. */
export const seriesColours = ['indigo.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.7'] as const;

/** One line or set of bars of a chart: `key` names its value in each row. */
export type ChartSeries = { key: string; label: string; colour?: string };

/**
 * One point of the x axis: its label (already formatted for the reader, for the table and the tooltip), its
 * shorter axis labels (axis-ticks.ts; the label itself without) and a value per series.
 */
export type ChartRow = { label: string; tick?: { long: string; short: string }; values: Record<string, number | null> };

/** A vertical line at one x label, e.g. a tier change drawn on a time series. */
export type ChartMarker = { at: string; label: string };

/** One slice of a pie. */
export type PieSlice = { key: string; label: string; value: number };

/** The slices with their share in whole percent, summing to 100 (spec section 9), for the pie and its table. */
export function withPercentages(slices: readonly PieSlice[]): Array<PieSlice & { percent: number }> {
  const percents = piePercentages(slices.map((slice) => slice.value));
  return slices.map((slice, index) => ({ ...slice, percent: percents[index]! }));
}

/** The series with a colour each: its own, else the next of the five. */
export function colouredSeries(series: readonly ChartSeries[]): Array<Required<ChartSeries>> {
  return series.map((one, index) => ({ ...one, colour: one.colour ?? seriesColours[index % seriesColours.length]! }));
}
