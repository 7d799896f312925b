import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { parseOwnerFilter, type StatusView } from '../src/domain/enquiries/progress.ts';
import type { SupplierRole } from '../src/domain/roles.ts';
import { selectSessionWithAccess, type SupplierAccess } from '../src/server/access/supplier-access.ts';
import { sessionUserOf } from '../src/server/auth/session.ts';
import { sessionTokenOf } from '../src/server/auth/session-token.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { listEnquiries, openEnquiry } from '../src/server/features/enquiries/service.ts';
import { listingAnswerOf, validListingOf, writeListing } from '../src/server/features/listing/service.ts';
import type { ListingFormOutput } from '../src/domain/listing/listing-form-schema.ts';
import { supplierViewOf } from '../src/server/features/suppliers/supplier-view.ts';
import { loadConfig } from '../src/server/config.ts';
import { createStorageProvider } from '../src/server/providers/storage/index.ts';
import { answerFloorCookieName } from './answer-floor.ts';

/**
 * The answer floor (issue 37): a bare `node:http` handler in its own process that does a main row's own work — the
 * session with access from the cookie's token, the row's prepared statements through the portal's database layer (same
 * driver and pool size: pg's pool of the portal's size, or the portal's PGlite worker thread) — and writes
 * `JSON.stringify` of the same answer. No framework, no validation, no logging, no role or origin check, no rate limit.
 * A listing save can add work the portal does because the specification asks for it (`answerFloorChecks`).
 */
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR,
});
const { db } = database;
const storage = createStorageProvider(loadConfig({ DATA_DIR: process.env.DATA_DIR }));
const tokenSource = { cookieName: answerFloorCookieName, secret: process.env.AUTH_SECRET! };
/** The save's body as the portal's check leaves it, by its text: the floor writes without checking it again. */
const checkedBodies = new Map<string, ListingFormOutput>();

async function accessOf(request: IncomingMessage, supplierId: string): Promise<SupplierAccess | null> {
  const token = sessionTokenOf(request.headers, tokenSource);
  if (!token) return null;
  const row = await selectSessionWithAccess(db, token, supplierId);
  const user = sessionUserOf(row);
  return user && row?.supplier ? { user, supplier: row.supplier, role: (row.role ?? 'admin') as SupplierRole } : null;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/** The supplier a path names: /api/suppliers/:id, /api/inbox/weddings|wedding/:id/…, /api/supplier/:id/listing. */
const supplierIdOf = (parts: string[]) => (parts[2] === 'inbox' ? parts[4] : parts[3]) ?? '';

async function answer(request: IncomingMessage, path: string, query: string): Promise<unknown> {
  const parts = path.split('/');
  const access = await accessOf(request, supplierIdOf(parts));
  if (!access) return undefined;
  const now = new Date();
  const [, , area, kind] = parts;
  if (area === 'suppliers')
    return supplierViewOf(db, storage, access.supplier, access.role, access.user.isPlatformAdmin);
  if (area === 'inbox' && kind === 'weddings') {
    const [page, status, owner] = parts.slice(5);
    return listEnquiries(
      db,
      access,
      { page: Number(page), status: status as StatusView, owner: parseOwnerFilter(owner)! },
      now,
    );
  }
  if (area === 'inbox' && kind === 'wedding') {
    const [enquiryId, status] = parts.slice(5);
    return openEnquiry(db, access, enquiryId!, status as StatusView, { kind: 'all' }, now, async () => undefined);
  }
  if (area === 'supplier' && parts[4] === 'listing' && request.method === 'PUT') {
    const checks = query.split(',');
    const text = await bodyOf(request);
    let values = checkedBodies.get(text);
    if (!values || checks.includes('validate')) {
      values = validListingOf(access.supplier, JSON.parse(text));
      checkedBodies.set(text, values);
    }
    const listing = await writeListing(db, storage, access.supplier, values, null, now);
    if (checks.includes('changes')) await database.changes.publish('supplier', access.supplier.id);
    return listingAnswerOf(listing, access);
  }
  return undefined;
}

function handle(request: IncomingMessage, response: ServerResponse): void {
  const url = request.url ?? '/';
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  if (path === '/ready') return void response.end('ok');
  answer(request, path, mark < 0 ? '' : url.slice(mark + 1)).then(
    (body) => {
      if (body === undefined) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    },
    (error: unknown) => {
      // a connection the load generator closed at the end of its run is no failure
      if (request.destroyed) return;
      process.stderr.write(`answer floor: ${String(error)}\n`);
      response.writeHead(500).end();
    },
  );
}

const server = createServer(handle).listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.once('SIGTERM', () => server.close(() => void database.close().then(() => process.exit(0))));
