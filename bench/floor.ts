import { randomUUID } from 'node:crypto';
import { eq, fillPlaceholders } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { selectSessionWithAccess, type SupplierAccess } from '../src/server/access/supplier-access.ts';
import { sessionUserOf } from '../src/server/auth/session.ts';
import type { Database, Db } from '../src/server/db/client.ts';
import { preparedStatementsOf } from '../src/server/db/prepared.ts';
import { sessions, users } from '../src/server/db/schema/index.ts';
import { listEnquiries } from '../src/server/features/enquiries/service.ts';
import { viewValuesOf } from '../src/server/features/enquiries/views-sql.ts';
import { previousCalendarMonth } from '../src/domain/enquiries/progress.ts';
import type { SupplierRole } from '../src/domain/roles.ts';
import type { LoadResult } from './load.ts';

/** A session of the user with this e-mail, written straight into the database (the floor signs in without HTTP). */
export async function benchSession(db: Db, email: string): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  const token = randomUUID();
  await db
    .insert(sessions)
    .values({ id: randomUUID(), token, userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) });
  return token;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** `clients` concurrent loops of `list` for `durationSeconds`: lists a second and their latencies. */
async function measureClients(
  list: () => Promise<void>,
  clients: number,
  durationSeconds: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + durationSeconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        await list();
        latencies.push(performance.now() - started);
      } catch {
        errors++;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / seconds,
    medianRequestsPerSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    requests: latencies.length,
    non2xx: 0,
    errors,
  };
}

export interface FloorOptions {
  token: string;
  supplierId: string;
  clients: number;
  durationSeconds: number;
}

/**
 * The inbox list (view inprogress, first page) as the portal reads it: the session with supplier access, then the
 * counters and the page at once.
 */
async function listThroughDatabaseLayer(db: Db, { token, supplierId }: FloorOptions): Promise<void> {
  const row = await selectSessionWithAccess(db, token, supplierId);
  const user = sessionUserOf(row);
  if (!user || !row?.supplier) throw new Error('the floor session has no access to the supplier');
  const access: SupplierAccess = { user, supplier: row.supplier, role: (row.role ?? 'admin') as SupplierRole };
  await listEnquiries(db, access, { page: 0, status: 'inprogress', owner: { kind: 'all' } }, new Date());
}

interface Statement {
  name: string;
  text: string;
  values: unknown[];
}

/**
 * The text and values of the portal's own prepared statements of the inbox list, read from the database layer after one
 * list.
 */
async function inboxListStatements(db: Db, options: FloorOptions): Promise<[Statement, Statement, Statement]> {
  await listThroughDatabaseLayer(db, options);
  const now = new Date();
  const values = {
    ...viewValuesOf(options.supplierId, { kind: 'all' }, now),
    offset: 0,
    token: options.token,
    lastMonth: previousCalendarMonth(now).start.toISOString().slice(0, 10),
  };
  const statementNamed = (name: string): Statement => {
    const statement = preparedStatementsOf(db).get(name) as
      { getQuery(): { sql: string; params: unknown[] } } | undefined;
    if (!statement) throw new Error(`the portal prepared no statement ${name}`);
    const { sql, params } = statement.getQuery();
    return { name, text: sql, values: fillPlaceholders(params, values) };
  };
  return [
    statementNamed('session-with-access'),
    statementNamed('inbox-counters'),
    statementNamed('inbox-list-inprogress-all'),
  ];
}

/** The driver under the database layer (drizzle keeps it as `$client`). */
const driverOf = <T>(db: Db) => (db as unknown as { $client: T }).$client;

export interface Floor {
  name: string;
  result: LoadResult;
}

/**
 * The inbox list's "floor" (issue 9): its three statements (the session with supplier access, then the
 * counters and the page at once) from `clients` concurrent clients without HTTP: through the portal's
 * database layer, and their text straight through the driver (on PostgreSQL unnamed, as a query builder
 * sends them, and as named prepared statements). The portal's inbox list is printed as a share of it.
 */
export async function measureInboxFloors(database: Database, options: FloorOptions): Promise<Floor[]> {
  const { db } = database;
  const [session, counters, page] = await inboxListStatements(db, options);
  const measure = (list: () => Promise<void>) => measureClients(list, options.clients, options.durationSeconds);
  const floors: Floor[] = [
    { name: 'floor: through the database layer', result: await measure(() => listThroughDatabaseLayer(db, options)) },
  ];
  if (database.engine === 'postgres') {
    const pool = driverOf<pg.Pool>(db);
    const unnamed = (s: Statement) => pool.query(s.text, s.values);
    const named = (s: Statement) => pool.query({ name: `floor-${s.name}`, text: s.text, values: s.values });
    for (const [name, send] of [
      ['floor: driver, unnamed', unnamed],
      ['floor: driver, named', named],
    ] as const) {
      floors.push({
        name,
        result: await measure(async () => void (await send(session), await Promise.all([send(counters), send(page)]))),
      });
    }
  } else {
    const client = driverOf<PGlite>(db);
    const send = (s: Statement) => client.query(s.text, s.values);
    floors.push({
      name: 'floor: driver',
      result: await measure(async () => void (await send(session), await Promise.all([send(counters), send(page)]))),
    });
  }
  return floors;
}
