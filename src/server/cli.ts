import { ConfigError, loadConfig } from './config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { createPlatformAdmin } from './features/admin/create-platform-admin.ts';
import { backupCommand, describeBackup, restoreCommand } from './features/backup/commands.ts';
import { describeDemoAccounts, readDemoAccounts } from './seed/demo-accounts.ts';

/**
 * Operator commands on the configured database (DATABASE_URL, or the embedded one under DATA_DIR: stop the
 * portal first, as only one process may open that folder):
 *   admin-create <email>  makes the user a platform admin, creating the account with a new password if needed
 *   demo-accounts         prints the demo accounts this install was seeded with
 *   backup <file>         writes a backup of the database and the uploads (the embedded one through the running portal)
 *   restore <file> [--force]  restores a backup into an empty database and data folder (--force: replaces them)
 */
const usage =
  'usage: npm run admin:create -- <email>  |  npm run demo:accounts  |  npm run backup -- <file>  |  npm run restore -- <file> [--force]';

async function main(args: string[]): Promise<number> {
  const config = loadConfig();
  const [command, email] = args;
  if (command === 'backup' && args[1]) {
    console.log(`Backup written to ${args[1]}: ${describeBackup(await backupCommand(config, args[1]))}.`);
    return 0;
  }
  const restoreFile = args.slice(1).find((arg) => arg !== '--force');
  if (command === 'restore' && restoreFile) {
    const manifest = await restoreCommand(config, restoreFile, args.includes('--force'));
    console.log(`Restored ${restoreFile}: ${describeBackup(manifest)}.`);
    return 0;
  }
  if (command === 'demo-accounts') {
    const accounts = readDemoAccounts(config.DATA_DIR);
    console.log(
      accounts
        ? describeDemoAccounts(accounts, config.APP_URL)
        : `No demo accounts were seeded into ${config.DATA_DIR}.`,
    );
    return 0;
  }
  if (command === 'admin-create' && email) {
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    try {
      await migrateDatabase(database);
      const result = await createPlatformAdmin(database.db, email);
      console.log(
        result.created
          ? `Created the platform admin ${email.trim().toLowerCase()} with the password: ${result.password}\n(shown once; change it in the portal's settings)`
          : `${email.trim().toLowerCase()} is now a platform admin.`,
      );
      return 0;
    } finally {
      await database.close();
    }
  }
  console.error(usage);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
