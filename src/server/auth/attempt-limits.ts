import { randomUUID } from 'node:crypto';
import { and, eq, gt, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

/**
 * A count of attempts per subject (an e-mail address, a client address), kept in the database so every node sees it.
 */
export interface AttemptLimit {
  name: string;
  max: number;
  windowMs: number;
}

/** 5 failed sign-ins in a row, each within 15 minutes of the previous, lock the address for 15 minutes. */
export const signInFailures: AttemptLimit = { name: 'sign-in-failures', max: 5, windowMs: 15 * 60_000 };
/**
 * Failed sign-ins from one client address across e-mails (password spraying, credential stuffing): 50 in
 * 15 minutes. High enough for an office behind one address, where a few people mistype.
 */
export const signInFailuresPerClient: AttemptLimit = {
  name: 'sign-in-failures-per-client',
  max: 50,
  windowMs: 15 * 60_000,
};
/** At most 5 reset e-mails per address and hour (against mail bombing); the answer stays the same. */
export const resetMails: AttemptLimit = { name: 'reset-mails', max: 5, windowMs: 60 * 60_000 };

const keyOf = (limit: AttemptLimit, subject: string) => `${limit.name}:${subject.trim().toLowerCase()}`;

/**
 * Counts one attempt before it is judged, in one statement (an upsert that answers the new count), so that
 * parallel attempts on any number of API nodes cannot all pass a check made before any of them was counted.
 * The count starts again when the last counted attempt is older than the window. Once over the limit,
 * refused attempts are not counted and do not move the window: the lock ends `windowMs` after the attempt
 * that set it, however often anyone (an attacker keeping a victim locked out, or the owner retrying) knocks.
 * True when this attempt is over the limit: refuse it.
 */
export async function countAttempt(db: Db, limit: AttemptLimit, subject: string, now = Date.now()): Promise<boolean> {
  const expired = sql`${rateLimits.lastRequest} < ${now - limit.windowMs}`;
  const locked = sql`${rateLimits.count} > ${limit.max}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key: keyOf(limit, subject), count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 when ${locked} then ${rateLimits.count} else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${expired} or not ${locked} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return (row?.count ?? 0) > limit.max;
}

/**
 * Whether the subject is over the limit already, without counting an attempt: for a check that must come before
 * the attempt's costly part (reading an upload), followed by `countAttempt` once the attempt is judged.
 */
export async function isOverLimit(db: Db, limit: AttemptLimit, subject: string, now = Date.now()): Promise<boolean> {
  const [row] = await db
    .select({ id: rateLimits.id })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, keyOf(limit, subject)),
        gt(rateLimits.count, limit.max),
        gte(rateLimits.lastRequest, now - limit.windowMs),
      ),
    );
  return row !== undefined;
}

/**
 * The subject of a per-client limit: an IPv4 address, or the /64 network of an IPv6 address (one
 * customer's line holds a whole /64, so single IPv6 addresses would let it walk past the limit).
 */
export function clientSubjectOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = [
    ...headGroups,
    ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'),
    ...tailGroups,
  ];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}

/** Takes back one counted attempt that turned out not to count (a successful sign-in from a client address). */
export async function forgiveAttempt(db: Db, limit: AttemptLimit, subject: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, keyOf(limit, subject)));
}

export async function clearAttempts(db: Db, limit: AttemptLimit, subject: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(limit, subject)));
}
