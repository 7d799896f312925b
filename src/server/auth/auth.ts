import { randomBytes } from 'node:crypto';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, getOAuthState } from 'better-auth/api';
import { betterAuth } from 'better-auth/minimal';
import { bearer } from 'better-auth/plugins/bearer';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { lastLoginMethod } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { defaultLocale, isLocale } from '../../domain/locales.ts';
import type { AppDeps } from '../app-deps.ts';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema/index.ts';
import { resetPasswordMail } from '../i18n/link-mail.ts';
import { countAttempt, resetMails } from './attempt-limits.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { socialProviderConfigs } from './social-providers.ts';

/** Seconds a reset link works (spec: single-use link that expires). */
const resetLinkSeconds = 60 * 60;
const sessionSeconds = 30 * 24 * 60 * 60;

/**
 * better-auth calls the portal answers with its own routes (spec codes, domain validation); they
 * stay reachable through auth.api but not under /api/auth/*, so nothing bypasses those rules.
 */
const pathsOnlyThroughPortalRoutes = [
  // the sign-in locks (per e-mail and per client address) live in the portal's POST /api/login
  '/sign-in/email',
  '/sign-up/email',
  // social sign-in and linking start from POST /api/login/social and /api/account/linked-accounts (fixed return pages)
  '/sign-in/social',
  // re-authentication counts failures against the address (the portal's POST /api/account/password)
  '/change-password',
  '/reset-password',
  '/change-email',
  '/update-user',
  '/delete-user',
  '/delete-user/callback',
  '/reset-password/:token',
  '/verify-email',
  '/send-verification-email',
  '/link-social',
  '/unlink-account',
  // the portal does not act at the providers for its users: their tokens are nobody's business over HTTP
  '/list-accounts',
  '/get-access-token',
  '/refresh-token',
  '/account-info',
  '/set-password',
];

function createAuth(deps: AppDeps, secret: string, log: FastifyBaseLogger) {
  const { config, database, providers } = deps;
  const db = database.db;
  return betterAuth({
    appName: 'Supplier Portal',
    baseURL: config.APP_URL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.APP_URL],
    // failed sign-ins are answers, not faults: only better-auth's errors reach the log
    logger: {
      level: 'error',
      log: (level, message, ...details: unknown[]) => log[level]({ details }, `better-auth: ${message}`),
    },
    disabledPaths: pathsOnlyThroughPortalRoutes,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, defaultValue: '' },
        lastName: { type: 'string', required: false, defaultValue: '' },
        locale: { type: 'string', required: false, defaultValue: defaultLocale },
        activeSupplierId: { type: 'string', required: false, input: false },
        deactivated: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    // a provider round trip that fails before its return page is known (a replayed or expired state) ends on /login
    onAPIError: { errorURL: `${config.APP_URL}/login` },
    account: {
      // the providers' tokens are kept only as better-auth stores them, encrypted with the auth secret
      encryptOAuthTokens: true,
      accountLinking: {
        // an address that already has an account never signs in through a provider until its owner links
        // that provider in the settings (spec: account-exists-with-different-credential); linking there is
        // proof enough of both accounts, whatever address the provider account has
        disableImplicitLinking: true,
        trustedProviders: ['google', 'facebook'],
        allowDifferentEmails: true,
      },
    },
    session: {
      expiresIn: sessionSeconds,
      // the cookie and the stored session expire together; signing in again starts a new session
      disableSessionRefresh: true,
    },
    // expired reset links are answered expired-action-code, so their rows are kept (cleaned on each reset request)
    verification: { disableCleanup: true },
    // the portal's own sign-in locks (per e-mail and per client address, in the database) replace its in-memory limiter
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: resetLinkSeconds,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, token }) => {
        if (await countAttempt(db, resetMails, user.email)) return;
        const url = `${config.APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
        const locale = (user as { locale?: string }).locale ?? defaultLocale;
        await providers.mail.send(resetPasswordMail(user.email, locale, url));
      },
    },
    databaseHooks: {
      user: {
        create: {
          // an account made through a provider speaks the language of the screen its owner started from
          before: async (user) => {
            const state = await getOAuthState().catch(() => null);
            const locale: unknown = state?.locale;
            return isLocale(locale) ? { data: { ...user, locale } } : undefined;
          },
        },
      },
      session: {
        create: {
          before: async (session) => {
            const [user] = await db
              .select({ deactivated: users.deactivated })
              .from(users)
              .where(eq(users.id, session.userId));
            if (user?.deactivated)
              throw APIError.from('FORBIDDEN', { code: 'DEACTIVATED', message: 'This account is deactivated' });
          },
          // a session is made by a sign-in only (sign-up signs in too): spec "User / viewer" authenticatedAt
          after: async (session) => {
            await db.update(users).set({ authenticatedAt: session.createdAt }).where(eq(users.id, session.userId));
          },
        },
      },
    },
    advanced: {
      cookiePrefix: 'portal',
      useSecureCookies: config.APP_URL.startsWith('https://'),
      // the reset e-mail leaves after the answer, so its time does not tell whether the address exists
      backgroundTasks: {
        handler: (task) =>
          // its failure is logged in the catch, nothing waits for it
          void task.catch((error: unknown) =>
            log.error({ err: error }, 'auth background task failed (e.g. a reset e-mail)'),
          ),
      },
    },
    plugins: [
      bearer(),
      genericOAuth({ config: socialProviderConfigs(config) }),
      // the viewer's provider: stored on the user only; its readable cookie is not wanted (the server answers it)
      lastLoginMethod({
        storeInDatabase: true,
        customResolveMethod: (ctx) =>
          ctx.path === '/sign-in/email' || ctx.path === '/sign-up/email' ? 'password' : null,
        beforeStoreCookie: () => false,
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const instances = new WeakMap<AppDeps, Auth>();

/**
 * Makes the app's better-auth instance, logging to the app's logger (betterAuthMount calls it while
 * buildApp registers the plugins). Without AUTH_SECRET (tests; main.ts always resolves one) a random
 * in-memory secret is used.
 */
export function setUpAuth(deps: AppDeps, log: FastifyBaseLogger): Auth {
  const auth = createAuth(deps, deps.config.AUTH_SECRET ?? randomBytes(32).toString('base64url'), log);
  instances.set(deps, auth);
  return auth;
}

/** The app's better-auth instance. */
export function authOf(deps: AppDeps): Auth {
  const auth = instances.get(deps);
  if (!auth) throw new Error('better-auth is not set up: buildApp registers betterAuthMount');
  return auth;
}
