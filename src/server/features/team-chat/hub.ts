import type { ChatServerFrame } from '../../../domain/team-chat-api.ts';
import { socketCloseCodes } from '../../../domain/sockets.ts';
import { teamConversation } from '../../../domain/team-chat.ts';
import { everything, type ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import { createSupplierConnections } from '../../http/sockets.ts';
import { audienceOf, type ChatMember } from './members.ts';
import { messageFor, readChatMessage } from './service.ts';

/** A chat connection of this node. */
export interface ChatConnection extends ChatMember {
  send(frame: ChatServerFrame): void;
  close(code: number, reason: string): void;
}

/**
 * The chat bus is the change feed's `chat` topic (db/change-feed.ts): PostgreSQL's LISTEN/NOTIFY between
 * API nodes, in-process on the embedded database, whose one process is the only node. It carries the
 * message's id and supplier, not its text (NOTIFY payloads are small): each node with connections of that
 * supplier reads the message once and hands it to those of them who may read it.
 */
export const chatKey = (id: number, supplierId: string) => `${id}:${supplierId}`;
/** Told when who may listen to a supplier's chat changed: every node checks its connections of that supplier again. */
export const audienceChangedKey = (supplierId: string) => chatKey(0, supplierId);

function parseKey(key: string): { id: number; supplierId: string } {
  const colon = key.indexOf(':');
  return { id: Number(key.slice(0, colon)), supplierId: key.slice(colon + 1) };
}

/** This node's chat connections by supplier, fed by the bus. */
export function createChatHub(db: Db, changes: ChangeFeed, onError: (error: unknown) => void) {
  const connections = createSupplierConnections<ChatConnection>();

  /**
   * Sends message `id` to the connections that may read it; with no such message (id 0), only checks who may still
   * listen.
   */
  async function deliver(id: number, supplierId: string) {
    const listening = connections.of(supplierId);
    if (!listening.size) return;
    const [row, audience] = await Promise.all([id > 0 ? readChatMessage(db, id) : null, audienceOf(db, supplierId)]);
    for (const connection of listening) {
      // access is checked again with each message: a member removed meanwhile, or support no longer invited, hears
      // nothing more
      if (!audience.memberIds.has(connection.userId) && !(connection.isSupport && audience.supportInvited)) {
        connection.close(socketCloseCodes.removed, 'not in the team');
        continue;
      }
      const visible =
        row &&
        (row.conversation === teamConversation ||
          row.senderId === connection.userId ||
          row.recipientId === connection.userId);
      if (visible) connection.send({ type: 'message', message: messageFor(connection.userId, row) });
    }
  }

  const unsubscribe = changes.subscribe('chat', (key) => {
    if (key === everything) {
      // messages may have been missed (the listening connection dropped): clients reconnect and catch up
      for (const connection of connections.all()) connection.close(socketCloseCodes.reconnect, 'catch up');
      return;
    }
    const { id, supplierId } = parseKey(key);
    deliver(id, supplierId).catch(onError);
  });

  return {
    add: connections.add,
    close: unsubscribe,
  };
}
