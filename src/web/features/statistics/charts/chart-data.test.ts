import { describe, expect, it } from 'vitest';
import { colouredSeries, seriesColours, withPercentages } from './chart-data.ts';

describe('chart data', () => {
  it('gives each pie slice a whole percent, the slices summing to 100', () => {
    const slices = withPercentages([
      { key: 'a', label: 'A', value: 1 },
      { key: 'b', label: 'B', value: 1 },
      { key: 'c', label: 'C', value: 1 },
    ]);
    expect(slices.map((slice) => slice.percent)).toEqual([34, 33, 33]);
  });

  it('keeps a series colour and gives the others the five colours in turn', () => {
    const series = colouredSeries([
      { key: 'a', label: 'A', colour: 'red.6' },
      ...['b', 'c', 'd', 'e', 'f', 'g'].map((key) => ({ key, label: key })),
    ]);
    expect(series.map((one) => one.colour)).toEqual([
      'red.6',
      seriesColours[1],
      seriesColours[2],
      seriesColours[3],
      seriesColours[4],
      seriesColours[0],
      seriesColours[1],
    ]);
  });
});
