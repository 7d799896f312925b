import { countyDays } from './locations/counties.ts';
import { boostDays, boostLabel, type BoostChoice } from './search-boost.ts';

/**
 * What a single card payment buys (issue 11): a pack of pay-per-enquiry credits, a search boost for its
 * period, or counties for theirs. One checkout flow and one table serve the three; what was chosen is
 * kept with the payment as its details, and applied when the provider's event says it was paid.
 */
export const oneOffProducts = ['credits', 'searchBoost', 'counties'] as const;
export type OneOffProduct = (typeof oneOffProducts)[number];

export type OneOffDetails = { searchBoost: BoostChoice } | { counties: string[] };

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What a single payment buys, as the checkout, the provider's page, the receipt and /purchases name it. */
export function oneOffItemName(
  { quantity, details }: { quantity: number; details: OneOffDetails | null },
  t: Translate,
): string {
  if (details && 'searchBoost' in details) {
    const choice = details.searchBoost;
    const where = choice.mode === 'type' ? t(`listingFlags:flags.${choice.venueType}`) : t('boosts:generic');
    return t('boosts:productName', { position: boostLabel(choice.value), type: where, days: boostDays });
  }
  if (details && 'counties' in details)
    return t('boosts:counties.productName', {
      count: details.counties.length,
      counties: details.counties.join(', '),
      days: countyDays,
    });
  return t('ppe:pack', { count: quantity });
}
