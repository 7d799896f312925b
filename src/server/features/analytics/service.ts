import type { z } from 'zod';
import type { analyticsEventSchema } from '../../../domain/analytics.ts';
import type { SessionUser } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';

/**
 * Appends one event. Who sent it comes from the session, not from the body: a signed-out sender is
 * anonymous whatever userId it claims, and a signed-in one is tied to their active supplier.
 */
export async function storeEvent(
  db: Db,
  body: z.output<typeof analyticsEventSchema>,
  user: SessionUser | null,
): Promise<void> {
  const generic = { ...body.genericProps, userId: user?.id ?? null, isAnonymous: user === null };
  await db.insert(events).values({
    event: body.event,
    category: body.category ?? null,
    source: body.source,
    supplierId: user?.activeSupplierId ?? null,
    userId: user?.id ?? null,
    anonymousId: generic.anonymousId,
    sessionId: generic.sessionId,
    pathname: generic.pathname,
    previousPath: generic.previousPath ?? null,
    pageTitle: generic.pageTitle ?? null,
    identifyProps: body.identifyProps ?? null,
    specificEventProps: body.specificEventProps ?? null,
    genericProps: generic,
  });
}
