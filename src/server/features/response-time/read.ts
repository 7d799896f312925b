import { and, gte, inArray } from 'drizzle-orm';
import {
  replyBadgeHours,
  responseTimeOf,
  responseWindowStart,
  type EnquiryReply,
} from '../../../domain/statistics/response-score.ts';
import type { ResponseTimesResponse } from '../../../domain/response-time-api.ts';
import type { Db } from '../../db/client.ts';
import { enquiries } from '../../db/schema/index.ts';

/** One enquiry of the window: whose it is, when it came and when it was first replied to. */
interface EnquiryReplyRow extends EnquiryReply {
  supplierId: string;
  ownerId: string | null;
}

/**
 * The enquiries of many suppliers received from `since` (the response window's start by default) with their first
 * reply: the instant the "replied" progress step was set (kept in `timestamps`, also when a reply sent from the portal
 * sets it), read from the supplier's time index alone (its `replied_at` copy). The response score, the response
 * figures, the public badge and the dashboard all read this one list.
 */
export async function readEnquiryReplies(
  db: Db,
  supplierIds: readonly string[],
  now: Date,
  since = responseWindowStart(now),
): Promise<EnquiryReplyRow[]> {
  if (supplierIds.length === 0) return [];
  const rows = await db
    .select({
      supplierId: enquiries.supplierId,
      ownerId: enquiries.ownerId,
      receivedAt: enquiries.createdAt,
      repliedAt: enquiries.repliedAt,
    })
    .from(enquiries)
    .where(and(inArray(enquiries.supplierId, supplierIds), gte(enquiries.createdAt, since)));
  return rows;
}

/** The supplier's response figures, and each owner's (the inbox shows the one its owner filter picks). */
export async function readResponseTimes(db: Db, supplierId: string, now: Date): Promise<ResponseTimesResponse> {
  const replies = await readEnquiryReplies(db, [supplierId], now);
  const byOwner = new Map<string | null, EnquiryReplyRow[]>();
  for (const reply of replies) byOwner.set(reply.ownerId, [...(byOwner.get(reply.ownerId) ?? []), reply]);
  return {
    supplier: responseTimeOf(replies),
    owners: [...byOwner].map(([ownerId, owned]) => ({ ownerId, ...responseTimeOf(owned) })),
  };
}

/** The N of the public "usually replies within N hours" badge; null while the supplier has too few replies. */
export async function readReplyBadgeHours(db: Db, supplierId: string, now: Date): Promise<number | null> {
  return replyBadgeHours(responseTimeOf(await readEnquiryReplies(db, [supplierId], now)));
}
