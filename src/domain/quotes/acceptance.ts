import { z } from '../zod.ts';
import { requiredText } from '../validators.ts';

/**
 * The couple's side of a sent version (docs/decisions/quotes.md, "The couple's proposal"): what its link shows, and the
 * acceptance form a typed name signs.
 */

/** A version's link: open to accept, accepted, voided by an edit, or past its last valid day. */
export type ProposalState = 'open' | 'accepted' | 'voided' | 'expired';

/**
 * What a version's link shows on the supplier's day `today` (YYYY-MM-DD). An accepted version stays accepted whatever
 * the day: the contract was made while it was valid. Otherwise a voided link is voided (the supplier changed the
 * terms), and the link is open until the end of its last valid day.
 */
export function proposalState(
  version: { validUntil: string; voided: boolean; accepted: boolean },
  today: string,
): ProposalState {
  if (version.accepted) return 'accepted';
  if (version.voided) return 'voided';
  return today > version.validUntil ? 'expired' : 'open';
}

const typedNameMaxLength = 200;

/**
 * The acceptance form as a browser posts it: the full name typed as the signature, and the box "I accept these terms"
 * (`on` when ticked, absent when not).
 */
export const acceptanceFormSchema = z.object({
  fullName: requiredText('quotes:proposal.errors.fullName', typedNameMaxLength),
  accept: z.literal('on', { error: 'quotes:proposal.errors.accept' }),
});
