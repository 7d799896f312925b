import rateLimit from '@fastify/rate-limit';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../auth/session.ts';
import {
  changeEmail,
  changePassword,
  redirectAfterSignIn,
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
  signUp,
  type WithCookies,
  hasAccount,
} from './service.ts';
import { authError } from './auth-errors.ts';
import { forwardCookies } from './forward-cookies.ts';
import { publicCallLimit } from '../../http/public-call-limit.ts';
import { AppError } from '../../http/errors.ts';
import { inviteLinkSchema } from '../../../domain/team.ts';
import { signupInvitePath } from '../../../domain/invites.ts';
import { consumeInvite, inviteNotConsumed, inviteRefusal } from '../team/invites.ts';

const credentials = { email: z.string(), password: z.string() };
const ok = { ok: true } as const;
const okSchema = z.object({ ok: z.literal(true) });
const signedInSchema = z.object({
  userId: z.string(),
  /** Spec section 2 "Post-login redirect". */
  redirectTo: z.string(),
  /** The session token for API clients: send it as `Authorization: Bearer <token>`. */
  token: z.string(),
});

/** The answer of a sign-up or sign-in: its session cookie on the reply, the user, token and where to go next. */
async function signedIn(
  deps: AppDeps,
  reply: FastifyReply,
  { headers, response }: WithCookies<{ user: { id: string }; token: string | null }>,
  next?: string,
  fromPath?: string,
): Promise<z.output<typeof signedInSchema>> {
  forwardCookies(reply, headers);
  const userId = response.user.id;
  return { userId, token: response.token ?? '', redirectTo: await redirectAfterSignIn(deps, userId, next, fromPath) };
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await app.register(rateLimit, { global: false });

  app.post(
    '/api/account/signup',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Create an account with e-mail and password and open its session (409 email-already-in-use)',
        body: z.object({
          ...credentials,
          firstName: z.string().optional(),
          lastName: z.string().optional(),
          locale: z.string().optional(),
        }),
        response: { 201: signedInSchema },
      },
    },
    async (request, reply) => {
      const answer = await signedIn(
        deps,
        reply,
        await signUp(deps, fromNodeHeaders(request.headers), request.body),
        undefined,
        '/signup',
      );
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/api/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in: opens the server session (cookie) and says where to go next',
        description:
          'Errors: 400 wrong-password (also for an unknown e-mail), 400 invalid-email, 429 too-many-requests after 5 failed attempts, 403 deactivated.',
        body: z.object({ ...credentials, next: z.string().optional(), fromPath: z.string().optional() }),
        response: { 200: signedInSchema },
      },
    },
    async (request, reply) =>
      signedIn(
        deps,
        reply,
        await signIn(deps, fromNodeHeaders(request.headers), request.body, request.ip),
        request.body.next,
        request.body.fromPath,
      ),
  );

  app.post(
    '/api/nonce/invite/accept',
    {
      // a sign-in or an argon2 sign-up per call: each client address gets the public calls' budget
      config: { public: true, rateLimit: publicCallLimit },
      schema: {
        tags: ['auth', 'team'],
        summary:
          "Accept an invite on /signup-invite: the invite's address signs in when it has an account, else the account is made; then the invite is consumed. 404 invite-invalid for a link that no longer works, 403 no-permissions for another address",
        body: inviteLinkSchema.extend({ ...credentials, locale: z.string().optional() }),
        response: { 200: signedInSchema },
      },
    },
    async (request, reply) => {
      const { nonceId, nonceSecret, email, password, locale } = request.body;
      const headers = fromNodeHeaders(request.headers);
      const link = { nonceId, nonceSecret };
      // the invite's address only, so the answer tells its holder nothing about other addresses
      const refusal = await inviteRefusal(deps.database.db, link, email, new Date());
      if (refusal === 'invalid') throw inviteNotConsumed(nonceId);
      if (refusal) throw authError('no-permissions');
      const opened = (await hasAccount(deps, email))
        ? await signIn(deps, headers, { email, password }, request.ip)
        : await signUp(deps, headers, { email, password, locale }).catch((error: unknown) => {
            // two first accepts at once: the other made the account, and the invite is the other's to consume, as a
            // second accept finds it
            if (error instanceof AppError && error.code === 'email-already-in-use') throw inviteNotConsumed(nonceId);
            throw error;
          });
      await consumeInvite(
        deps.database.db,
        { id: opened.response.user.id, email: email.toLowerCase() },
        { ...link, userId: opened.response.user.id },
        new Date(),
      );
      return signedIn(deps, reply, opened, undefined, signupInvitePath);
    },
  );

  app.post(
    '/api/logout',
    {
      config: { public: true },
      schema: { tags: ['auth'], summary: 'Sign out: closes the server session', response: { 200: okSchema } },
    },
    async (request, reply) => {
      if (request.headers.cookie || request.headers.authorization) {
        const { headers } = await signOut(deps, fromNodeHeaders(request.headers));
        forwardCookies(reply, headers);
      }
      return ok;
    },
  );

  /**
   * A signed-out account call (password reset) that answers { ok: true } once `run` is done (the service validates the
   * body).
   */
  const postOk = <B extends z.ZodObject>(
    url: string,
    summary: string,
    body: B,
    run: (body: unknown) => Promise<void>,
  ) =>
    app.post(
      url,
      { config: { public: true }, schema: { tags: ['auth'], summary, body, response: { 200: okSchema } } },
      async (request) => {
        await run(request.body);
        return ok;
      },
    );

  postOk(
    '/api/account/password-reset',
    'E-mail a single-use reset link (1 hour); answers the same whether the address has an account',
    z.object({ email: z.string() }),
    (body) => requestPasswordReset(deps, body),
  );

  postOk(
    '/api/account/password-reset/confirm',
    'Set a new password with the token of a reset link (400 invalid-action-code or expired-action-code)',
    z.object({ token: z.string(), password: z.string() }),
    (body) => resetPassword(deps, body),
  );

  app.post(
    '/api/account/email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change the login e-mail; asks for the current password',
        body: z.object({ email: z.string(), currentPassword: z.string() }),
        response: { 200: z.object({ email: z.string() }) },
      },
    },
    async (request) => changeEmail(deps, await requireUser(request), request.body),
  );

  app.post(
    '/api/account/password',
    {
      schema: {
        tags: ['auth'],
        summary: "Change the password; the user's other sessions are signed out",
        body: z.object({ currentPassword: z.string(), newPassword: z.string() }),
        response: { 200: okSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { headers } = await changePassword(deps, user, fromNodeHeaders(request.headers), request.body);
      forwardCookies(reply, headers);
      return ok;
    },
  );
};
