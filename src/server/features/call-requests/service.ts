import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import {
  callRequestInputSchema,
  type CallRequest,
  type CallRequestState,
  type OpenCallRequests,
} from '../../../domain/call-requests-api.ts';
import { callDays } from '../../../domain/call-requests.ts';
import { requireFeature } from '../../access/feature-gate.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { callRequests, suppliers } from '../../db/schema/index.ts';
import { lockSupplierRow } from '../../db/supplier-row.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { parseForm } from '../../http/parse-form.ts';
import { translatorFor } from '../../i18n/translator.ts';

type Row = typeof callRequests.$inferSelect;

const shownOf = (row: Row): Omit<CallRequest, 'status'> => ({
  id: row.id,
  phone: row.phone,
  day: row.day,
  window: row.window,
  topic: row.topic,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});

const toCallRequest = (row: Row): CallRequest => ({ ...shownOf(row), status: row.status });

const openOf = (supplierId: string) => and(eq(callRequests.supplierId, supplierId), eq(callRequests.status, 'open'));

/** The popup's read (book a call, free tier, non-venues): the open request, the listing's phone and the days. */
export async function readCallRequestState(db: Db, access: SupplierAccess, now: Date): Promise<CallRequestState> {
  requireFeature(access, 'bookACall');
  const [open] = await db.select().from(callRequests).where(openOf(access.supplier.id));
  return {
    open: open ? toCallRequest(open) : null,
    phone: access.supplier.phone,
    days: callDays(access.supplier.countryCode, now),
  };
}

/**
 * Books a call: one open request per supplier (409 with the form's message while one is open, checked under the
 * supplier's row lock), then a mail to the account team in English, its language (as the help form's to support).
 */
export async function bookCall(
  deps: AppDeps,
  log: FastifyBaseLogger,
  access: SupplierAccess,
  input: unknown,
  now: Date,
): Promise<CallRequest> {
  requireFeature(access, 'bookACall');
  const { supplier, user } = access;
  const fields = parseForm(callRequestInputSchema(supplier.countryCode, now), input);
  const row = await deps.database.db.transaction(async (tx) => {
    await lockSupplierRow(tx, supplier.id);
    const [open] = await tx.select({ id: callRequests.id }).from(callRequests).where(openOf(supplier.id));
    if (open)
      throw new AppError(409, 'call-already-booked', 'This supplier has a call booked already', {
        _: 'callRequests:errors.alreadyBooked',
      });
    const [created] = await tx
      .insert(callRequests)
      .values({
        ...fields,
        id: randomUUID(),
        supplierId: supplier.id,
        requestedBy: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return created!;
  });
  const t = translatorFor('en-GB');
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  // the booking stands and the account team sees it in the admin list: a failed mail is logged, not the supplier's
  // error (a 500 here would tell them to book again, which the open request refuses)
  await deps.providers.mail
    .send({
      to: deps.config.ACCOUNT_TEAM_EMAIL,
      subject: t('mail:callRequest.subject', { business: supplier.name }),
      text: [
        t('mail:callRequest.intro', { business: supplier.name, id: supplier.id, country: supplier.countryCode }),
        t('mail:callRequest.when', {
          phone: row.phone,
          day: row.day,
          window: t(`callRequests:windowsInText.${row.window}`),
        }),
        t('mail:callRequest.topic', { topic: t(`callRequests:topics.${row.topic}`) }),
        row.note ? t('mail:callRequest.note', { note: row.note }) : null,
        t('mail:callRequest.from', { name, email: user.email, locale: user.locale }),
      ]
        .filter(Boolean)
        .join('\n\n'),
    })
    .catch((error: unknown) => log.error({ err: error, callRequestId: row.id }, 'call request mail failed'));
  return toCallRequest(row);
}

/** Cancels the supplier's open request (404 when there is none: done or cancelled meanwhile). */
export async function cancelCall(db: Db, access: SupplierAccess, id: string, now: Date): Promise<void> {
  requireFeature(access, 'bookACall');
  const [cancelled] = await db
    .update(callRequests)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(openOf(access.supplier.id), eq(callRequests.id, id)))
    .returning({ id: callRequests.id });
  if (!cancelled) throw notFound('no open call request', { _: 'callRequests:errors.gone' });
}

/** The account team's list (platform admins): every open request, newest first, with its supplier's name. */
export async function readOpenCallRequests(db: Db): Promise<OpenCallRequests> {
  const rows = await db
    .select({ request: callRequests, supplierName: suppliers.name })
    .from(callRequests)
    .innerJoin(suppliers, eq(suppliers.id, callRequests.supplierId))
    .where(eq(callRequests.status, 'open'))
    .orderBy(desc(callRequests.createdAt), desc(callRequests.id));
  return {
    requests: rows.map(({ request, supplierName }) => ({
      ...shownOf(request),
      supplierId: request.supplierId,
      supplierName,
    })),
  };
}

/** "Mark as done" by a platform admin, who is recorded; 404 when the request is no longer open. */
export async function markCallDone(db: Db, adminId: string, id: string, now: Date): Promise<void> {
  const [done] = await db
    .update(callRequests)
    .set({ status: 'done', doneBy: adminId, updatedAt: now })
    .where(and(eq(callRequests.id, id), eq(callRequests.status, 'open')))
    .returning({ id: callRequests.id });
  if (!done) throw notFound('no open call request', { _: 'callRequests:errors.gone' });
}
