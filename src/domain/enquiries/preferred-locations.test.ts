import { describe, expect, it } from 'vitest';
import { preferredLocationsOf } from './preferred-locations.ts';

describe('preferredLocationsOf', () => {
  it('marks the supplier own county and its boosted ones, in the couple order', () => {
    expect(preferredLocationsOf(['Surrey', 'Kent', 'Essex'], ['Kent', 'Essex'])).toEqual([
      { county: 'Surrey', yourArea: false },
      { county: 'Kent', yourArea: true },
      { county: 'Essex', yourArea: true },
    ]);
  });

  it('compares names whatever their case, spacing and accents', () => {
    expect(
      preferredLocationsOf([' île-de-France', 'Baden-  Württemberg'], ['Ile-de-France', 'baden- wurttemberg']),
    ).toEqual([
      { county: 'île-de-France', yourArea: true },
      { county: 'Baden-  Württemberg', yourArea: true },
    ]);
  });

  it('marks nothing for a supplier without a county', () => {
    expect(preferredLocationsOf(['Kent'], [null, undefined, ''])).toEqual([{ county: 'Kent', yourArea: false }]);
  });

  it('shows a county named twice once, and no empty name', () => {
    expect(preferredLocationsOf(['Kent', 'kent ', '  '], [])).toEqual([{ county: 'Kent', yourArea: false }]);
  });

  it('gives nothing without counties', () => {
    expect(preferredLocationsOf([], ['Kent'])).toEqual([]);
  });
});
