import rateLimit from '@fastify/rate-limit';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { safeNextPath } from '../../../domain/post-login-redirect.ts';
import { socialProviders } from '../../../domain/social-sign-in.ts';
import { getSessionUser, requireUser } from '../../auth/session.ts';
import { offeredSocialProviders } from '../../auth/social-providers.ts';
import { badRequest } from '../../http/errors.ts';
import { forwardCookies } from './forward-cookies.ts';
import { linkedAccountsOf, unlinkProvider } from './linked-accounts.ts';
import { publicCallLimit } from '../../http/public-call-limit.ts';
import { redirectAfterSignIn, startLinking, startSocialSignIn } from './service.ts';

const providerSchema = z.enum(socialProviders);
const redirectSchema = z.object({ url: z.string() });
const linkedAccountsSchema = z.object({
  password: z.boolean(),
  addressConfirmed: z.boolean(),
  providers: z.array(z.object({ provider: providerSchema, linked: z.boolean() })),
});

/**
 * Google and Facebook sign-in (spec section 4's providers), through better-auth with fixed return pages:
 * the browser starts here, goes to the provider, comes back to better-auth's /api/auth/callback/:provider
 * and from there to /api/login/social/continue (signed in) or /login with the error.
 */
export const socialSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await app.register(rateLimit, { global: false });
  const offered = offeredSocialProviders(deps.config);

  /** The provider of a request, if this installation offers it (a hidden button's call is a field error). */
  const offeredProvider = (provider: string) => {
    const known = providerSchema.safeParse(provider);
    if (!known.success || !offered.includes(known.data))
      throw badRequest('validation', 'This sign-in method is not offered', { provider: 'auth:social.startFailed' });
    return known.data;
  };

  app.get(
    '/api/sign-in-methods',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'The sign-in providers besides e-mail and password that this installation offers (those configured)',
        response: { 200: z.object({ social: z.array(providerSchema) }) },
      },
    },
    async () => ({ social: offered }),
  );

  app.post(
    '/api/login/social',
    {
      // each start stores a state row: each client address gets the public calls' budget
      config: { public: true, rateLimit: publicCallLimit },
      schema: {
        tags: ['auth'],
        summary: "Start signing in (or up) with a provider: answers the provider's page to open",
        description:
          'A new address gets a new account; an address that already has one is sent back to /login with error=account_not_linked and the e-mail until its owner links the provider in the settings.',
        body: z.object({ provider: z.string(), next: z.string().optional(), locale: z.string().optional() }),
        response: { 200: redirectSchema },
      },
    },
    async (request, reply) => {
      const provider = offeredProvider(request.body.provider);
      const next = safeNextPath(request.body.next) ?? undefined;
      const { headers, response } = await startSocialSignIn(deps, fromNodeHeaders(request.headers), {
        provider,
        next,
        locale: request.body.locale,
      });
      forwardCookies(reply, headers);
      return { url: response.url ?? '' };
    },
  );

  app.get(
    '/api/login/social/continue',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary:
          "Where a provider sign-in lands: redirects by the spec's post-login rules (section 2), or to /login without a session",
        querystring: z.object({ next: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const user = await getSessionUser(request);
      if (!user) return reply.redirect('/login');
      return reply.redirect(await redirectAfterSignIn(deps, user.id, request.query.next, '/login'));
    },
  );

  app.get(
    '/api/account/linked-accounts',
    {
      schema: {
        tags: ['auth'],
        summary: "The user's sign-in methods: a password, and each offered provider linked or not",
        response: { 200: linkedAccountsSchema },
      },
    },
    async (request) => linkedAccountsOf(deps.database.db, (await requireUser(request)).id, offered),
  );

  app.post(
    '/api/account/linked-accounts',
    {
      schema: {
        tags: ['auth'],
        summary:
          "Start linking a provider to the signed-in user: answers the provider's page to open; it comes back to /settings",
        description:
          'A user with a password confirms it (400 wrong-password on currentPassword). Back on /settings with linked=<provider>, or error=account_already_linked_to_different_user when that provider account signs in another user.',
        body: z.object({ provider: z.string(), currentPassword: z.string().optional() }),
        response: { 200: redirectSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const provider = offeredProvider(request.body.provider);
      const { headers, response } = await startLinking(
        deps,
        user,
        fromNodeHeaders(request.headers),
        provider,
        request.body.currentPassword,
      );
      forwardCookies(reply, headers);
      return { url: response.url };
    },
  );

  app.delete(
    '/api/account/linked-accounts/:provider',
    {
      schema: {
        tags: ['auth'],
        summary: 'Unlink a provider; 409 last-sign-in-method when it is the only way left to sign in',
        params: z.object({ provider: providerSchema }),
        response: { 200: linkedAccountsSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return unlinkProvider(deps.database.db, user.id, request.params.provider, offered);
    },
  );
};
