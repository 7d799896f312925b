import { describe, expect, it } from 'vitest';
import { localDayIn } from './local-day.ts';

describe('localDayIn', () => {
  it('gives the supplier’s own day around midnight', () => {
    const justAfterMidnightInBerlin = new Date('2027-06-30T22:30:00Z');
    expect(localDayIn('DE', justAfterMidnightInBerlin)).toBe('2027-07-01');
    expect(localDayIn('GB', justAfterMidnightInBerlin)).toBe('2027-06-30');
    expect(localDayIn('US', new Date('2027-01-01T03:00:00Z'))).toBe('2026-12-31');
    expect(localDayIn('XX', justAfterMidnightInBerlin)).toBe('2027-06-30');
  });
});
