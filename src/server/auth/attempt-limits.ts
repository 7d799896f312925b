import { randomUUID } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

/** A count of attempts per subject (an e-mail address), kept in the database so every node sees it. */
export interface AttemptLimit {
  name: string;
  max: number;
  windowMs: number;
}

/** 5 failed sign-ins in a row, each within 15 minutes of the previous, lock the address for 15 minutes. */
export const signInFailures: AttemptLimit = { name: 'sign-in-failures', max: 5, windowMs: 15 * 60_000 };
/** At most 5 reset e-mails per address and hour (against mail bombing); the answer stays the same. */
export const resetMails: AttemptLimit = { name: 'reset-mails', max: 5, windowMs: 60 * 60_000 };

const keyOf = (limit: AttemptLimit, subject: string) => `${limit.name}:${subject.trim().toLowerCase()}`;

export async function isLimited(db: Db, limit: AttemptLimit, subject: string, now = Date.now()): Promise<boolean> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, keyOf(limit, subject)), gte(rateLimits.lastRequest, now - limit.windowMs)))
    .limit(1);
  return (row?.count ?? 0) >= limit.max;
}

/** Counts one attempt; the count starts again when the previous attempt is older than the window. */
export async function recordAttempt(db: Db, limit: AttemptLimit, subject: string, now = Date.now()): Promise<void> {
  await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key: keyOf(limit, subject), count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} < ${now - limit.windowMs} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: now,
      },
    });
}

export async function clearAttempts(db: Db, limit: AttemptLimit, subject: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(limit, subject)));
}
