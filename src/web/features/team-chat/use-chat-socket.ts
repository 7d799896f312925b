import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatServerFrame, ChatToken } from '../../../domain/team-chat-api.ts';
import { chatCloseCodes } from '../../../domain/team-chat.ts';
import { api, ApiError } from '../../app/api.ts';

/**
 * connecting: the first time; open; reconnecting: lost and trying again; closed: no longer allowed (left the team, plan
 * ended).
 */
export type ChatStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

const maxRetryMs = 15_000;

interface Handlers {
  onFrame: (frame: ChatServerFrame) => void;
  /** The id of the newest message the screen has (0 for none): a reconnection catches up after it. */
  lastId: () => number;
}

/**
 * The chat connection of the screen: a fresh single-use token for each connection, then the socket;
 * lost, it connects again after 1, 2, 4... seconds (at most 15) and catches up from the last message it has.
 */
export function useChatSocket(supplierId: string, handlers: Handlers) {
  const [status, setStatus] = useState<ChatStatus>('connecting');
  const socket = useRef<WebSocket | null>(null);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      setStatus('reconnecting');
      // connect handles its own failures: it schedules the next attempt or gives up
      retry = setTimeout(() => void connect(), Math.min(1000 * 2 ** attempt++, maxRetryMs));
    };
    async function connect() {
      let token: string;
      try {
        token = (await api.post<ChatToken>('/api/chat-token', { supplierId })).token;
      } catch (error) {
        // no access or no plan for it: trying again will not help
        if (error instanceof ApiError && (error.status === 403 || error.status === 404)) setStatus('closed');
        else if (!stopped) schedule();
        return;
      }
      if (stopped) return;
      const url = new URL('/api/chat/socket', window.location.href);
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      url.searchParams.set('token', token);
      const after = latest.current.lastId();
      if (after > 0) url.searchParams.set('after', String(after));
      const ws = new WebSocket(url);
      socket.current = ws;
      ws.onmessage = (event) => {
        const frame = JSON.parse(String(event.data)) as ChatServerFrame;
        if (frame.type === 'ready') {
          attempt = 0;
          setStatus('open');
        }
        latest.current.onFrame(frame);
      };
      ws.onclose = (event) => {
        if (socket.current === ws) socket.current = null;
        if (stopped) return;
        if (event.code === chatCloseCodes.removed) setStatus('closed');
        else schedule();
      };
    }
    // connect catches its own failures and schedules the next try
    void connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket.current?.close(1000);
    };
  }, [supplierId]);

  /** Sends a message; false when the connection is not open (the composer keeps the text). */
  const send = useCallback((conversation: string, text: string, ref: string): boolean => {
    const ws = socket.current;
    if (ws?.readyState !== WebSocket.OPEN) return false;
    ws.send(JSON.stringify({ type: 'send', conversation, text, ref }));
    return true;
  }, []);

  return { status, send };
}
