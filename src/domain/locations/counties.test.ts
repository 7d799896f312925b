import { describe, expect, it } from 'vitest';
import { countiesPurchaseRefusal, countyPrice, multiCountyAllowed, regionsOf } from './counties.ts';
import { regionFileOf } from './regions.ts';

describe('the multi-county boost', () => {
  it('offers each market its own list, the UK one as uk.json', () => {
    expect(regionsOf('GB')).toContain('Greater London');
    expect(regionsOf('DE')).toContain('Bayern');
    expect(regionsOf('XX')).toEqual([]);
    expect(regionFileOf('GB')).toBe('uk');
    expect(regionFileOf('DE')).toBe('de');
  });

  it('prices a county in the market currency', () => {
    expect(countyPrice('GBP')).toEqual({ amount: 3_900, currency: 'GBP' });
    expect(countyPrice('PLN').currency).toBe('PLN');
  });

  it('is allowed from classic for non-venues, expert for venues, and at free for pay-per-enquiry suppliers', () => {
    const florist = { isVenue: false, category: 'florist', country: 'GB', payPerEnquiry: false };
    const venue = { isVenue: true, category: 'venue', country: 'GB', payPerEnquiry: false };
    expect(multiCountyAllowed({ ...florist, tier: 'lite' })).toBe(false);
    expect(multiCountyAllowed({ ...florist, tier: 'classic' })).toBe(true);
    expect(multiCountyAllowed({ ...venue, tier: 'classic23' })).toBe(false);
    expect(multiCountyAllowed({ ...venue, tier: 'expert' })).toBe(true);
    expect(multiCountyAllowed({ ...florist, tier: 'free', payPerEnquiry: true })).toBe(true);
    expect(multiCountyAllowed({ ...florist, tier: 'unverified', payPerEnquiry: true })).toBe(false);
  });

  it('takes known counties of the market, not the own one, at most ten', () => {
    const where = { country: 'GB', homeCounty: 'Greater London' };
    expect(countiesPurchaseRefusal(['Kent', 'Surrey', 'Kent'], where)).toBeNull();
    expect(countiesPurchaseRefusal([], where)).toBe('none-chosen');
    expect(countiesPurchaseRefusal(['Bayern'], where)).toBe('unknown-county');
    expect(countiesPurchaseRefusal(['Greater London'], where)).toBe('home-county');
    expect(countiesPurchaseRefusal(regionsOf('GB').slice(0, 11), { country: 'GB', homeCounty: undefined })).toBe(
      'too-many',
    );
  });
});
