import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { StorageProvider } from '../providers/storage/index.ts';
import { hasUsers, seedDemo, type DemoAccounts } from './demo.ts';

/**
 * Where the demo passwords of an install are kept: DATA_DIR/demo-accounts.json, readable by the portal's
 * own user only (like DATA_DIR/auth-secret). `npm run demo:accounts` prints it again.
 * @internal
 */
export const demoAccountsPath = (dataDir: string) => path.resolve(dataDir, 'demo-accounts.json');

function writeDemoAccounts(dataDir: string, accounts: DemoAccounts): void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(demoAccountsPath(dataDir), `${JSON.stringify(accounts, null, 2)}\n`, { mode: 0o600 });
}

/** The demo accounts of the install in `dataDir`; null when none were seeded there. */
export function readDemoAccounts(dataDir: string): DemoAccounts | null {
  try {
    return JSON.parse(readFileSync(demoAccountsPath(dataDir), 'utf8')) as DemoAccounts;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export function describeDemoAccounts(accounts: DemoAccounts, appUrl: string): string {
  return `Demo accounts (sign in at ${appUrl}/login):\n${Object.values(accounts)
    .map((a) => `  ${a.email}  password: ${a.password}`)
    .join('\n')}`;
}

/**
 * Seeds the demo accounts into an empty database where someone asked for them: on the embedded database
 * (the newcomer's first look) unless SEED_DEMO=false, on PostgreSQL only with SEED_DEMO=true. Their new
 * passwords are kept in DATA_DIR; null when nothing was seeded.
 */
export async function seedDemoOnFirstStart(
  db: Db,
  config: Pick<Config, 'SEED_DEMO' | 'DATABASE_URL' | 'DATA_DIR'>,
  storage: StorageProvider,
): Promise<DemoAccounts | null> {
  const asked = config.SEED_DEMO ?? !config.DATABASE_URL;
  if (!asked || (await hasUsers(db))) return null;
  const accounts = await seedDemo(db, storage);
  writeDemoAccounts(config.DATA_DIR, accounts);
  return accounts;
}
