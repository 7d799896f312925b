import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PGliteOptions, QueryOptions, Results } from '@electric-sql/pglite';

export type ThreadRequest =
  | {
      id: number;
      kind: 'query';
      tx?: number;
      text: string;
      params?: unknown[];
      rowMode?: 'array' | 'object';
      rawTypes: number[];
    }
  | { id: number; kind: 'exec'; tx?: number; text: string }
  | { id: number; kind: 'begin' }
  | { id: number; kind: 'end'; tx: number; commit: boolean }
  | { id: number; kind: 'dump'; compression: 'none' | 'gzip' }
  | { id: number; kind: 'close' };

type Unnumbered<T> = T extends unknown ? Omit<T, 'id'> : never;

export type ThreadReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: { name: string; message: string } };

/** What drizzle's PGlite driver and the portal call on a PGlite client, here or inside a transaction. */
interface Queries {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
}

export interface PgliteThread extends Queries {
  transaction<T>(work: (tx: Queries) => Promise<T>): Promise<T>;
  dumpDataDir(compression: 'none' | 'gzip'): Promise<Blob>;
  close(): Promise<void>;
}

// the compiled server runs pglite-worker.js; the sources (tests, `npm run dev`) its .ts through tsx
const here = fileURLToPath(import.meta.url);
const workerFile = path.join(path.dirname(here), `pglite-worker${path.extname(here)}`);

/**
 * The embedded database on a worker thread of its own (pglite-worker.ts), with the client interface
 * drizzle's PGlite driver uses: HTTP, JSON and rendering run on the main thread beside the database
 * engine instead of waiting for it. A transaction holds the database until it ends, as in PGlite.
 */
export async function openPgliteThread(options: PGliteOptions): Promise<PgliteThread> {
  const worker = workerFile.endsWith('.ts')
    ? new Worker(
        `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(workerFile)}, ${JSON.stringify(import.meta.url)}))`,
        { eval: true, workerData: options },
      )
    : new Worker(workerFile, { workerData: options });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let lastId = 0;
  let failure: Error | undefined;
  const ready = new Promise<void>((resolve, reject) => waiting.set(0, { resolve: () => resolve(), reject }));

  worker.on('message', (reply: ThreadReply) => {
    const caller = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (reply.ok) caller?.resolve(reply.value);
    else caller?.reject(Object.assign(new Error(reply.error.message), reply.error));
  });
  // the thread is gone (an engine crash): every waiting and later call fails instead of hanging
  const fail = (error: Error) => {
    failure = error;
    for (const caller of waiting.values()) caller.reject(error);
    waiting.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the embedded database's thread exited (code ${code})`)));

  const call = <T>(request: Unnumbered<ThreadRequest>): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = ++lastId;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };
  const queriesIn = (tx?: number): Queries => ({
    query: (text, params, options) =>
      call({
        kind: 'query',
        tx,
        text,
        params,
        rowMode: options?.rowMode,
        rawTypes: Object.keys(options?.parsers ?? {}).map(Number),
      }),
    exec: (text) => call({ kind: 'exec', tx, text }),
  });

  await ready;
  return {
    ...queriesIn(),
    async transaction(work) {
      const tx = await call<number>({ kind: 'begin' });
      let result;
      try {
        result = await work(queriesIn(tx));
      } catch (error) {
        await call({ kind: 'end', tx, commit: false });
        throw error;
      }
      await call({ kind: 'end', tx, commit: true });
      return result;
    },
    dumpDataDir: (compression) => call({ kind: 'dump', compression }),
    async close() {
      await call({ kind: 'close' }).catch(() => undefined);
      await worker.terminate();
    },
  };
}
