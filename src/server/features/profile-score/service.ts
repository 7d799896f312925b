import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  profileScores,
  scoreCategoryOf,
  showsStrongProfilePrompt,
  weakestPart,
  type ProfileScoreInput,
  type ProfileScores,
} from '../../../domain/profile-score.ts';
import type { ProfileScoreResponse } from '../../../domain/profile-score-api.ts';
import { isBlank } from '../../../domain/field-rules.ts';
import { responseScoreOf, responseTimeOf, type EnquiryReply } from '../../../domain/statistics/response-score.ts';
import { readEnquiryReplies } from '../response-time/read.ts';
import type { Supplier } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { countRecommendationsOf } from '../recommendations/read.ts';
import {
  events,
  supplierAchievements,
  supplierListings,
  supplierPhotos,
  supplierProfileScores,
  suppliers,
} from '../../db/schema/index.ts';

const day = 86_400_000;

type ContactFields = Pick<Supplier, 'email' | 'phone' | 'website' | 'street' | 'postalCode' | 'city'>;

/** E-mail, phone, website, a full address and at least one social link: how many are there (0 to 5). */
function contactChannelsOf(supplier: ContactFields, social: Record<string, string> | null): number {
  const filled = [supplier.email, supplier.phone, supplier.website].filter((value) => !isBlank(value)).length;
  const address = !isBlank(supplier.street[0]) && !isBlank(supplier.postalCode) && !isBlank(supplier.city) ? 1 : 0;
  const anySocial = Object.values(social ?? {}).some((link) => !isBlank(link)) ? 1 : 0;
  return filled + address + anySocial;
}

/** Per-supplier counts of `table` rows among `ids`, as a map (absent: 0). */
const countsBy = (rows: readonly { supplierId: string; n: number }[]) =>
  new Map(rows.map((row) => [row.supplierId, row.n]));

/**
 * The score inputs of many suppliers at once (the ranking reads a whole county): one grouped query per
 * source, whatever the number of suppliers.
 */
async function scoreInputs(
  db: Db,
  ids: readonly string[],
  now: Date,
): Promise<Map<string, ProfileScoreInput & { replies: EnquiryReply[] }>> {
  if (ids.length === 0) return new Map();
  const since30 = new Date(now.getTime() - 30 * day);
  const [listed, photos, achievements, replies, views, recommendations] = await Promise.all([
    db
      .select({
        id: suppliers.id,
        email: suppliers.email,
        phone: suppliers.phone,
        website: suppliers.website,
        street: suppliers.street,
        postalCode: suppliers.postalCode,
        city: suppliers.city,
        testimonials: sql<number>`coalesce((${suppliers.counters} ->> 'testimonials')::int, 0)`.mapWith(Number),
        social: sql<Record<string, string> | null>`${supplierListings.listing} -> 'social'`,
      })
      .from(suppliers)
      .leftJoin(supplierListings, eq(supplierListings.supplierId, suppliers.id))
      .where(inArray(suppliers.id, ids)),
    // couples see approved photos only once moderated: those are the ones that count
    db
      .select({ supplierId: supplierPhotos.supplierId, n: count() })
      .from(supplierPhotos)
      .where(and(inArray(supplierPhotos.supplierId, ids), eq(supplierPhotos.approved, true)))
      .groupBy(supplierPhotos.supplierId),
    db
      .select({ supplierId: supplierAchievements.supplierId, n: count() })
      .from(supplierAchievements)
      .where(inArray(supplierAchievements.supplierId, ids))
      .groupBy(supplierAchievements.supplierId),
    // the same first replies as the response figures and the public badge
    readEnquiryReplies(db, ids, now),
    db
      .select({ supplierId: sql<string>`${events.supplierId}`, n: count() })
      .from(events)
      .where(and(inArray(events.supplierId, ids), eq(events.event, 'profileViewed'), gte(events.createdAt, since30)))
      .groupBy(events.supplierId),
    countRecommendationsOf(db, ids),
  ]);
  const repliesOf = new Map<string, EnquiryReply[]>();
  for (const row of replies) {
    const list = repliesOf.get(row.supplierId) ?? [];
    list.push(row);
    repliesOf.set(row.supplierId, list);
  }
  const [photoCounts, achievementCounts, viewCounts] = [countsBy(photos), countsBy(achievements), countsBy(views)];
  return new Map(
    listed.map((supplier) => [
      supplier.id,
      {
        photos: photoCounts.get(supplier.id) ?? 0,
        contactChannels: contactChannelsOf(supplier, supplier.social),
        achievements: achievementCounts.get(supplier.id) ?? 0,
        endorsements: supplier.testimonials,
        recommendations: recommendations.get(supplier.id) ?? 0,
        responseScore: responseScoreOf(repliesOf.get(supplier.id) ?? [], now),
        recentProfileViews: viewCounts.get(supplier.id) ?? 0,
        replies: repliesOf.get(supplier.id) ?? [],
      },
    ]),
  );
}

/** The scores of section 3 for many suppliers, computed now (suppliers not found are absent). */
export async function readProfileScores(
  db: Db,
  ids: readonly string[],
  now: Date,
): Promise<Map<string, ProfileScores>> {
  const inputs = await scoreInputs(db, ids, now);
  return new Map([...inputs].map(([id, input]) => [id, profileScores(input)]));
}

/**
 * Answers since when each score holds, recording the scores whose value changed since the last read (a read of an
 * unchanged profile writes nothing: the dashboard asks on every visit). A score's stamp moves only when its value
 * changes; the guarded upsert keeps a race of two reads from moving it twice.
 */
async function stampScores(
  db: Db,
  supplierId: string,
  scores: ProfileScores,
  now: Date,
): Promise<ProfileScoreResponse['updatedAt']> {
  const kept = await db.select().from(supplierProfileScores).where(eq(supplierProfileScores.supplierId, supplierId));
  const stamps = new Map(kept.map((row) => [row.score, row]));
  const changed = Object.entries(scores).filter(([score, value]) => stamps.get(score)?.value !== value);
  if (changed.length > 0) {
    await db
      .insert(supplierProfileScores)
      .values(changed.map(([score, value]) => ({ supplierId, score, value, updatedAt: now })))
      .onConflictDoUpdate({
        target: [supplierProfileScores.supplierId, supplierProfileScores.score],
        set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
        setWhere: sql`${supplierProfileScores.value} is distinct from excluded.value`,
      });
  }
  const changedNames = new Set(changed.map(([score]) => score));
  return Object.fromEntries(
    Object.keys(scores).map((score) => [
      score,
      changedNames.has(score) ? now.toISOString() : stamps.get(score)!.updatedAt.toISOString(),
    ]),
  ) as ProfileScoreResponse['updatedAt'];
}

/** The supplier's profile score from its listing and the last weeks' enquiries and views. */
export async function computeProfileScore(db: Db, supplier: Supplier, now: Date): Promise<ProfileScoreResponse> {
  const input = (await scoreInputs(db, [supplier.id], now)).get(supplier.id);
  if (!input) throw new Error(`supplier ${supplier.id} vanished while its score was read`);
  const scores = profileScores(input);
  return {
    scores,
    responseTime: responseTimeOf(input.replies),
    category: scoreCategoryOf(scores.profileScore),
    strongProfilePrompt: showsStrongProfilePrompt(scores.profileScore),
    weakestPart: weakestPart(scores),
    updatedAt: await stampScores(db, supplier.id, scores, now),
  };
}
