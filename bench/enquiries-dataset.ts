import { eq } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.ts';
import { supplierUsers } from '../src/server/db/schema/index.ts';
import { buildDemoEnquiries, demoInboxes, insertDemoEnquiries } from '../src/server/seed/demo-enquiries.ts';

/** Gives the demo venue `count` more enquiries, made by the demo generator (varied progress, owners, notes). */
export async function generateEnquiries(db: Db, count: number): Promise<void> {
  const inbox = demoInboxes[0]!;
  const team = await db
    .select({ userId: supplierUsers.userId })
    .from(supplierUsers)
    .where(eq(supplierUsers.supplierId, inbox.supplierId));
  const rows = buildDemoEnquiries(
    { ...inbox, idPrefix: 'bench', count, seed: 7, teamUserIds: team.map((m) => m.userId) },
    new Date(),
  );
  await insertDemoEnquiries(db, rows);
}
