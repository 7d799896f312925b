/**
 * Photo approval (issue 12): a new photo waits for a platform admin, who approves it or rejects it with a
 * reason the supplier reads. Only approved photos are shown on pages couples see.
 */

export const photoStates = ['awaiting', 'approved', 'rejected'] as const;
export type PhotoState = (typeof photoStates)[number];

/** Where a queued photo belongs: a supplier's gallery, a couple's review of a supplier, a supplier's real wedding. */
export const photoSources = ['gallery', 'review', 'realWedding'] as const;
export type PhotoSource = (typeof photoSources)[number];

export const rejectionReasonMaxLength = 300;
/** How many photos one decision takes, and one page of the queue shows. */
export const moderationBatchMax = 100;
export const moderationPageSize = 60;

/** A photo's state from its two stored fields. */
export function photoStateOf(photo: { approved: boolean; rejectedReason: string | null }): PhotoState {
  if (photo.approved) return 'approved';
  return photo.rejectedReason === null ? 'awaiting' : 'rejected';
}
