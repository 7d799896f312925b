import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { loadConfig, resolveAuthSecret } from '../../config.ts';
import { migrateDatabase, openDatabase, type Database } from '../../db/client.ts';
import { createProviders } from '../../providers/index.ts';
import { cookieOf } from '../../test/factories.ts';

/** Starts the app as main.ts does, on the embedded database under dataDir (no AUTH_SECRET set). */
async function start(dataDir: string): Promise<{ app: App; database: Database }> {
  const loaded = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dataDir });
  const config = { ...loaded, AUTH_SECRET: resolveAuthSecret(loaded) };
  const database = await openDatabase({ dataDir });
  await migrateDatabase(database);
  const app = await buildApp({ config, database, providers: createProviders(config, database) });
  await app.ready();
  return { app, database };
}

describe('sessions survive a restart', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps the session of the first run valid on a second run over the same data folder', async () => {
    const first = await start(dataDir);
    const signUp = await first.app.inject({
      method: 'POST',
      url: '/api/account/signup',
      payload: { email: 'restart@test.example', password: 'survives' },
    });
    expect(signUp.statusCode).toBe(201);
    const cookie = cookieOf(signUp.headers['set-cookie']);
    await first.app.close();
    await first.database.close();

    const secretFile = path.join(dataDir, 'auth-secret');
    expect(readFileSync(secretFile, 'utf8').length).toBeGreaterThanOrEqual(32);
    expect(statSync(secretFile).mode & 0o077).toBe(0);

    const second = await start(dataDir);
    try {
      const session = await second.app.inject({ url: '/api/auth/get-session', headers: { cookie } });
      expect(session.json()?.user?.email).toBe('restart@test.example');
      const changed = await second.app.inject({
        method: 'POST',
        url: '/api/account/password',
        headers: { cookie },
        payload: { currentPassword: 'survives', newPassword: 'still here' },
      });
      expect(changed.statusCode).toBe(200);
    } finally {
      await second.app.close();
      await second.database.close();
    }
    // two first opens of an embedded database with every migration: 10 to 25 s on a loaded 2-core machine
  }, 90_000);
});
