import type pg from 'pg';

/**
 * What a change is about: `supplier` carries a supplier id (its listing, team, tier, anything its pages show), `chat` a
 * new team chat message's id, `enquiry` a supplier's enquiry whose messages or marks changed (the live inbox).
 */
type ChangeTopic = 'supplier' | 'chat' | 'enquiry';

/** Passed to listeners instead of a key when changes may have been missed: drop everything of the topic. */
export const everything = '*';

/**
 * Tells every API node that something changed, so each drops what it keeps of it (issue 9: the cached
 * public profile page). Listeners of this node hear a change at once, inside `publish`; other nodes
 * through PostgreSQL's LISTEN/NOTIFY. The embedded database has one node, so it needs no more.
 */
export interface ChangeFeed {
  publish(topic: ChangeTopic, key: string): Promise<void>;
  subscribe(topic: ChangeTopic, listener: (key: string) => void): () => void;
  /**
   * Resolves once this node hears other nodes' changes (or, its listening connection having failed, will tell its
   * listeners to drop everything when it is back): the app is ready only then, so nothing it keeps misses a change.
   */
  listening(): Promise<void>;
  close(): Promise<void>;
}

const channel = 'portal_changes';

interface Message {
  topic: ChangeTopic;
  key: string;
  /** The publishing node, which has told its own listeners already. */
  node: string;
}

function localFeed() {
  const listeners = new Map<ChangeTopic, Set<(key: string) => void>>();
  return {
    tell(topic: ChangeTopic, key: string) {
      for (const listener of listeners.get(topic) ?? []) listener(key);
    },
    tellAll() {
      for (const [, set] of listeners) for (const listener of set) listener(everything);
    },
    subscribe(topic: ChangeTopic, listener: (key: string) => void) {
      let set = listeners.get(topic);
      if (!set) listeners.set(topic, (set = new Set()));
      set.add(listener);
      return () => void set.delete(listener);
    },
  };
}

/** The feed of the embedded database: this process is the only node. */
export function createLocalChangeFeed(): ChangeFeed {
  const local = localFeed();
  return {
    publish: async (topic, key) => local.tell(topic, key),
    subscribe: local.subscribe,
    listening: async () => undefined,
    close: async () => undefined,
  };
}

/**
 * The feed over PostgreSQL: NOTIFY through the pool, LISTEN on a connection of its own, opened with the
 * first subscriber. When that connection drops, listeners are told to drop everything (changes may have
 * been missed meanwhile) and it listens again a second later, then tells them once more: what changed
 * while nobody listened is covered too.
 */
export function createPostgresChangeFeed(pool: pg.Pool, connect: () => pg.Client): ChangeFeed {
  const local = localFeed();
  const node = crypto.randomUUID();
  let listener: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let lost = false;
  let heardFirst = () => {};
  const firstListen = new Promise<void>((resolve) => (heardFirst = resolve));

  const dropped = (client: pg.Client) => {
    if (listener !== client || closed) return;
    listener = undefined;
    lost = true;
    heardFirst();
    local.tellAll();
    // best effort: a failure here changes nothing the user sees
    void client.end().catch(() => undefined);
    retry = setTimeout(listen, 1000);
  };
  const listen = () => {
    const client = connect();
    listener = client;
    client.on('notification', ({ payload }) => {
      if (!payload) return;
      const message = JSON.parse(payload) as Message;
      if (message.node !== node) local.tell(message.topic, message.key);
    });
    client.on('error', () => dropped(client));
    client
      .connect()
      .then(() => client.query(`listen ${channel}`))
      .then(() => {
        heardFirst();
        if (!lost || listener !== client) return;
        lost = false;
        local.tellAll();
      })
      .catch(() => dropped(client));
  };

  return {
    async publish(topic, key) {
      local.tell(topic, key);
      const message: Message = { topic, key, node };
      await pool.query('select pg_notify($1, $2)', [channel, JSON.stringify(message)]);
    },
    subscribe(topic, handler) {
      if (!listener && !closed) listen();
      return local.subscribe(topic, handler);
    },
    // without a subscriber nothing is kept that a change could make stale
    listening: () => (listener || lost ? firstListen : Promise.resolve()),
    async close() {
      closed = true;
      // a close during the first connection would otherwise leave whoever waits for it waiting
      heardFirst();
      clearTimeout(retry);
      await listener?.end().catch(() => undefined);
    },
  };
}
