/**
 * Member benefits (issue 33; docs/decisions/benefits.md): partner offers for paying members, managed by the platform's
 * admins. A supplier sees the benefits of its country and category that are neither retired nor ended; the codes and
 * links are for lite and above. No zod here: the web's first screens import this.
 */

export const benefitLimits = { partnerName: 80, title: 120, description: 1000, code: 60, url: 500 } as const;

export interface BenefitScope {
  countries: readonly string[];
  /** Empty: every category. */
  categories: readonly string[];
  /** The last day of the offer (YYYY-MM-DD, in the supplier's country), or null when it runs until retired. */
  endsOn: string | null;
  retired: boolean;
}

/** Whether a partner's link is one a benefit may carry: an absolute https URL with a host (no http, no javascript:). */
export function isBenefitUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
}

/** Ended once its last day is over, on the supplier's own day (an offer ending today still counts). */
function hasBenefitEnded(benefit: Pick<BenefitScope, 'endsOn'>, today: string): boolean {
  return benefit.endsOn !== null && benefit.endsOn < today;
}

/** Whether a supplier of that country and category sees the benefit on `today` (its local day). */
export function benefitAppliesTo(
  benefit: BenefitScope,
  supplier: { country: string; category: string },
  today: string,
): boolean {
  return (
    !benefit.retired &&
    !hasBenefitEnded(benefit, today) &&
    benefit.countries.includes(supplier.country) &&
    (benefit.categories.length === 0 || benefit.categories.includes(supplier.category))
  );
}

/** The benefits a supplier sees, by partner name, then title. */
export function benefitsFor<B extends BenefitScope & { partnerName: string; title: string }>(
  benefits: readonly B[],
  supplier: { country: string; category: string },
  today: string,
): B[] {
  return benefits
    .filter((benefit) => benefitAppliesTo(benefit, supplier, today))
    .sort((a, b) => a.partnerName.localeCompare(b.partnerName) || a.title.localeCompare(b.title));
}
