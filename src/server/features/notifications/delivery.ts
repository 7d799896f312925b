import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { deliveryOf, pushTtlSeconds } from '../../../domain/notifications.ts';
import type { VapidKeys } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { alerts } from '../../db/schema/index.ts';
import { countUnread } from '../enquiries/service.ts';
import type { MailProvider } from '../../providers/mail/index.ts';
import { subjectOf, type AlertSubject } from './content.ts';
import { alertMailOf, pushPayloadOf } from './messages.ts';
import { sendPush } from './push.ts';
import { recipientsOf, type Recipient } from './recipients.ts';

/**
 * A claimed alert is this node's for two minutes: well past one alert's pushes (sent side by side, each ending after
 * its timeout) and mails. Alerts are claimed one at a time, so none waits in a batch while its lease runs out.
 */
const leaseMs = 120_000;
/** An alert that failed this often (its subject cannot be read, the mail provider refuses) is given up. */
const maxAttempts = 5;
/** Sent alerts are kept a week (what was sent when, for support), then deleted. */
const keepSentMs = 7 * 24 * 60 * 60 * 1000;

export interface AlertDeliveryDeps {
  db: Db;
  mail: MailProvider;
  vapid: VapidKeys;
  appUrl: string;
  /** Push endpoints on loopback and over http (a test configuration). */
  allowLocal: boolean;
}

type AlertRow = typeof alerts.$inferSelect;

/**
 * Takes the oldest unsent alert for this node (FOR UPDATE SKIP LOCKED with a lease), so two nodes never send the
 * same one: the job runner's "once across nodes".
 */
async function claimDueAlerts(db: Db, now: Date): Promise<AlertRow[]> {
  const due = db
    .select({ id: alerts.id })
    .from(alerts)
    .where(
      and(
        isNull(alerts.sentAt),
        lt(alerts.attempts, maxAttempts),
        or(isNull(alerts.claimedUntil), lt(alerts.claimedUntil, now)),
      ),
    )
    .orderBy(asc(alerts.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return db
    .update(alerts)
    .set({ claimedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${alerts.attempts} + 1` })
    .where(inArray(alerts.id, due))
    .returning();
}

/** Sends one recipient their alert the way they chose: push to each device (or e-mail without one), or e-mail. */
async function tell(
  deps: AlertDeliveryDeps,
  subject: AlertSubject,
  person: Recipient,
  badge: number | undefined,
  now: Date,
) {
  const delivery = deliveryOf(person.channel, person.devices.length > 0);
  if (delivery === 'push') {
    const payload = pushPayloadOf(subject, person.locale, badge);
    for (const device of person.devices) await sendPush(deps.db, device, payload, deps.vapid, deps.allowLocal, now);
  } else if (delivery === 'email' && subject.type !== 'test') {
    await deps.mail.send(alertMailOf(subject, person.email, person.locale, deps.appUrl));
  }
}

async function deliverAlert(deps: AlertDeliveryDeps, alert: AlertRow, now: Date, onError: (error: unknown) => void) {
  // news a day old is news no more (the portal was down): the digest tells of it
  const stale = now.getTime() - alert.createdAt.getTime() > pushTtlSeconds * 1000;
  const subject = stale ? null : await subjectOf(deps.db, alert);
  if (subject) {
    const people = await recipientsOf(deps.db, alert, subject.ownerId ?? null);
    // the badge counts unread enquiries: set by the alerts about enquiries, left alone by the others
    const badge =
      subject.supplierId && (subject.type === 'enquiry' || subject.type === 'coupleReply')
        ? await countUnread(deps.db, subject.supplierId, now)
        : undefined;
    for (const person of people) {
      try {
        await tell(deps, subject, person, badge, now);
      } catch (error) {
        // one person's failed mail is logged; the others are not sent theirs again
        onError(error);
      }
    }
  }
  // only while this node still holds the alert: had its lease run out, another node owns it now
  await deps.db
    .update(alerts)
    .set({ sentAt: now, claimedUntil: null })
    .where(and(eq(alerts.id, alert.id), eq(alerts.claimedUntil, alert.claimedUntil!)));
}

/**
 * Sends every queued alert, a batch at a time, until none is left: the job runner's task on each node. A failing
 * alert stays queued and is tried again once its lease ends (at most `maxAttempts` times).
 */
export async function deliverDueAlerts(deps: AlertDeliveryDeps, now: () => Date, onError: (error: unknown) => void) {
  let sent = 0;
  for (;;) {
    const [alert] = await claimDueAlerts(deps.db, now());
    if (!alert) break;
    try {
      await deliverAlert(deps, alert, now(), onError);
      sent += 1;
    } catch (error) {
      onError(error);
    }
  }
  const old = new Date(now().getTime() - keepSentMs);
  // what was sent, and what was given up on, goes after a week
  await deps.db.delete(alerts).where(or(lt(alerts.sentAt, old), and(isNull(alerts.sentAt), lt(alerts.createdAt, old))));
  return sent;
}
