import { and, eq } from 'drizzle-orm';
import { isLastSignInMethod, type LinkedAccounts, type SocialProvider } from '../../../domain/social-sign-in.ts';
import type { Db, Tx } from '../../db/client.ts';
import { accounts, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

/** The user's sign-in methods: a password (better-auth's credential account) and each offered provider. */
export async function linkedAccountsOf(
  db: Db | Tx,
  userId: string,
  offered: readonly SocialProvider[],
): Promise<LinkedAccounts> {
  const rows = await db
    .select({ providerId: accounts.providerId, emailVerified: users.emailVerified })
    .from(users)
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .where(eq(users.id, userId));
  const methods = new Set(rows.map((row) => row.providerId));
  return {
    password: methods.has('credential'),
    addressConfirmed: rows[0]?.emailVerified ?? false,
    providers: offered.map((provider) => ({ provider, linked: methods.has(provider) })),
  };
}

/**
 * Unlinks a provider, never the user's last way to sign in (409 last-sign-in-method). The user's row is
 * locked first: two unlinks at once (Google in one tab, Facebook in another) cannot both pass the check.
 */
export async function unlinkProvider(
  db: Db,
  userId: string,
  provider: SocialProvider,
  offered: readonly SocialProvider[],
): Promise<LinkedAccounts> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const before = await linkedAccountsOf(tx, userId, offered);
    if (!before.providers.some((entry) => entry.provider === provider && entry.linked)) {
      throw new AppError(404, 'not-found', 'This sign-in method is not linked', {
        provider: 'settings:linkedAccounts.notLinked',
      });
    }
    if (isLastSignInMethod(before, provider)) {
      throw new AppError(409, 'last-sign-in-method', 'The only way left to sign in cannot be unlinked', {
        provider: 'settings:linkedAccounts.lastMethod',
      });
    }
    await tx.delete(accounts).where(and(eq(accounts.userId, userId), eq(accounts.providerId, provider)));
    return linkedAccountsOf(tx, userId, offered);
  });
}
