import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { exportStateOf, type DataExportKind } from '../../../domain/data-export/data-export.ts';
import type { DataExportAnswer } from '../../../domain/data-export/data-export-api.ts';
import { roleMay } from '../../../domain/roles.ts';
import { findSupplierAccess } from '../../access/supplier-access.ts';
import type { SessionUser } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { dataExports } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';

type ExportRow = typeof dataExports.$inferSelect;

/** The one export a request names: the user's own (no supplier) or this business's, asked for by this user. */
interface ExportScope {
  kind: DataExportKind;
  userId: string;
  supplierId: string | null;
}

const scopeCondition = ({ kind, userId, supplierId }: ExportScope) =>
  and(
    eq(dataExports.kind, kind),
    eq(dataExports.userId, userId),
    supplierId === null ? isNull(dataExports.supplierId) : eq(dataExports.supplierId, supplierId),
  );

const downloadPath = (id: string) => `/api/data-exports/${id}/download`;

function viewOf(row: ExportRow | undefined, now: Date): DataExportAnswer {
  if (!row) return { export: null };
  const state = exportStateOf(row, now);
  return {
    export: {
      id: row.id,
      kind: row.kind,
      state,
      requestedAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString() ?? null,
      size: state === 'ready' ? row.size : null,
      downloadUrl: state === 'ready' ? downloadPath(row.id) : null,
    },
  };
}

/** The newest export of the scope, as its requester sees it. */
export async function latestExport(db: Db, scope: ExportScope, now: Date): Promise<DataExportAnswer> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(scopeCondition(scope))
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return viewOf(row, now);
}

/**
 * Asks for an export; the export job builds it. One open export per user's own data and per business (a unique
 * partial index, so two clicks at once make one row): another ask meanwhile is refused with 409 export-pending.
 */
export async function requestExport(db: Db, scope: ExportScope, now: Date): Promise<DataExportAnswer> {
  const [row] = await db
    .insert(dataExports)
    .values({ id: randomUUID(), ...scope, status: 'pending', createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (!row)
    throw new AppError(409, 'export-pending', 'An export is being prepared already', {
      _: 'dataExport:errors.pending',
    });
  return viewOf(row, now);
}

/**
 * The ZIP of a ready export, for its requester only: anyone else gets 404, as if it did not exist (the same
 * business's other members too); a business export also needs its requester to be one of the business's admins
 * still. An expired one answers 410 export-expired.
 */
export async function exportDownload(
  db: Db,
  storage: StorageProvider,
  user: SessionUser,
  exportId: string,
  now: Date,
): Promise<{ body: Buffer; fileName: string }> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, exportId), eq(dataExports.userId, user.id)))
    .limit(1);
  if (!row) throw notFound('export not found');
  if (row.supplierId !== null) {
    const access = await findSupplierAccess(db, user, row.supplierId);
    if (!access || !roleMay(access.role, 'dataExport')) throw notFound('export not found');
  }
  const state = exportStateOf(row, now);
  if (state === 'expired')
    throw new AppError(410, 'export-expired', 'This download has expired: ask for a new export', {
      _: 'dataExport:errors.expired',
    });
  const stored = state === 'ready' && row.storageKey ? await storage.get(row.storageKey) : null;
  if (!stored) throw notFound('export not ready');
  const day = (row.readyAt ?? now).toISOString().slice(0, 10);
  return { body: stored.body, fileName: `${row.kind === 'user' ? 'my-data' : 'business-data'}-${day}.zip` };
}
