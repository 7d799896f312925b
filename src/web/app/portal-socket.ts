import { socketCloseCodes, type SocketToken } from '../../domain/sockets.ts';
import { api, ApiError } from './api.ts';

/**
 * connecting: the first time; open; reconnecting: lost and trying again; closed: no longer allowed (left the team, plan
 * ended, no access).
 */
export type SocketStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

const maxRetryMs = 15_000;

interface SocketOptions<F> {
  supplierId: string;
  /** The token call (POST with the supplier) and the socket's path. */
  tokenUrl: string;
  socketPath: string;
  /** More of the socket's query, read at each connection (team chat: the last message it has). */
  query?: () => Record<string, string>;
  /** The frame that says the connection is ready; without one, the socket's opening does. */
  isReady?: (frame: F) => boolean;
  onFrame: (frame: F) => void;
  /** Told once the connection is ready; `again` after a lost connection (changes may have been missed). */
  onReady?: (again: boolean) => void;
  onStatus: (status: SocketStatus) => void;
}

/**
 * A socket of the portal (team chat, the live inbox): a fresh single-use token for each connection, then the socket;
 * lost, it connects again after 1, 2, 4... seconds (at most 15). Answers how to stop it and the open socket, if any.
 */
export function openPortalSocket<F>(options: SocketOptions<F>): { stop(): void; current(): WebSocket | null } {
  let stopped = false;
  let attempt = 0;
  let connections = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let socket: WebSocket | null = null;
  const schedule = () => {
    options.onStatus('reconnecting');
    // connect handles its own failures: it schedules the next attempt or gives up
    retry = setTimeout(() => void connect(), Math.min(1000 * 2 ** attempt++, maxRetryMs));
  };
  const ready = () => {
    attempt = 0;
    options.onStatus('open');
    options.onReady?.(connections++ > 0);
  };
  async function connect() {
    let token: string;
    try {
      token = (await api.post<SocketToken>(options.tokenUrl, { supplierId: options.supplierId })).token;
    } catch (error) {
      // no access or no plan for it: trying again will not help
      if (error instanceof ApiError && (error.status === 403 || error.status === 404)) options.onStatus('closed');
      else if (!stopped) schedule();
      return;
    }
    if (stopped) return;
    const url = new URL(options.socketPath, window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    url.searchParams.set('token', token);
    for (const [name, value] of Object.entries(options.query?.() ?? {})) url.searchParams.set(name, value);
    const ws = new WebSocket(url);
    socket = ws;
    if (!options.isReady) ws.onopen = ready;
    ws.onmessage = (event) => {
      const frame = JSON.parse(String(event.data)) as F;
      if (options.isReady?.(frame)) ready();
      options.onFrame(frame);
    };
    ws.onclose = (event) => {
      if (socket === ws) socket = null;
      if (stopped) return;
      if (event.code === socketCloseCodes.removed) options.onStatus('closed');
      else schedule();
    };
  }
  // connect catches its own failures and schedules the next try
  void connect();
  return {
    stop() {
      stopped = true;
      clearTimeout(retry);
      socket?.close(1000);
    },
    current: () => socket,
  };
}
