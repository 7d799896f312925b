import { describe, expect, it } from 'vitest';
import { abTestingCmsSchema } from './ab-testing-cms.ts';
import {
  abTestingDataLayerPoll,
  assignmentsOf,
  assignmentsOnScreen,
  assignVariant,
  toolAnswers,
  type Experiment,
} from './ab-testing.ts';

const experiment: Experiment = {
  id: 'nextTierButton',
  screens: ['/dashboard'],
  variants: [
    { id: 'control', weight: 50 },
    { id: 'seePlans', weight: 50 },
  ],
};

describe('ad testing (spec sections 7 and 8)', () => {
  it('polls the data layer after 30 ms, every 500 ms, abandoned at 4000 ms', () => {
    expect(abTestingDataLayerPoll).toEqual({ afterMs: 30, everyMs: 500, abandonedAtMs: 4000 });
  });

  describe('cms.json', () => {
    it('takes experiments with two or more weighted variants on portal screens', () => {
      expect(abTestingCmsSchema.safeParse({ experiments: [experiment] }).success).toBe(true);
      expect(abTestingCmsSchema.safeParse({ experiments: [] }).success).toBe(true);
    });

    it.each([
      ['no experiments list', {}],
      ['one variant', { experiments: [{ ...experiment, variants: [{ id: 'control', weight: 1 }] }] }],
      [
        'a zero weight',
        {
          experiments: [
            {
              ...experiment,
              variants: [
                { id: 'a', weight: 0 },
                { id: 'b', weight: 1 },
              ],
            },
          ],
        },
      ],
      [
        'a fractional weight',
        {
          experiments: [
            {
              ...experiment,
              variants: [
                { id: 'a', weight: 0.5 },
                { id: 'b', weight: 1 },
              ],
            },
          ],
        },
      ],
      [
        'twice the same variant',
        {
          experiments: [
            {
              ...experiment,
              variants: [
                { id: 'a', weight: 1 },
                { id: 'a', weight: 1 },
              ],
            },
          ],
        },
      ],
      ['twice the same experiment', { experiments: [experiment, experiment] }],
      ['an unknown screen', { experiments: [{ ...experiment, screens: ['/nowhere'] }] }],
      ['no screen', { experiments: [{ ...experiment, screens: [] }] }],
      ['a strange id', { experiments: [{ ...experiment, id: 'a b<' }] }],
    ])('refuses %s', (_, cms) => {
      expect(abTestingCmsSchema.safeParse(cms).success).toBe(false);
    });
  });

  describe('the portal’s own assignment', () => {
    const browsers = Array.from({ length: 4000 }, (_, i) => `browser-${i}`);

    it('is stable for a browser', () => {
      for (const id of browsers.slice(0, 50)) expect(assignVariant(experiment, id)).toBe(assignVariant(experiment, id));
    });

    it('follows the weights', () => {
      const weighted: Experiment = {
        ...experiment,
        variants: [
          { id: 'control', weight: 3 },
          { id: 'seePlans', weight: 1 },
        ],
      };
      const treated = browsers.filter((id) => assignVariant(weighted, id) === 'seePlans').length / browsers.length;
      expect(treated).toBeGreaterThan(0.22);
      expect(treated).toBeLessThan(0.28);
      const even = browsers.filter((id) => assignVariant(experiment, id) === 'seePlans').length / browsers.length;
      expect(even).toBeGreaterThan(0.46);
      expect(even).toBeLessThan(0.54);
    });

    it('is independent between experiments', () => {
      const other: Experiment = { ...experiment, id: 'other' };
      const same = browsers.filter((id) => assignVariant(experiment, id) === assignVariant(other, id)).length;
      expect(same / browsers.length).toBeGreaterThan(0.45);
      expect(same / browsers.length).toBeLessThan(0.55);
    });
  });

  describe('a testing tool’s answer in the data layer', () => {
    it('is taken for a known experiment and variant, the last one winning', () => {
      const dataLayer = [
        { event: 'gtm.js' },
        { event: 'abtesting', experiment: 'nextTierButton', variant: 'control' },
        { event: 'abtesting', experiment: 'nextTierButton', variant: 'seePlans' },
        { event: 'abtesting', experiment: 'unknown', variant: 'control' },
        { event: 'abtesting', experiment: 'nextTierButton', variant: 'unknown' },
        'junk',
        null,
      ];
      expect(toolAnswers(dataLayer, [experiment])).toEqual({ nextTierButton: 'seePlans' });
    });

    it('is none without a data layer', () => {
      expect(toolAnswers(undefined, [experiment])).toEqual({});
      expect(toolAnswers({ push: 1 }, [experiment])).toEqual({});
    });

    it('wins over the portal’s own choice', () => {
      expect(assignmentsOf([experiment], 'b1', { nextTierButton: 'seePlans' })).toEqual({ nextTierButton: 'seePlans' });
      expect(assignmentsOf([experiment], 'b1', {})).toEqual({ nextTierButton: assignVariant(experiment, 'b1') });
    });
  });

  it('puts an experiment’s variant in the events of the screens it applies to only', () => {
    const assignments = { nextTierButton: 'seePlans' };
    expect(assignmentsOnScreen([experiment], assignments, '/dashboard')).toEqual(assignments);
    expect(assignmentsOnScreen([experiment], assignments, '/enquiry-manager')).toEqual({});
    expect(assignmentsOnScreen([experiment], assignments, '/nowhere')).toEqual({});
  });
});
