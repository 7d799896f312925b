import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { selectSessionWithAccess, type SupplierAccess } from '../src/server/access/supplier-access.ts';
import { sessionUserOf } from '../src/server/auth/session.ts';
import type { Db } from '../src/server/db/client.ts';
import { sessions, users } from '../src/server/db/schema/index.ts';
import { listEnquiries } from '../src/server/features/enquiries/service.ts';
import type { SupplierRole } from '../src/domain/roles.ts';
import type { LoadResult } from './load.ts';

/** A session of the user with this e-mail, written straight into the database (the floor signs in without HTTP). */
export async function benchSession(db: Db, email: string): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  const token = randomUUID();
  await db.insert(sessions).values({ id: randomUUID(), token, userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) });
  return token;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * The inbox list's "floor" (issue 9): its statements (the session with supplier access, then the counters
 * and the page) sent through the portal's own database layer by `clients` concurrent clients, without
 * HTTP, for `durationSeconds`. What the database allows; the portal's inbox list is printed as a share of it.
 */
export async function measureInboxFloor(db: Db, options: { token: string; supplierId: string; clients: number; durationSeconds: number }): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + options.durationSeconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        const row = await selectSessionWithAccess(db, options.token, options.supplierId);
        const user = sessionUserOf(row);
        if (!user || !row?.supplier) throw new Error('the floor session has no access to the supplier');
        const access: SupplierAccess = { user, supplier: row.supplier, role: (row.role ?? 'admin') as SupplierRole };
        await listEnquiries(db, access, { page: 0, status: 'inprogress', owner: { kind: 'all' } }, new Date());
        latencies.push(performance.now() - started);
      } catch {
        errors++;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.clients }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { requestsPerSecond: latencies.length / seconds, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99), requests: latencies.length, non2xx: 0, errors };
}
