import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { AppError } from './errors.ts';
import { isOwnOrigin } from './request-guards.ts';

const heartbeatMs = 30_000;

/**
 * A ping every half minute to every socket of the app (team chat, the live inbox) keeps proxies from closing a quiet
 * one, and ends those whose client is gone without a word (no pong since the last ping).
 */
export function registerSocketHeartbeat(app: FastifyInstance): void {
  const alive = new WeakSet<WebSocket>();
  app.websocketServer.on('connection', (socket: WebSocket) => {
    alive.add(socket);
    socket.on('pong', () => alive.add(socket));
  });
  const heartbeat = setInterval(() => {
    for (const socket of app.websocketServer.clients) {
      if (!alive.delete(socket)) socket.terminate();
      else socket.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));
}

/**
 * A socket's upgrade request with an `Origin` must come from the portal's own pages: a page of another site holding a
 * token still cannot connect (cross-site WebSocket hijacking). 403 `foreign-origin`.
 */
function requireOwnOrigin(request: FastifyRequest, appUrl: string): void {
  const origin = request.headers.origin;
  if (origin !== undefined && !isOwnOrigin(request, origin, new URL(appUrl).origin))
    throw new AppError(403, 'foreign-origin', 'This request must come from the portal itself');
}

/** A node's open sockets by supplier (team chat, the live inbox): a change of a supplier goes to its connections. */
export function createSupplierConnections<C extends { supplierId: string }>() {
  const bySupplier = new Map<string, Set<C>>();
  return {
    of: (supplierId: string): ReadonlySet<C> => bySupplier.get(supplierId) ?? new Set(),
    all: () => [...bySupplier.values()].flatMap((connections) => [...connections]),
    /** Adds a connection; answers how to remove it. */
    add(connection: C): () => void {
      let connections = bySupplier.get(connection.supplierId);
      if (!connections) bySupplier.set(connection.supplierId, (connections = new Set()));
      connections.add(connection);
      return () => {
        connections.delete(connection);
        if (connections.size === 0 && bySupplier.get(connection.supplierId) === connections)
          bySupplier.delete(connection.supplierId);
      };
    },
  };
}

/**
 * A socket route opened with a single-use token (team chat, the live inbox): public, since the token stands for the
 * session (a browser's WebSocket sends cookies but no header of ours); the origin checked and the token redeemed before
 * the upgrade, so that a refusal is an HTTP answer. `holderOf` answers, in the handler, whose the token was.
 */
export function tokenSocket<H>(appUrl: string, redeem: (token: string, now: Date) => Promise<H>) {
  const holders = new WeakMap<FastifyRequest, H>();
  return {
    options: {
      websocket: true,
      config: { public: true },
      preHandler: async (request: FastifyRequest) => {
        requireOwnOrigin(request, appUrl);
        // the route's schema has checked the query
        holders.set(request, await redeem((request.query as { token: string }).token, new Date()));
      },
    } as const,
    holderOf: (request: FastifyRequest): H => holders.get(request)!,
  };
}

/** Sends frames as JSON while the socket is open (one closing meanwhile misses nothing it could still read). */
export function frameSender<F>(socket: WebSocket): (frame: F) => void {
  return (frame) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  };
}
