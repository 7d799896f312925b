import type { FastifyInstance } from 'fastify';
import { setUpAuth } from '../../auth/auth.ts';
import { providerEmailOfCallback } from '../../auth/social-providers.ts';

/**
 * A provider's answer comes back to /api/auth/callback/:provider. When its address already has an account
 * (better-auth's account_not_linked), the page it returns to also gets the address, which the spec's
 * account-exists-with-different-credential carries; everything else passes unchanged.
 */
async function withProviderEmail(run: () => Promise<Response>): Promise<Response> {
  const seen: { email?: string } = {};
  const response = await providerEmailOfCallback.run(seen, run);
  const location = response.headers.get('location');
  if (!location || !seen.email) return response;
  const target = new URL(location, 'http://portal.invalid');
  if (target.searchParams.get('error') !== 'account_not_linked') return response;
  target.searchParams.set('email', seen.email);
  const headers = new Headers(response.headers);
  headers.set('location', location.startsWith('/') ? `${target.pathname}${target.search}` : target.href);
  return new Response(null, { status: response.status, headers });
}

/**
 * Sets up the app's better-auth instance and serves its own HTTP calls under /api/auth/* (get-session,
 * sign-in/email, sign-out, sessions, password reset and change) for API clients; the web app uses the
 * portal's routes.
 */
export async function betterAuthMount(app: FastifyInstance): Promise<void> {
  const auth = setUpAuth(app.deps, app.log);
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    // better-auth judges its own sessions
    config: { public: true },
    schema: { hide: true },
    async handler(request, reply) {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value !== undefined && name !== 'content-length' && name !== 'transfer-encoding')
          headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const authRequest = new Request(new URL(request.url, app.deps.config.APP_URL), {
        method: request.method,
        headers,
        body: hasBody ? (typeof request.body === 'string' ? request.body : JSON.stringify(request.body)) : undefined,
      });
      const response = request.url.startsWith('/api/auth/callback/')
        ? await withProviderEmail(() => auth.handler(authRequest))
        : await auth.handler(authRequest);
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
