import type { LiveFrame } from '../../../domain/live-inbox.ts';
import { socketCloseCodes } from '../../../domain/sockets.ts';
import { everything, type ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import { createSupplierConnections } from '../../http/sockets.ts';
import { readEnquiryChangeKey } from './announce.ts';
import { mayListen, type Listener } from './listeners.ts';

/** A live connection of this node. */
export interface LiveConnection extends Listener {
  send(frame: LiveFrame): void;
  close(code: number, reason: string): void;
}

/**
 * This node's live connections by supplier, fed by the change feed's `enquiry` topic (PostgreSQL's LISTEN/NOTIFY
 * between nodes, in-process on the embedded database). Each change becomes one frame of ids to the connections of
 * its supplier whose user may still listen; the others are closed.
 */
export function createLiveHub(db: Db, changes: ChangeFeed, onError: (error: unknown) => void) {
  const connections = createSupplierConnections<LiveConnection>();

  async function deliver(supplierId: string, enquiryId: string | null) {
    const listening = connections.of(supplierId);
    if (!listening.size) return;
    // access is checked again with each change: a member removed meanwhile hears nothing more
    const allowed = await mayListen(db, supplierId, [...new Set([...listening].map((c) => c.userId))]);
    const frame: LiveFrame = enquiryId === null ? { type: 'counts' } : { type: 'enquiry', enquiryId };
    for (const connection of listening) {
      if (allowed.has(connection.userId)) connection.send(frame);
      else connection.close(socketCloseCodes.removed, 'no access');
    }
  }

  /** A change heard; `everything` when changes may have been missed (the listening connection dropped). */
  function heard(key: string) {
    if (key !== everything) {
      const { supplierId, enquiryId } = readEnquiryChangeKey(key);
      deliver(supplierId, enquiryId).catch(onError);
    } else for (const connection of connections.all()) connection.send({ type: 'resync' });
  }

  return {
    add: connections.add,
    close: changes.subscribe('enquiry', heard),
  };
}
