import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  activityTotalPages,
  coupleActivityCategory,
  type CoupleActivityEvent,
} from '../../../domain/enquiries/couples-activity.ts';
import type { ActivityPage, ActivityQuery } from '../../../domain/enquiries/couples-activity-api.ts';
import type { Db } from '../../db/client.ts';
import { coupleMessages, couples, events, weddings } from '../../db/schema/index.ts';

const weddingIdOf = sql<string | null>`${events.specificEventProps}->>'weddingId'`;

/** One page of a supplier's couples activity, newest first, with the total of the filter. */
export async function listActivity(db: Db, supplierId: string, query: ActivityQuery): Promise<ActivityPage> {
  const filters: SQL[] = [eq(events.supplierId, supplierId), eq(events.category, coupleActivityCategory)];
  if (query.eventType) filters.push(eq(events.event, query.eventType));
  const where = and(...filters);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(events).where(where);
  const rows = await db
    .select({
      id: events.id,
      event: events.event,
      createdAt: events.createdAt,
      weddingId: weddings.id,
      partnerName1: couples.partnerName1,
      partnerName2: couples.partnerName2,
      weddingDate: weddings.weddingDate,
      weddingDatePicker: weddings.datePicker,
      guestsEstimate: weddings.guestsEstimate,
      contacted: sql<boolean>`exists (select 1 from ${coupleMessages} where ${coupleMessages.supplierId} = ${supplierId} and ${coupleMessages.weddingId} = ${weddings.id})`,
    })
    .from(events)
    .leftJoin(weddings, eq(weddings.id, weddingIdOf))
    .leftJoin(couples, eq(couples.id, weddings.coupleId))
    .where(where)
    .orderBy(desc(events.createdAt), desc(events.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return {
    page: query.page,
    size: query.size,
    total,
    totalPages: activityTotalPages(total, query.size),
    eventType: query.eventType ?? null,
    items: rows.map((r) => ({
      id: String(r.id),
      eventType: r.event as CoupleActivityEvent,
      createdAt: r.createdAt.toISOString(),
      weddingId: r.weddingId,
      couple: r.partnerName1 === null ? null : { partnerName1: r.partnerName1, partnerName2: r.partnerName2 },
      weddingDate: r.weddingDate,
      weddingDatePicker: r.weddingDatePicker,
      guestsEstimate: r.guestsEstimate,
      contacted: r.contacted === true,
    })),
  };
}
