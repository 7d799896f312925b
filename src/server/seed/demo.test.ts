import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { migrateDatabase, openDatabase, type Database } from '../db/client.ts';
import { createPlatformAdmin } from '../features/admin/create-platform-admin.ts';
import { createProviders } from '../providers/index.ts';
import { supplierDailyStats, supplierRankings, suppliers } from '../db/schema/index.ts';
import { demoAccountsPath, readDemoAccounts, seedDemoOnFirstStart } from './demo-accounts.ts';
import { hasUsers } from './demo.ts';

describe('demo seed on first start', () => {
  let database: Database;
  let app: App;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-demo-'));
  beforeAll(async () => {
    // its own empty database: the seed's fixed e-mails must not meet other tests' data
    database = await openDatabase({});
    await migrateDatabase(database);
    const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dataDir });
    app = await buildApp({ config, database, providers: createProviders(config, database) });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const login = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  const storage = () => app.deps.providers.storage;

  it('seeds nothing on PostgreSQL (DATABASE_URL) unless SEED_DEMO=true, nor where SEED_DEMO=false', async () => {
    expect(
      await seedDemoOnFirstStart(
        database.db,
        { DATABASE_URL: 'postgres://db.example/portal', SEED_DEMO: undefined, DATA_DIR: dataDir },
        storage(),
      ),
    ).toBeNull();
    expect(
      await seedDemoOnFirstStart(
        database.db,
        { DATABASE_URL: undefined, SEED_DEMO: false, DATA_DIR: dataDir },
        storage(),
      ),
    ).toBeNull();
    expect(await hasUsers(database.db)).toBe(false);
    expect(readDemoAccounts(dataDir)).toBeNull();
  });

  it('seeds the embedded database with passwords made for this install, kept for its owner only', async () => {
    const seeded = await seedDemoOnFirstStart(
      database.db,
      { DATABASE_URL: undefined, SEED_DEMO: undefined, DATA_DIR: dataDir },
      storage(),
    );
    expect(seeded).not.toBeNull();
    const accounts = Object.values(seeded!);
    expect(accounts.map((u) => u.email)).toEqual([
      'admin@demo.portal',
      'venue@demo.portal',
      'foto@demo.portal',
      'florist@demo.portal',
    ]);
    for (const { password } of accounts) expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(new Set(accounts.map((a) => a.password)).size).toBe(4);
    expect(readDemoAccounts(dataDir)).toEqual(seeded);
    expect(statSync(demoAccountsPath(dataDir)).mode & 0o777).toBe(0o600);

    const targets: Record<string, string> = {};
    for (const user of accounts) {
      const res = await login(user.email, user.password);
      expect(res.statusCode, res.body).toBe(200);
      targets[user.email] = res.json().redirectTo;
    }
    expect(targets).toEqual({
      'admin@demo.portal': '/search',
      'venue@demo.portal': '/dashboard',
      'foto@demo.portal': '/dashboard',
      'florist@demo.portal': '/dashboard',
    });
    // the passwords the README once published open nothing
    expect((await login('admin@demo.portal', 'admin-demo-2024')).statusCode).toBe(400);
    // a second start seeds nothing more
    expect(
      await seedDemoOnFirstStart(
        database.db,
        { DATABASE_URL: undefined, SEED_DEMO: true, DATA_DIR: dataDir },
        storage(),
      ),
    ).toBeNull();
  });

  it("gives The Old Barn venues of its county to compare itself with, their couples' shortlists already folded into the statistics", async () => {
    const { db } = database;
    const rivals = await db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(
        and(
          sql`${suppliers.adminArea}[1] = 'Gloucestershire'`,
          sql`${suppliers.types}[1] = 'venue'`,
          ne(suppliers.id, 'demo-old-barn'),
        ),
      );
    expect(rivals).toHaveLength(5);
    /** The rivals' counter of `metric` over the seeded year, as the rollup folded it. */
    const foldedOf = async (metric: string) => {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${supplierDailyStats.count}), 0)`.mapWith(Number) })
        .from(supplierDailyStats)
        .where(
          and(
            inArray(
              supplierDailyStats.supplierId,
              rivals.map((rival) => rival.id),
            ),
            eq(supplierDailyStats.metric, metric),
          ),
        );
      return row!.total;
    };
    expect(await foldedOf('shortlists')).toBeGreaterThan(20);
    // the rivals have enquiries too, so the peer comparison of last month has medians to show
    expect(await foldedOf('enquiries')).toBeGreaterThan(10);
  });

  it("records half a year of search rankings, each day a full ranking ending at the ranking job's own today", async () => {
    const ranks = await database.db
      .select()
      .from(supplierRankings)
      .where(and(eq(supplierRankings.county, 'Gloucestershire'), eq(supplierRankings.category, 'venue')))
      .orderBy(supplierRankings.day, supplierRankings.rank);
    const days = new Map<string, number[]>();
    for (const row of ranks) days.set(row.day, [...(days.get(row.day) ?? []), row.rank]);
    expect(days.size).toBeGreaterThan(180);
    for (const day of days.values()) expect(day).toEqual(day.map((_, index) => index + 1));
    const oldBarn = ranks.filter((row) => row.supplierId === 'demo-old-barn').map((row) => row.rank);
    // the chart draws a line that moves, not one dot
    expect(new Set(oldBarn).size).toBeGreaterThan(1);
  });

  it('makes the first real platform admin from the command line, with a new password, or promotes an existing user', async () => {
    const made = await createPlatformAdmin(database.db, ' Ops@Example.COM ');
    expect(made.created).toBe(true);
    const signedIn = await login('ops@example.com', made.password!);
    expect(signedIn.json().redirectTo).toBe('/search');
    expect(await createPlatformAdmin(database.db, 'venue@demo.portal')).toEqual({
      created: false,
      password: undefined,
    });
    await expect(createPlatformAdmin(database.db, 'not an address')).rejects.toThrow('not an e-mail address');
  });
});
