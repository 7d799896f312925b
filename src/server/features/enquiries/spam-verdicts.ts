import { and, desc, eq, sql } from 'drizzle-orm';
import type { SpamReports, SpamVerdictResponse } from '../../../domain/enquiries/spam-api.ts';
import { learnSpamThreshold, type SpamVerdict } from '../../../domain/enquiries/spam.ts';
import { requireFeature } from '../../access/feature-gate.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { enquiries, enquirySpamScores, spamReports, spamThresholds, users } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { joinedPersonName } from './enquiry-view.ts';
import { enqueueEnquiryEvent } from '../webhooks/enqueue.ts';
import { readSpamThreshold } from './spam-scoring.ts';

/**
 * "Report spam" or "Not spam" on one of the supplier's enquiries: moves it to the Spam view or back
 * to the inbox (the counters follow by trigger), teaches the supplier's threshold (spam.ts
 * `learnSpamThreshold`) and records the verdict for platform admins, in one transaction. Pay per
 * enquiry is left as it is: a reported locked enquiry stays locked, an enquiry that was scored as
 * spam stays free (docs/decisions/enquiries.md). Let in for the first time, it is `enquiry.created` for the
 * supplier's webhooks, which heard nothing of it as spam; any other move `enquiry.updated`.
 */
export async function judgeEnquirySpam(
  db: Db,
  access: SupplierAccess,
  enquiryId: string,
  verdict: SpamVerdict,
  now: Date,
): Promise<SpamVerdictResponse> {
  requireFeature(access, 'enquiryDetails');
  const supplierId = access.supplier.id;
  return db.transaction(async (tx) => {
    const [enquiry] = await tx
      .select({ id: enquiries.id, spam: enquiries.spam, score: enquirySpamScores.score })
      .from(enquiries)
      .leftJoin(enquirySpamScores, eq(enquirySpamScores.enquiryId, enquiries.id))
      .where(and(eq(enquiries.supplierId, supplierId), eq(enquiries.id, enquiryId)))
      .for('update', { of: enquiries });
    if (!enquiry) throw notFound('enquiry not found');
    // a first verdict creates the row, so two verdicts at once both learn, one after the other
    await tx
      .insert(spamThresholds)
      .values({ supplierId, threshold: await readSpamThreshold(tx, supplierId), updatedAt: now })
      .onConflictDoNothing();
    const [current] = await tx
      .select({ threshold: spamThresholds.threshold })
      .from(spamThresholds)
      .where(eq(spamThresholds.supplierId, supplierId))
      .for('update');
    const thresholdBefore = current!.threshold;
    const thresholdAfter = learnSpamThreshold(thresholdBefore, enquiry.score, verdict);
    const spam = verdict === 'spam';
    await tx
      .update(spamThresholds)
      .set({ threshold: thresholdAfter, updatedAt: now })
      .where(eq(spamThresholds.supplierId, supplierId));
    await tx.update(enquiries).set({ spam, updatedAt: now }).where(eq(enquiries.id, enquiryId));
    // the supplier's tools heard nothing of an enquiry scored as spam: it arrives for them when first let in
    if (enquiry.spam !== spam) {
      const [earlier] = await tx
        .select({ id: spamReports.id })
        .from(spamReports)
        .where(and(eq(spamReports.enquiryId, enquiryId), eq(spamReports.verdict, 'notSpam')))
        .limit(1);
      await enqueueEnquiryEvent(
        tx,
        supplierId,
        enquiryId,
        enquiry.spam && !earlier ? 'enquiry.created' : 'enquiry.updated',
        now,
      );
    }
    await tx.insert(spamReports).values({
      supplierId,
      enquiryId,
      verdict,
      userId: access.user.id,
      thresholdBefore,
      thresholdAfter,
      createdAt: now,
    });
    return { spam, threshold: thresholdAfter };
  });
}

/** The supplier's threshold and its last 100 verdicts with the scores they judged, newest first (platform admins). */
export async function readSpamReports(db: Db, supplierId: string): Promise<SpamReports> {
  const r = spamReports;
  const [threshold, rows] = await Promise.all([
    readSpamThreshold(db, supplierId),
    db
      .select({
        report: r,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        spamScore: sql<
          SpamReports['reports'][number]['spamScore']
        >`case when ${enquirySpamScores.enquiryId} is null then null else json_build_object('score', ${enquirySpamScores.score}, 'reasons', ${enquirySpamScores.reasons}) end`,
      })
      .from(r)
      .leftJoin(users, eq(users.id, r.userId))
      .leftJoin(enquirySpamScores, eq(enquirySpamScores.enquiryId, r.enquiryId))
      .where(eq(r.supplierId, supplierId))
      .orderBy(desc(r.createdAt), desc(r.id))
      .limit(100),
  ]);
  return {
    threshold,
    reports: rows.map(({ report, spamScore, ...user }) => ({
      id: report.id,
      enquiryId: report.enquiryId,
      verdict: report.verdict,
      userName: joinedPersonName(user),
      spamScore,
      thresholdBefore: report.thresholdBefore,
      thresholdAfter: report.thresholdAfter,
      createdAt: report.createdAt.toISOString(),
    })),
  };
}
