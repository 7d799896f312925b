import type { FastifyBaseLogger } from 'fastify';
import { coupleActivityCategory } from '../../../domain/enquiries/couples-activity.ts';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';

type ViewEvent = typeof events.$inferInsert;

/**
 * Couples' profile views (and clicks), written after their page is sent (issue 9): each view is queued and the queue
 * written as one insert as soon as the previous insert is done, so a quiet page writes each view at once
 * and a busy one writes many views a statement. `flush` waits for what is queued (tests, shutdown).
 */
export function createViewRecorder(db: Db, log: FastifyBaseLogger) {
  let queue: ViewEvent[] = [];
  let writing: Promise<void> | undefined;

  const write = async (): Promise<void> => {
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      try {
        await db.insert(events).values(batch);
      } catch (error) {
        log.error({ err: error, views: batch.length }, 'profile views could not be recorded');
      }
    }
    writing = undefined;
  };

  /**
   * Any anonymous couple's event of the public pages (a view, a click on the profile's links, an appearance in search;
   * source marketplace unless named).
   */
  const recordEvent = (
    event: Pick<ViewEvent, 'event' | 'category' | 'supplierId' | 'pathname' | 'specificEventProps' | 'source'>,
    now: Date,
  ): void => {
    queue.push({ source: 'marketplace', ...event, createdAt: now });
    writing ??= Promise.resolve().then(write);
  };

  return {
    /** An anonymous couple's view of the profile, as the couples-activity events are recorded (no wedding known). */
    record: (supplierId: string, pathname: string, now: Date): void =>
      recordEvent({ event: 'profileViewed', category: coupleActivityCategory, supplierId, pathname }, now),
    recordEvent,
    flush: async (): Promise<void> => {
      while (writing) await writing;
    },
  };
}
