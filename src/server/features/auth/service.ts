import { and, asc, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { defaultLocale, isLocale } from '../../../domain/locales.ts';
import { postLoginRedirect } from '../../../domain/post-login-redirect.ts';
import {
  changeEmailSchema,
  changePasswordSchema,
  credentialsSchema,
  resetPasswordSchema,
  resetRequestSchema,
  signUpSchema,
} from '../../../domain/account-forms.ts';
import type { AppDeps } from '../../app-deps.ts';
import {
  clearAttempts,
  clientSubjectOf,
  countAttempt,
  forgiveAttempt,
  signInFailures,
  signInFailuresPerClient,
} from '../../auth/attempt-limits.ts';
import { authOf } from '../../auth/auth.ts';
import { verifyPassword } from '../../auth/password.ts';
import type { SessionUser } from '../../auth/session.ts';
import { accounts, platformAdmins, supplierUsers, suppliers, users, verifications } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import { parseForm } from '../../http/parse-form.ts';
import { isSocialProvider, type SocialProvider } from '../../../domain/social-sign-in.ts';
import { authError, differentCredential, translateAuthError } from './auth-errors.ts';
import { isUniqueViolation } from '../../db/errors.ts';

/** Spec section 8: a malformed e-mail is the invalid-email code; other bad fields are `validation`. */
const accountFormCode = (fields: Record<string, string>) =>
  Object.values(fields).includes('validation:email') ? 'invalid-email' : 'validation';

const parseAccountForm = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> =>
  parseForm(schema, input, accountFormCode);

/** A better-auth call's answer with its headers (`returnHeaders: true`): the Set-Cookie headers to pass on. */
export interface WithCookies<T> {
  headers: Headers;
  response: T;
}

/** Runs a better-auth call; its errors become the spec's (section 8), password errors on `passwordField`. */
async function withSpecErrors<T>(run: () => Promise<T>, passwordField?: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw translateAuthError(error, passwordField);
  }
}

export async function signUp(deps: AppDeps, requestHeaders: Headers, input: unknown) {
  const form = parseAccountForm(signUpSchema, input);
  const firstName = form.firstName ?? '';
  const lastName = form.lastName ?? '';
  const elsewhere = await differentCredentialOf(deps, form.email);
  if (elsewhere) throw elsewhere;
  const made = withSpecErrors(() =>
    authOf(deps).api.signUpEmail({
      body: {
        email: form.email.toLowerCase(),
        password: form.password,
        name: `${firstName} ${lastName}`.trim(),
        firstName,
        lastName,
        locale: isLocale(form.locale) ? form.locale : defaultLocale,
      },
      headers: requestHeaders,
      returnHeaders: true,
    }),
  );
  return made.catch(async (error: unknown) => {
    // two sign-ups of one address at once both found it free; the users' unique e-mail let the other through, and
    // better-auth answers the lost insert "Failed to create user" (422): answer what a later sign-up is answered
    if (await hasAccount(deps, form.email)) throw authError('email-already-in-use');
    throw error;
  });
}

/**
 * Signs in with e-mail and password. The attempt is counted against the address and against the client
 * before the password is judged (a burst of parallel guesses gets at most the limit judged); a locked
 * address answers too-many-requests whether or not it has an account. Success clears the address's
 * count and takes the attempt back from the client's.
 */
export async function signIn(deps: AppDeps, requestHeaders: Headers, input: unknown, clientAddress: string) {
  const form = parseAccountForm(credentialsSchema, input);
  const { db } = deps.database;
  const client = clientSubjectOf(clientAddress);
  const over = await Promise.all([
    countAttempt(db, signInFailures, form.email),
    countAttempt(db, signInFailuresPerClient, client),
  ]);
  if (over.some(Boolean)) throw authError('too-many-requests');
  const answer = await withSpecErrors(() =>
    authOf(deps).api.signInEmail({
      body: { email: form.email, password: form.password },
      headers: requestHeaders,
      returnHeaders: true,
    }),
  ).catch(async (error: unknown) => {
    throw (await differentCredentialOf(deps, form.email)) ?? error;
  });
  await Promise.all([
    clearAttempts(db, signInFailures, form.email),
    forgiveAttempt(db, signInFailuresPerClient, client),
  ]);
  return answer;
}

/**
 * The spec's account-exists-with-different-credential when the address has an account without a password, signing in
 * through a provider only (the first it linked): a password sign-in or sign-up there cannot succeed, and "wrong
 * password" or "address in use" would not say what to do. Null for an unknown address or one with a password.
 */
async function differentCredentialOf(deps: AppDeps, email: string) {
  const linked = await deps.database.db
    .select({ providerId: accounts.providerId })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(eq(users.email, email.trim().toLowerCase()))
    .orderBy(asc(accounts.createdAt));
  if (linked.some((account) => account.providerId === 'credential')) return null;
  const provider = linked.map((account) => account.providerId).find(isSocialProvider);
  return provider ? differentCredential(provider, email.trim().toLowerCase()) : null;
}

/** Whether the address has an account (any sign-in method): /signup-invite signs it in, or makes one. */
export async function hasAccount(deps: AppDeps, email: string): Promise<boolean> {
  const [user] = await deps.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return user !== undefined;
}

export async function signOut(deps: AppDeps, requestHeaders: Headers) {
  return withSpecErrors(() => authOf(deps).api.signOut({ headers: requestHeaders, returnHeaders: true }));
}

/** Answers the same whether the address has an account (OWASP); the mail leaves in the background. */
export async function requestPasswordReset(deps: AppDeps, input: unknown): Promise<void> {
  const { email } = parseAccountForm(resetRequestSchema, input);
  await sweepExpiredVerifications(deps);
  await authOf(deps).api.requestPasswordReset({ body: { email } });
}

/**
 * better-auth's cleanup of its verification rows is off (expired reset links are answered
 * expired-action-code), so the calls that add rows (reset requests, provider round trips) sweep those
 * expired for a week.
 */
async function sweepExpiredVerifications(deps: AppDeps): Promise<void> {
  const weekAgo = new Date(Date.now() - 7 * 24 * 60 * 60_000);
  await deps.database.db.delete(verifications).where(lt(verifications.expiresAt, weekAgo));
}

/** Sets a new password through a single-use reset link; expired and unknown links get their own codes. */
export async function resetPassword(deps: AppDeps, input: unknown): Promise<void> {
  const { token, password } = parseAccountForm(resetPasswordSchema, input);
  const { db } = deps.database;
  const [link] = await db
    .select({
      expiresAt: verifications.expiresAt,
      userId: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
    })
    .from(verifications)
    .leftJoin(users, eq(users.id, verifications.value))
    .where(eq(verifications.identifier, `reset-password:${token}`))
    .limit(1);
  if (!link) throw authError('invalid-action-code');
  if (link.expiresAt.getTime() <= Date.now()) throw authError('expired-action-code');
  const firstPassword = link.userId !== null && !(await hasPassword(deps, link.userId));
  await withSpecErrors(() => authOf(deps).api.resetPassword({ body: { token, newPassword: password } }));
  if (!link.userId || !link.email) return;
  // a successful reset proves the owner: lift a sign-in lock on the address
  await clearAttempts(db, signInFailures, link.email);
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, link.userId));
  // an account made through a provider that did not vouch for the address may have been made by someone
  // else, before its owner came: the owner's first password drops the provider sign-ins it did not make
  if (firstPassword && !link.emailVerified)
    await db.delete(accounts).where(and(eq(accounts.userId, link.userId), ne(accounts.providerId, 'credential')));
}

/** Whether the user has a password (better-auth's credential account); an account made through a provider has none. */
async function hasPassword(deps: AppDeps, userId: string): Promise<boolean> {
  const [row] = await deps.database.db
    .select({ userId: accounts.userId })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return row !== undefined;
}

/** Where a provider sends the user back: a same-site path, with a query string to which better-auth adds `error`. */
function returnPath(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return params.size ? `${path}?${params}` : path;
}

/**
 * Starts a sign-in (or sign-up) with a provider, answering the provider's page: it comes back signed in
 * to /api/login/social/continue, or to /login with the error. `next` must already be a safe path.
 */
export async function startSocialSignIn(
  deps: AppDeps,
  requestHeaders: Headers,
  { provider, next, locale }: { provider: SocialProvider; next?: string; locale?: string },
) {
  await sweepExpiredVerifications(deps);
  return withSpecErrors(() =>
    authOf(deps).api.signInSocial({
      body: {
        provider,
        callbackURL: returnPath('/api/login/social/continue', { next }),
        errorCallbackURL: returnPath('/login', { provider, next }),
        // a new account's language (locales are checked when the account is made)
        additionalData: { locale },
      },
      headers: requestHeaders,
      returnHeaders: true,
    }),
  );
}

/**
 * Starts linking a provider to the signed-in user; it comes back to /settings. A user with a password
 * confirms it first: a session alone (a borrowed device) must not add a lasting way in.
 */
export async function startLinking(
  deps: AppDeps,
  user: SessionUser,
  requestHeaders: Headers,
  provider: SocialProvider,
  currentPassword: string | undefined,
) {
  await sweepExpiredVerifications(deps);
  if (await hasPassword(deps, user.id)) {
    if (!currentPassword)
      throw badRequest('validation', 'Enter your current password', { currentPassword: 'validation:required' });
    await reauthenticate(deps, user, currentPassword);
  }
  return withSpecErrors(() =>
    authOf(deps).api.linkSocialAccount({
      body: {
        provider,
        callbackURL: returnPath('/settings', { linked: provider }),
        errorCallbackURL: returnPath('/settings', { linking: provider }),
      },
      headers: requestHeaders,
      returnHeaders: true,
    }),
  );
}

/** Verifies the user's current password, counting failures like sign-in (spec: re-authenticates). */
export async function reauthenticate(deps: AppDeps, user: SessionUser, password: string): Promise<void> {
  const { db } = deps.database;
  if (await countAttempt(db, signInFailures, user.email)) throw authError('too-many-requests', 'currentPassword');
  const [account] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')))
    .limit(1);
  if (!account?.hash || !(await verifyPassword({ hash: account.hash, password })))
    throw authError('wrong-password', 'currentPassword');
  await clearAttempts(db, signInFailures, user.email);
}

/** Spec: changing the login e-mail asks for the current password. */
export async function changeEmail(deps: AppDeps, user: SessionUser, input: unknown): Promise<{ email: string }> {
  const form = parseAccountForm(changeEmailSchema, input);
  const email = form.email.toLowerCase();
  await reauthenticate(deps, user, form.currentPassword);
  const { db } = deps.database;
  if (email === user.email) return { email };
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (taken) throw authError('email-already-in-use');
  try {
    await db.update(users).set({ email, updatedAt: new Date() }).where(eq(users.id, user.id));
  } catch (error) {
    // two changes to the same address at once: the unique index decides
    if (isUniqueViolation(error)) throw authError('email-already-in-use');
    throw error;
  }
  return { email };
}

/** Changes the password and signs out the user's other sessions; this one gets a fresh cookie. */
export async function changePassword(deps: AppDeps, user: SessionUser, requestHeaders: Headers, input: unknown) {
  const form = parseAccountForm(changePasswordSchema, input);
  const { db } = deps.database;
  if (await countAttempt(db, signInFailures, user.email)) throw authError('too-many-requests', 'currentPassword');
  const answer = await withSpecErrors(
    () =>
      authOf(deps).api.changePassword({
        body: { currentPassword: form.currentPassword, newPassword: form.newPassword, revokeOtherSessions: true },
        headers: requestHeaders,
        returnHeaders: true,
      }),
    'currentPassword',
  );
  await clearAttempts(db, signInFailures, user.email);
  return answer;
}

/** Spec section 2 "Post-login redirect" for a user who just signed in: by the active supplier, else the first one. */
export async function redirectAfterSignIn(
  deps: AppDeps,
  userId: string,
  next: string | undefined,
  fromPath?: string,
): Promise<string> {
  const { db } = deps.database;
  const [[admin], [supplier]] = await Promise.all([
    db.select({ userId: platformAdmins.userId }).from(platformAdmins).where(eq(platformAdmins.userId, userId)),
    db
      .select({ countryCode: suppliers.countryCode })
      .from(supplierUsers)
      .innerJoin(suppliers, eq(suppliers.id, supplierUsers.supplierId))
      .innerJoin(users, eq(users.id, supplierUsers.userId))
      .where(and(eq(supplierUsers.userId, userId), eq(suppliers.deleted, false)))
      .orderBy(desc(sql`coalesce(${suppliers.id} = ${users.activeSupplierId}, false)`), asc(supplierUsers.createdAt))
      .limit(1),
  ]);
  return postLoginRedirect({
    next,
    fromPath,
    isPlatformAdmin: Boolean(admin),
    supplierCountry: supplier?.countryCode ?? null,
  });
}
