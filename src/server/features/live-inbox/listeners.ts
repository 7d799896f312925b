import { and, inArray, sql } from 'drizzle-orm';
import type { SocketToken } from '../../../domain/sockets.ts';
import { issueSocketToken, redeemSocketToken, socketTokenInvalid } from '../../access/socket-tokens.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { platformAdmins, supplierUsers, suppliers, users } from '../../db/schema/index.ts';

/** Who may listen to a supplier's live inbox: whoever may read its enquiries (any role, and platform admins). */
export interface Listener {
  supplierId: string;
  userId: string;
}

/** POST /api/live-token: a token for one live connection (the guard checked the access: any role, any tier). */
export function issueLiveToken(db: Db, access: SupplierAccess, now: Date): Promise<SocketToken> {
  return issueSocketToken(db, 'live', { supplierId: access.supplier.id, userId: access.user.id }, now);
}

/** Redeems a live token once, for a user who may still listen: 401 `socket-token-invalid` otherwise. */
export async function redeemLiveToken(db: Db, token: string, now: Date): Promise<Listener> {
  const listener = await redeemSocketToken(db, 'live', token, now);
  if (!(await mayListen(db, listener.supplierId, [listener.userId])).has(listener.userId)) throw socketTokenInvalid();
  return listener;
}

/**
 * Those of `userIds` who may listen to the supplier now, as the access guard decides (supplier-access.ts): platform
 * admins on every supplier, anyone else with a role on it while it is not deleted.
 */
export async function mayListen(db: Db, supplierId: string, userIds: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, userIds),
        sql`(exists (select 1 from ${platformAdmins} where ${platformAdmins.userId} = ${users.id})
          or exists (select 1 from ${supplierUsers} join ${suppliers} on ${suppliers.id} = ${supplierUsers.supplierId}
            where ${supplierUsers.userId} = ${users.id} and ${supplierUsers.supplierId} = ${supplierId}
              and not ${suppliers.deleted}))`,
      ),
    );
  return new Set(rows.map((row) => row.id));
}
