import { and, count, eq, gte, sql } from 'drizzle-orm';
import { profileScores, scoreCategoryOf, showsStrongProfilePrompt, weakestPart, type ProfileScoreInput } from '../../../domain/profile-score.ts';
import type { ProfileScoreResponse } from '../../../domain/profile-score-api.ts';
import { isBlank } from '../../../domain/field-rules.ts';
import type { Supplier } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { countRecommendations } from '../recommendations/read.ts';
import { enquiries, events, supplierAchievements, supplierListings } from '../../db/schema/index.ts';

const day = 86_400_000;

/** E-mail, phone, website, a full address and at least one social link: how many are there (0 to 5). */
function contactChannelsOf(supplier: Supplier, social: Record<string, string> | undefined): number {
  const filled = [supplier.email, supplier.phone, supplier.website].filter((value) => !isBlank(value)).length;
  const address = !isBlank(supplier.street[0]) && !isBlank(supplier.postalCode) && !isBlank(supplier.city) ? 1 : 0;
  const anySocial = Object.values(social ?? {}).some((link) => !isBlank(link)) ? 1 : 0;
  return filled + address + anySocial;
}

async function scoreInput(db: Db, supplier: Supplier, now: Date): Promise<ProfileScoreInput> {
  const since90 = new Date(now.getTime() - 90 * day);
  const since30 = new Date(now.getTime() - 30 * day);
  const [[listing], [achievements], [recent], [views], recommendations] = await Promise.all([
    db.select({ social: sql<Record<string, string> | null>`${supplierListings.listing} -> 'social'` }).from(supplierListings).where(eq(supplierListings.supplierId, supplier.id)),
    db.select({ n: count() }).from(supplierAchievements).where(eq(supplierAchievements.supplierId, supplier.id)),
    db
      .select({ n: count(), replied: sql<number>`count(*) filter (where 'replied' = any(${enquiries.progress}))`.mapWith(Number) })
      .from(enquiries)
      .where(and(eq(enquiries.supplierId, supplier.id), gte(enquiries.createdAt, since90))),
    db
      .select({ n: count() })
      .from(events)
      .where(and(eq(events.supplierId, supplier.id), eq(events.event, 'profileViewed'), gte(events.createdAt, since30))),
    countRecommendations(db, supplier.id),
  ]);
  return {
    photos: supplier.counters.photos,
    contactChannels: contactChannelsOf(supplier, listing?.social ?? undefined),
    achievements: achievements?.n ?? 0,
    endorsements: supplier.counters.testimonials,
    recommendations,
    recentEnquiries: recent?.n ?? 0,
    repliedEnquiries: recent?.replied ?? 0,
    recentProfileViews: views?.n ?? 0,
  };
}

/** The supplier's profile score from its listing and the last weeks' enquiries and views. */
export async function computeProfileScore(db: Db, supplier: Supplier, now: Date): Promise<ProfileScoreResponse> {
  const scores = profileScores(await scoreInput(db, supplier, now));
  return {
    scores,
    category: scoreCategoryOf(scores.profileScore),
    strongProfilePrompt: showsStrongProfilePrompt(scores.profileScore),
    weakestPart: weakestPart(scores),
    updatedAt: now.toISOString(),
  };
}
