import { createHash } from 'node:crypto';
import { and, countDistinct, count, eq, gt, ne } from 'drizzle-orm';
// CommonJS: its exports are one object (no named ESM exports)
import mailchecker from 'mailchecker';
import {
  defaultSpamThreshold,
  isSpamScore,
  normalisedSpamText,
  scoreSpam,
  type SpamScore,
} from '../../../domain/enquiries/spam.ts';
import type { Db, Tx } from '../../db/client.ts';
import { enquirySpamScores, spamThresholds } from '../../db/schema/index.ts';

/** How far back "the same text to other suppliers" and "many enquiries from one address" look. */
const repeatedTextWindowMs = 24 * 3_600_000;
const senderVelocityWindowMs = 3_600_000;

export interface ScoredEnquiry extends SpamScore {
  /** Above the supplier's threshold: the enquiry goes to the Spam view. */
  spam: boolean;
  threshold: number;
  textHash: string | null;
  sender: string | null;
}

/** On the maintained list of disposable domains (`mailchecker`), a subdomain of one included. */
function isDisposableEmail(email: string): boolean {
  let domain = email.trim().toLowerCase().split('@')[1] ?? '';
  const list = mailchecker.blacklist();
  while (domain.includes('.')) {
    if (list.has(domain)) return true;
    domain = domain.slice(domain.indexOf('.') + 1);
  }
  return false;
}

export async function readSpamThreshold(db: Db | Tx, supplierId: string): Promise<number> {
  const [row] = await db
    .select({ threshold: spamThresholds.threshold })
    .from(spamThresholds)
    .where(eq(spamThresholds.supplierId, supplierId));
  return row?.threshold ?? defaultSpamThreshold;
}

/** The spam score of an enquiry about to be written (spam.ts rules), with the facts the database gives. */
export async function scoreNewEnquiry(
  tx: Tx,
  input: { supplierId: string; email: string | null; message: string | null; coupleLocale: string },
  now: Date,
): Promise<ScoredEnquiry> {
  const text = normalisedSpamText(input.message);
  const textHash = text === null ? null : createHash('sha256').update(text).digest('hex');
  const sender = input.email?.trim().toLowerCase() || null;
  const s = enquirySpamScores;
  const [threshold, sameText, fromSender] = await Promise.all([
    readSpamThreshold(tx, input.supplierId),
    textHash === null
      ? 0
      : tx
          .select({ n: countDistinct(s.supplierId) })
          .from(s)
          .where(
            and(
              eq(s.textHash, textHash),
              gt(s.createdAt, new Date(now.getTime() - repeatedTextWindowMs)),
              ne(s.supplierId, input.supplierId),
            ),
          )
          .then(([row]) => row!.n),
    sender === null
      ? 0
      : tx
          .select({ n: count() })
          .from(s)
          .where(and(eq(s.sender, sender), gt(s.createdAt, new Date(now.getTime() - senderVelocityWindowMs))))
          .then(([row]) => row!.n),
  ]);
  const score = scoreSpam({
    message: input.message,
    disposableEmail: sender !== null && isDisposableEmail(sender),
    sameTextOtherSuppliers: sameText,
    recentFromSender: fromSender,
    coupleLocale: input.coupleLocale,
  });
  return { ...score, spam: isSpamScore(score.score, threshold), threshold, textHash, sender };
}

/** Keeps the score with its enquiry (same transaction as the enquiry). */
export async function storeSpamScore(
  tx: Tx,
  enquiryId: string,
  supplierId: string,
  scored: ScoredEnquiry,
  now: Date,
): Promise<void> {
  await tx.insert(enquirySpamScores).values({
    enquiryId,
    supplierId,
    score: scored.score,
    reasons: scored.reasons,
    threshold: scored.threshold,
    textHash: scored.textHash,
    sender: scored.sender,
    createdAt: now,
  });
}
