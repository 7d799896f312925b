import { and, eq, sql } from 'drizzle-orm';
import type { InviteLink } from '../../../domain/invites.ts';
import type { VerifyPermissionsAnswer } from '../../../domain/team.ts';
import type { Db } from '../../db/client.ts';
import { suppliers, users } from '../../db/schema/index.ts';
import { inviteRefusal } from './invites.ts';

/**
 * The permission check before sign-in and sign-up (spec section 4, step 3):
 * - deactivated: the address has an account that is switched off;
 * - no-permissions: an invite is in play that this address cannot use (unknown, used, expired, another address's);
 * - existing-supplier: a new account without an invite whose address is the contact e-mail of a listed
 *   business: that business is on the portal already, so its team invites the person instead of them
 *   listing it twice (an account that exists signs in as usual).
 */
export async function verifyPermissions(
  db: Db,
  { email, invite }: { email: string; invite?: InviteLink },
  now: Date,
): Promise<VerifyPermissionsAnswer> {
  const address = email.toLowerCase();
  const [account] = await db
    .select({ deactivated: users.deactivated })
    .from(users)
    .where(eq(users.email, address))
    .limit(1);
  if (account?.deactivated) return { valid: false, errorId: 'deactivated' };
  if (invite) {
    // a link that no longer works and another address's invite alike: the spec's no-permissions
    return (await inviteRefusal(db, invite, address, now))
      ? { valid: false, errorId: 'no-permissions' }
      : { valid: true, errorId: null };
  }
  if (!account) {
    const [listed] = await db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(and(eq(sql`lower(${suppliers.email})`, address), eq(suppliers.deleted, false)))
      .limit(1);
    if (listed) return { valid: false, errorId: 'existing-supplier' };
  }
  return { valid: true, errorId: null };
}
