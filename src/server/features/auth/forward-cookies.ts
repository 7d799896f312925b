import type { FastifyReply } from 'fastify';

/** Passes better-auth's Set-Cookie headers (the session cookie, a provider round trip's state) on to the answer. */
export function forwardCookies(reply: FastifyReply, headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
}
