import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { migrateDatabase, openDatabase, type Database } from '../db/client.ts';
import { createProviders } from '../providers/index.ts';
import { demoUsers, hasUsers, seedDemo } from './demo.ts';

describe('demo seed', () => {
  let database: Database;
  let app: App;
  beforeAll(async () => {
    // its own empty database: the seed's fixed e-mails must not meet other tests' data
    database = await openDatabase({});
    await migrateDatabase(database);
    const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    app = await buildApp({ config, database, providers: createProviders(config, database) });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('seeds an empty database with accounts that sign in and land on their redirect targets', async () => {
    expect(await hasUsers(database.db)).toBe(false);
    const seeded = await seedDemo(database.db);
    expect(seeded.map((u) => u.email)).toEqual(['admin@demo.portal', 'venue@demo.portal', 'foto@demo.portal', 'florist@demo.portal']);
    expect(await hasUsers(database.db)).toBe(true);
    const targets: Record<string, string> = {};
    for (const user of Object.values(demoUsers)) {
      const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: user.password } });
      expect(res.statusCode, res.body).toBe(200);
      targets[user.email] = res.json().redirectTo;
    }
    expect(targets).toEqual({ 'admin@demo.portal': '/search', 'venue@demo.portal': '/dashboard', 'foto@demo.portal': '/dashboard', 'florist@demo.portal': '/dashboard' });
  });
});
