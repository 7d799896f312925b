import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import { namedStatements } from './pglite-named-statements.ts';
import type { ThreadReply, ThreadRequest } from './pglite-thread.ts';

/**
 * The embedded database's own thread (issue 9): PGlite runs its engine on the thread that calls it, so
 * on the main thread every request waited for every other request's queries. Here it answers the
 * main thread's requests (pglite-thread.ts) one at a time, in the order they come, as PGlite would.
 */
const port = parentPort!;
const client = await PGlite.create(workerData as PGliteOptions);
const named = namedStatements(client);

/** A value returned as is: drizzle parses dates, timestamps and intervals itself (it asks for those raw). */
const raw = (value: string) => value;

interface OpenTransaction {
  tx: Transaction;
  end: (commit: boolean) => void;
  done: Promise<unknown>;
}
const transactions = new Map<number, OpenTransaction>();
const rolledBack = Symbol('rolled back');

const target = (tx: number | undefined) => (tx === undefined ? client : transactions.get(tx)!.tx);

/** Starts a transaction that stays open until its `end` request; answers once it has begun. */
function begin(id: number): Promise<number> {
  return new Promise((begun, failed) => {
    const done = client
      .transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            transactions.set(id, { tx, end: (ok) => (ok ? commit(undefined) : rollback(rolledBack)), done });
            begun(id);
          }),
      )
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
    done.catch(failed);
  });
}

async function answer(request: ThreadRequest): Promise<unknown> {
  switch (request.kind) {
    case 'query': {
      const parsers = Object.fromEntries(request.rawTypes.map((type) => [type, raw]));
      const options = { rowMode: request.rowMode, parsers };
      if (request.tx === undefined) return named.query(request.text, request.params ?? [], options);
      // a late query of a transaction that has ended fails, as in PGlite, rather than running outside it
      if (!transactions.has(request.tx)) throw new Error('Transaction is closed');
      return named.queryInTransaction(request.text, request.params ?? [], options);
    }
    case 'exec':
      return target(request.tx).exec(request.text);
    case 'begin':
      return begin(request.id);
    case 'end': {
      const open = transactions.get(request.tx)!;
      transactions.delete(request.tx);
      open.end(request.commit);
      return open.done;
    }
    case 'dump':
      // inside a transaction of its own: PGlite's dump waits only for a statement, this for every open transaction,
      // so no transaction's uncommitted writes are in the copy (a backup of the running portal, issue 35)
      return client.transaction(() => client.dumpDataDir(request.compression));
    case 'close':
      return client.close();
  }
}

/**
 * The error's own plain fields (code, detail, constraint…), which a thread's message would not carry
 * otherwise; not its query options, whose parsers are functions no message can hold.
 */
function fieldsOf(error: unknown) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const plain = Object.entries(error).filter(
    ([, value]) => value === null || ['string', 'number', 'boolean'].includes(typeof value),
  );
  return { ...Object.fromEntries(plain), name: error.name, message: error.message };
}

function reply(message: ThreadReply): void {
  try {
    port.postMessage(message);
  } catch (error) {
    // an answer no message can hold fails its one call, not the thread
    port.postMessage({ id: message.id, ok: false, error: fieldsOf(error) } satisfies ThreadReply);
  }
}

port.on('message', (request: ThreadRequest) => {
  answer(request).then(
    (value) => reply({ id: request.id, ok: true, value }),
    (error: unknown) => reply({ id: request.id, ok: false, error: fieldsOf(error) }),
  );
});
port.postMessage({ id: 0, ok: true, value: 'ready' } satisfies ThreadReply);
