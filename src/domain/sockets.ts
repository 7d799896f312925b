/**
 * What the portal's WebSockets share (team chat, the live inbox): a short-lived, single-use token asked for over HTTP
 * with the session, then the socket opened with it. No zod here: the web's first screens import this.
 */

/** How long a socket token may wait for its connection, in seconds (it is used once, at once). */
export const socketTokenSeconds = 60;

/** Close codes the web reads: connect again (and catch up), or stop (no longer allowed: left the team, plan ended). */
export const socketCloseCodes = { reconnect: 4000, removed: 4403 } as const;

export interface SocketToken {
  token: string;
  expiresAt: string;
}
