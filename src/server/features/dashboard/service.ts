import { calendarEntries } from '../../../domain/calendar-feed.ts';
import type { DashboardHome } from '../../../domain/dashboard/home-api.ts';
import { monthToDate, replyMinutesByWindow, startOfDay } from '../../../domain/dashboard/month-to-date.ts';
import { canUseFeature } from '../../access/feature-gate.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { readBookedWeddings } from '../couples/service.ts';
import { readAwaitingReply } from '../enquiries/awaiting-reply.ts';
import { readHeldDates } from '../enquiries/held-dates.ts';
import { readFairs } from '../fairs/service.ts';
import { countPhotosAwaiting } from '../photos/service.ts';
import { readEnquiryReplies } from '../response-time/read.ts';
import { readMetricTotals } from '../statistics/service.ts';

/** The dashboard's agenda looks this many days ahead, today included. */
const agendaDays = 30;

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** Booked weddings, held dates and (with the fairs feature) fairs from today to 30 days ahead, by day. */
async function readAgenda(db: Db, access: SupplierAccess, now: Date): Promise<DashboardHome['agenda']> {
  const { supplier } = access;
  const today = utcDay(now);
  const last = utcDay(new Date(now.getTime() + (agendaDays - 1) * 86_400_000));
  const [weddings, holds, fairs] = await Promise.all([
    readBookedWeddings(db, supplier.id, today, last),
    readHeldDates(db, supplier, today, last),
    canUseFeature(access, 'fairs') ? readFairs(db, supplier.id) : [],
  ]);
  // the calendar feed's entries (names hidden for locked enquiries); the uid is the feed's and not shown here
  return calendarEntries({ weddings, holds, fairs }, today, 'dashboard')
    .filter((entry) => entry.day <= last)
    .map(({ kind, day, name, path }) => ({ kind, day, name, path }));
}

/**
 * GET /api/supplier/{id}/home (issue 34): what needs the supplier, this month against last month, the next 30 days
 * and the photos waiting for approval. Figures of the statistics come from the daily rollups and stay locked below
 * the performance dashboard's tier; the reply time reads the same first replies as the response figures.
 */
export async function readDashboardHome(db: Db, access: SupplierAccess, now: Date): Promise<DashboardHome> {
  const supplierId = access.supplier.id;
  const windows = monthToDate(now);
  const statisticsOpen = canUseFeature(access, 'performanceDashboard');
  const [awaitingReply, totals, replies, agenda, photosAwaitingApproval] = await Promise.all([
    readAwaitingReply(db, access.supplier),
    statisticsOpen ? readMetricTotals(db, supplierId, ['enquiries', 'profileViews'], windows) : null,
    // from the start of last month's window: the only replies the two medians read
    readEnquiryReplies(db, [supplierId], now, startOfDay(windows.previous.start)),
    readAgenda(db, access, now),
    countPhotosAwaiting(db, supplierId),
  ]);
  return {
    awaitingReply,
    month: {
      statistics: totals && {
        enquiries: { current: totals.current.enquiries, previous: totals.previous.enquiries },
        profileViews: { current: totals.current.profileViews, previous: totals.previous.profileViews },
      },
      replyMinutes: replyMinutesByWindow(replies, windows),
    },
    agenda,
    photosAwaitingApproval,
  };
}
