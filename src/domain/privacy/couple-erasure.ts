/**
 * A platform admin's erasure of a couple by e-mail address (issue 35): worked in steps, each in its own transaction,
 * so an interrupted erasure resumes at the step it had reached. `files` removes the stored files (booking files,
 * message attachments, review photos); `rows` deletes the rows and writes the audit entries; `done` is the end.
 */
const coupleErasureSteps = ['files', 'rows', 'done'] as const;
export type CoupleErasureStep = (typeof coupleErasureSteps)[number];

/** What an erasure removed (no personal data: only how many). */
export interface CoupleErasureCounts {
  suppliers: number;
  enquiries: number;
  messages: number;
  bookings: number;
  reviews: number;
  files: number;
}

/** The next step after `step` (done stays done). */
export function nextErasureStep(step: CoupleErasureStep): CoupleErasureStep {
  return coupleErasureSteps[Math.min(coupleErasureSteps.indexOf(step) + 1, coupleErasureSteps.length - 1)]!;
}

/** The address as it is matched and hashed: an erasure of "Alex@Example.com" also finds "alex@example.com". */
export function normaliseErasureEmail(email: string): string {
  return email.trim().toLowerCase();
}
