import { describe, expect, it } from 'vitest';
import { tiers } from './tiers.ts';
import { showsTierInTopBar } from './viewer-features.ts';

describe('the top bar’s tier', () => {
  it.each(tiers)('shows for a %s supplier from lite up, venue or not', (tier) => {
    const shown = !['unverified', 'free'].includes(tier);
    expect(showsTierInTopBar({ tier, isVenue: true, category: 'venue', country: 'GB' })).toBe(shown);
    expect(showsTierInTopBar({ tier, isVenue: false, category: 'florist', country: 'PL' })).toBe(shown);
  });

  it('shows to a platform admin working for a free supplier in the core markets (the admin override)', () => {
    expect(showsTierInTopBar({ tier: 'free', isVenue: true, country: 'GB', isPlatformAdmin: true })).toBe(true);
    expect(showsTierInTopBar({ tier: 'free', isVenue: true, country: 'PL', isPlatformAdmin: true })).toBe(false);
  });
});
