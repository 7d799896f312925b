import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.ts';
import { sessions, users } from '../src/server/db/schema/index.ts';
import { measureLoad, type LoadOptions, type LoadResult } from './load.ts';
import { startProcess } from './processes.ts';

/** The portal's session cookie (better-auth's `portal` prefix, over http): the floor reads its token as the portal does. */
export const answerFloorCookieName = 'portal.session_token';
/**
 * Work the portal's listing save does because the specification asks for it, added to the floor by a query (`?validate`,
 * `?validate,changes`): the check of the body, and the change told to every node (their caches of the supplier dropped).
 */
export const answerFloorChecks = [
  { label: 'body check', query: 'validate' },
  { label: 'body check + change to every node', query: 'validate,changes' },
] as const;

/** A session of the user with this e-mail, written straight into the database: its token. */
export async function benchSession(db: Db, email: string): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  const token = randomUUID();
  await db
    .insert(sessions)
    .values({ id: randomUUID(), token, userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) });
  return token;
}

/** A session token's cookie as better-auth writes it: token.signature, the HMAC-SHA256 of the token with the secret. */
export const sessionCookieOf = (token: string, secret: string) =>
  `${answerFloorCookieName}=${encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`)}`;

/** A main row of issue 37: the portal's row of this name is held against the same request to the answer floor. */
interface MainRow {
  name: string;
  path: string;
  method?: 'PUT';
  body?: unknown;
}

/** The main rows (issue 37): supplier fetch, inbox list (in progress and total), inbox detail, listing save. */
function mainRows(supplierId: string, enquiryId: string, listingBody: unknown): MainRow[] {
  return [
    { name: 'GET /api/suppliers/:id', path: `/api/suppliers/${supplierId}` },
    ...(['inprogress', 'total'] as const).map((view) => ({
      name: `inbox list, view ${view}`,
      path: `/api/inbox/weddings/${supplierId}/0/${view}/all`,
    })),
    { name: 'inbox detail', path: `/api/inbox/wedding/${supplierId}/${enquiryId}/inprogress` },
    {
      name: 'profile save PUT …/listing',
      path: `/api/supplier/${supplierId}/listing`,
      method: 'PUT',
      body: listingBody,
    },
  ];
}

/** A row's floor with work of the portal added that the specification asks for: that work's cost. */
export const withCheck = (row: string, label: string) => `${row}, floor + ${label}`;

export interface AnswerFloorOptions {
  dataDir: string;
  databaseUrl?: string;
  authSecret: string;
  cookie: string;
  supplierId: string;
  /** The listing save's body (the editable part of the supplier's listing), as the portal's row sends it. */
  listingBody: unknown;
  port: number;
  load: Pick<LoadOptions, 'connections' | 'durationSeconds'>;
  wanted: (row: string) => boolean;
  /** Node's options for the floor's process (the bench's CPU profile, so that a row's profile has its floor's beside it). */
  nodeOptions?: string[];
}

/**
 * The answer floor of every wanted main row, by the row's name (and its variants with checks by `withCheck`), measured with the same load generator, connections, duration and
 * data as the portal's rows. On PGlite the floor owns the embedded database, so it runs while the portal is stopped.
 */
export async function measureAnswerFloors(options: AnswerFloorOptions): Promise<Map<string, LoadResult>> {
  const floor = await startProcess(
    'bench/answer-floor-server.ts',
    options.port,
    { DATA_DIR: options.dataDir, DATABASE_URL: options.databaseUrl ?? '', AUTH_SECRET: options.authSecret },
    async (url) => (await fetch(`${url}/ready`)).ok,
    options.nodeOptions,
  );
  try {
    const headers = { cookie: options.cookie };
    const list = (await (
      await fetch(`${floor.url}/api/inbox/weddings/${options.supplierId}/0/inprogress/all`, { headers })
    ).json()) as { enquiries: { id: string }[] };
    const results = new Map<string, LoadResult>();
    const rows = mainRows(options.supplierId, list.enquiries[0]!.id, options.listingBody);
    for (const row of rows.filter((r) => options.wanted(r.name))) {
      const measure = async (name: string, query: string) => {
        console.log(`measuring the answer floor of ${name} …`);
        const url = `${floor.url}${row.path}${query}`;
        const body = row.body === undefined ? undefined : JSON.stringify(row.body);
        const probe = await fetch(url, {
          method: row.method,
          body,
          headers: { ...headers, 'content-type': 'application/json' },
        });
        if (!probe.ok) throw new Error(`the answer floor of ${name} answered ${probe.status}`);
        results.set(name, await measureLoad({ ...options.load, method: row.method, body: row.body, headers, url }));
      };
      await measure(row.name, '');
      if (row.method === 'PUT')
        for (const check of answerFloorChecks) await measure(withCheck(row.name, check.label), `?${check.query}`);
    }
    return results;
  } finally {
    await floor.stop();
  }
}
