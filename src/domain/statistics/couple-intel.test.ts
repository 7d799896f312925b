import { describe, expect, it } from 'vitest';
import { coupleIntelQuerySchema } from './couple-intel-api.ts';
import {
  budgetOfRange,
  guestBandOf,
  guestBands,
  rankLostBookings,
  shapeCoupleIntel,
  windowStart,
  type IntelRow,
} from './couple-intel.ts';

const row = (overrides: Partial<IntelRow> = {}): IntelRow => ({
  budgetMin: null,
  budgetMax: null,
  guests: null,
  month: null,
  season: null,
  count: 1,
  ...overrides,
});

describe('couple intel rules', () => {
  it('reads a couple’s budget as the middle of its range, the stored cap as 40k, one end alone when only one is given', () => {
    expect(budgetOfRange(5_000, 10_000)).toBe(7_500);
    expect(budgetOfRange(20_000, 99_000)).toBe(30_000);
    expect(budgetOfRange(null, 4_000)).toBe(4_000);
    expect(budgetOfRange(12_000, null)).toBe(12_000);
    expect(budgetOfRange(null, null)).toBeNull();
  });

  it('bands guests fifty wide within 20 to 260, the range’s outside in its end bands', () => {
    expect(guestBands[0]).toMatchObject({ min: 20, max: 50 });
    expect(guestBands.at(-1)).toMatchObject({ min: 201, max: 260 });
    expect([5, 20, 50, 51, 100, 101, 150, 151, 200, 201, 260, 400].map(guestBandOf)).toEqual([
      'upTo50',
      'upTo50',
      'upTo50',
      'from51To100',
      'from51To100',
      'from101To150',
      'from101To150',
      'from151To200',
      'from151To200',
      'over200',
      'over200',
      'over200',
    ]);
  });

  it('counts every enquiry once in each distribution, what is not given as unknown', () => {
    const shape = shapeCoupleIntel([
      row({ budgetMin: 5_000, budgetMax: 10_000, guests: 80, month: 6, count: 3 }),
      row({ budgetMin: 20_000, budgetMax: 99_000, guests: 240, month: 12, count: 2 }),
      row({ budgetMin: 0, budgetMax: 4_000, guests: null, season: 'spring' }),
      row({ season: 'autumn', month: 2 }),
      row({ count: 0, guests: 100 }),
      row({ season: 'monsoon' }),
    ]);
    expect(shape.enquiries).toBe(8);
    expect(shape.budget).toEqual({
      counts: { under5k: 1, from5kTo10k: 3, from10kTo15k: 0, from15kTo20k: 0, over20k: 2 },
      unknown: 2,
    });
    expect(shape.guests).toEqual({
      counts: { upTo50: 0, from51To100: 3, from101To150: 0, from151To200: 0, over200: 2 },
      unknown: 3,
    });
    expect(shape.weddingMonths.counts).toMatchObject({ 2: 1, 6: 3, 12: 2, 1: 0 });
    expect(shape.weddingMonths.unknown).toBe(2);
    // a month's own season wins over a stored one; a season alone counts as that season
    expect(shape.seasons).toEqual({ counts: { spring: 1, summer: 3, autumn: 0, winter: 3 }, unknown: 1 });
    expect(shape.seasonOnly).toBe(1);
  });

  it('starts the window on the first day of the month that many months back, counting the current one', () => {
    expect(windowStart(new Date('2026-11-26T13:00:00Z'), 12).toISOString()).toBe('2025-12-01T00:00:00.000Z');
    expect(windowStart(new Date('2026-03-31T00:00:00Z'), 1).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(windowStart(new Date('2026-01-15T00:00:00Z'), 24).toISOString()).toBe('2024-02-01T00:00:00.000Z');
  });

  it('ranks competitors by bookings, then name, at most ten', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      publicId: `p${i}`,
      name: `Studio ${String.fromCharCode(65 + i)}`,
      category: 'photographer',
      bookings: i % 3,
    }));
    const ranked = rankLostBookings(many);
    expect(ranked.map((c) => c.bookings)).toEqual([2, 2, 2, 2, 1, 1, 1, 1]);
    expect(ranked.slice(0, 2).map((c) => c.name)).toEqual(['Studio C', 'Studio F']);
    expect(rankLostBookings(many, 3)).toHaveLength(3);
  });

  it('takes months 1 to 24, 12 by default, and refuses anything else with the field’s key', () => {
    expect(coupleIntelQuerySchema.parse({})).toEqual({ months: 12 });
    expect(coupleIntelQuerySchema.parse({ months: '24' })).toEqual({ months: 24 });
    for (const months of ['0', '25', '1.5', 'abc', '-3']) {
      const result = coupleIntelQuerySchema.safeParse({ months });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('coupleIntel:errors.months');
    }
  });
});
