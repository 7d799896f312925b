import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { exportBuildTimeoutMs, exportExpiresAt } from '../../../domain/data-export/data-export.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { dataExports, users } from '../../db/schema/index.ts';
import { dataExportReadyMail } from '../../i18n/link-mail.ts';
import { repeatEvery } from '../../jobs/repeat.ts';
import { businessExportContents, userExportContents } from './contents.ts';
import { buildExportZip } from './zip.ts';

type ExportRow = typeof dataExports.$inferSelect;

/**
 * Takes the oldest export waiting (or one whose build stopped with its node) for this node: the row is locked with
 * SKIP LOCKED and marked building in one short statement, so two nodes never take the same one, and the build itself
 * holds no transaction open (on PGlite that would stop every request meanwhile).
 */
async function claimNext(db: Db, now: Date): Promise<ExportRow | null> {
  const stale = new Date(now.getTime() - exportBuildTimeoutMs);
  const [row] = await db
    .update(dataExports)
    .set({ status: 'building', claimedAt: now })
    .where(
      eq(
        dataExports.id,
        sql`(select id from data_exports where status = 'pending' or (status = 'building' and claimed_at < ${stale.toISOString()}) order by created_at limit 1 for update skip locked)`,
      ),
    )
    .returning();
  return row ?? null;
}

/** The page the requester downloads from (the mail leads there: it signs them in first when needed). */
function pageUrl(deps: AppDeps, row: ExportRow): string {
  return `${deps.config.APP_URL}${row.kind === 'user' ? '/settings' : '/settings/team'}#data-export`;
}

/** Builds one claimed export into storage, marks it ready (expiring in 7 days) and mails its requester. */
async function buildExport(deps: AppDeps, row: ExportRow, now: Date): Promise<void> {
  const { db } = deps.database;
  const { storage, mail } = deps.providers;
  const contents =
    row.kind === 'user' ? await userExportContents(db, row.userId) : await businessExportContents(db, row.supplierId!);
  const body = await buildExportZip(row.kind, contents, storage, now);
  // a random key: an export's file name says nothing of whose data it holds
  const storageKey = `data-exports/${randomUUID()}.zip`;
  await storage.put(storageKey, body, 'application/zip');
  await db
    .update(dataExports)
    .set({ status: 'ready', storageKey, size: body.length, readyAt: now, expiresAt: exportExpiresAt(now) })
    .where(eq(dataExports.id, row.id));
  const [requester] = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, row.userId));
  if (requester) await mail.send(dataExportReadyMail(requester.email, requester.locale, row.kind, pageUrl(deps, row)));
}

/**
 * Deletes the files of the exports past their 7 days and marks them expired (the row stays, so the screen can say
 * so). The rows are locked SKIP LOCKED, so nodes share the work; answers how many it deleted.
 */
async function deleteExpiredExports(deps: AppDeps, now: Date): Promise<number> {
  const { db } = deps.database;
  const keys = await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: dataExports.id, storageKey: dataExports.storageKey })
      .from(dataExports)
      .where(and(eq(dataExports.status, 'ready'), lt(dataExports.expiresAt, now)))
      .limit(100)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    await tx
      .update(dataExports)
      .set({ status: 'expired', storageKey: null })
      .where(
        inArray(
          dataExports.id,
          rows.map((row) => row.id),
        ),
      );
    return rows.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
  });
  for (const key of keys) await deps.providers.storage.delete(key);
  return keys.length;
}

/**
 * One run of the export job: builds every waiting export, one at a time, then deletes the expired ones. A build that
 * fails is marked failed (its requester may ask again) and the error goes to `onError`.
 * @internal
 */
export async function runExportJob(deps: AppDeps, now: () => Date, onError: (error: unknown) => void): Promise<void> {
  for (let row = await claimNext(deps.database.db, now()); row; row = await claimNext(deps.database.db, now())) {
    try {
      await buildExport(deps, row, now());
    } catch (error) {
      await deps.database.db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, row.id));
      onError(error);
    }
  }
  while ((await deleteExpiredExports(deps, now())) > 0);
}

/** The export job on each API node: every few seconds, so an asked export is there about as soon as it is built. */
export function keepBuildingExports(
  deps: AppDeps,
  onError: (error: unknown) => void,
  everyMs = 5_000,
): { ready: Promise<void>; stop(): void } {
  return repeatEvery(() => runExportJob(deps, () => new Date(), onError), everyMs, onError);
}
