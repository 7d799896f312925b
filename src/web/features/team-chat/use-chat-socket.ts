import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatServerFrame } from '../../../domain/team-chat-api.ts';
import { openPortalSocket, type SocketStatus } from '../../app/portal-socket.ts';

export type ChatStatus = SocketStatus;

interface Handlers {
  onFrame: (frame: ChatServerFrame) => void;
  /** The id of the newest message the screen has (0 for none): a reconnection catches up after it. */
  lastId: () => number;
}

/**
 * The chat connection of the screen (app/portal-socket.ts: a token, then the socket, connected again when lost); a
 * reconnection catches up from the last message it has.
 */
export function useChatSocket(supplierId: string, handlers: Handlers) {
  const [status, setStatus] = useState<ChatStatus>('connecting');
  const socket = useRef<() => WebSocket | null>(() => null);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const connection = openPortalSocket<ChatServerFrame>({
      supplierId,
      tokenUrl: '/api/chat-token',
      socketPath: '/api/chat/socket',
      query: (): Record<string, string> => {
        const after = latest.current.lastId();
        return after > 0 ? { after: String(after) } : {};
      },
      isReady: (frame) => frame.type === 'ready',
      onFrame: (frame) => latest.current.onFrame(frame),
      onStatus: setStatus,
    });
    socket.current = connection.current;
    return connection.stop;
  }, [supplierId]);

  /** Sends a message; false when the connection is not open (the composer keeps the text). */
  const send = useCallback((conversation: string, text: string, ref: string): boolean => {
    const ws = socket.current();
    if (ws?.readyState !== WebSocket.OPEN) return false;
    ws.send(JSON.stringify({ type: 'send', conversation, text, ref }));
    return true;
  }, []);

  return { status, send };
}
