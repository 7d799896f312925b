import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviewShareLinks } from '../../db/schema/index.ts';

/** A link id no one guesses: 18 random bytes (24 characters). Shorter than a request's: it is typed and shared. */
const newLinkId = () => randomBytes(18).toString('base64url');

/** The id of the supplier's shared review link, made on first use. */
export async function shareLinkIdOf(db: Db, supplierId: string): Promise<string> {
  await db
    .insert(reviewShareLinks)
    .values({ supplierId, id: newLinkId() })
    .onConflictDoNothing({ target: reviewShareLinks.supplierId });
  const [row] = await db
    .select({ id: reviewShareLinks.id })
    .from(reviewShareLinks)
    .where(eq(reviewShareLinks.supplierId, supplierId));
  return row!.id;
}

/** A new shared link for the supplier: the old one stops working (it was passed on too widely). */
export async function replaceShareLink(db: Db, supplierId: string, now: Date): Promise<string> {
  const id = newLinkId();
  await db
    .insert(reviewShareLinks)
    .values({ supplierId, id, createdAt: now })
    .onConflictDoUpdate({ target: reviewShareLinks.supplierId, set: { id, createdAt: now } });
  return id;
}

/** Whether `id` is the supplier's shared link. */
export async function isShareLink(db: Db, supplierId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: reviewShareLinks.id })
    .from(reviewShareLinks)
    .where(eq(reviewShareLinks.supplierId, supplierId));
  return row?.id === id;
}
