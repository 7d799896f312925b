import { buildApp } from './app.ts';
import { projectPath } from './project-path.ts';
import { ConfigError, loadConfig, resolveAuthSecret, type Config } from './config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { keepPlannerStatistics } from './jobs/planner-statistics.ts';
import { keepResealingSecrets } from './jobs/reseal-secrets.ts';
import { keepRollingUp } from './features/statistics/rollup-job.ts';
import { keepEndingTrials } from './features/trial/trial-job.ts';
import { keepRecordingRankings } from './features/ranking/ranking-job.ts';
import { keepCountingTrends } from './features/market-insights/trends.ts';
import { keepDeliveringWebhooks } from './features/webhooks/webhook-job.ts';
import { keepDeletingUnconfirmedReviews } from './features/reviews/retention.ts';
import { keepBackingUp } from './features/backup/backup-job.ts';
import { backupSetupOf } from './features/backup/commands.ts';
import { serveBackupRequests } from './features/backup/control-socket.ts';
import { keepResumingCoupleErasures } from './features/privacy/couple-erasure.ts';
import { keepAnonymisingEnquiries } from './features/privacy/retention.ts';
import { keepBuildingExports } from './features/data-export/job.ts';
import { keepAlerting } from './features/notifications/job.ts';
import { createProviders } from './providers/index.ts';
import { describeDemoAccounts, seedDemoOnFirstStart } from './seed/demo-accounts.ts';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrateDatabase(database);
  config = { ...config, AUTH_SECRET: resolveAuthSecret(config) };
  const providers = createProviders(config, database);
  const accounts = await seedDemoOnFirstStart(database.db, config, providers.storage);
  if (accounts)
    console.log(
      `${describeDemoAccounts(accounts, config.APP_URL)}\n(printed once; \`npm run demo:accounts\` shows them again)`,
    );
  const app = await buildApp(
    { config, database, providers },
    { logger: { level: config.LOG_LEVEL }, webRoot: projectPath('dist/web') },
  );
  const statistics = keepPlannerStatistics(database, (error) => app.log.error({ err: error }, 'analyze failed'));
  await statistics.ready;
  // before the first request: stored secrets move to the current AUTH_SECRET (a failure is logged, reads still work)
  const sealing = keepResealingSecrets(database, config, app.log, (error) =>
    app.log.error({ err: error }, 'sealing secrets under the current AUTH_SECRET failed'),
  );
  await sealing.ready;
  const trials = keepEndingTrials(database, (error) => app.log.error({ err: error }, 'ending expired trials failed'));
  const rollups = keepRollingUp(database, (error) =>
    app.log.error({ err: error }, 'folding events into the statistics failed'),
  );
  const rankings = keepRecordingRankings(database, (error) =>
    app.log.error({ err: error }, "recording the day's rankings failed"),
  );
  const trends = keepCountingTrends(database, (error) =>
    app.log.error({ err: error }, 'counting the couples trends of the day failed'),
  );
  const webhooks = keepDeliveringWebhooks(database, config, (error) =>
    app.log.error({ err: error }, 'webhook delivery failed'),
  );
  const unconfirmedReviews = keepDeletingUnconfirmedReviews(database, providers.storage, (error) =>
    app.log.error({ err: error }, 'deleting unconfirmed reviews failed'),
  );
  const backupSetup = backupSetupOf(config);
  // the embedded database has one owner: `npm run backup` asks this process to write the backup
  const backupRequests = database.engine === 'pglite' ? await serveBackupRequests(database, backupSetup) : null;
  const backups = keepBackingUp(database, backupSetup, config.BACKUPS_KEPT, (error) =>
    app.log.error({ err: error }, 'the daily backup failed'),
  );
  const enquiryRetention = keepAnonymisingEnquiries(
    database,
    providers.storage,
    config.ENQUIRY_RETENTION_MONTHS,
    (error) => app.log.error({ err: error }, 'anonymising enquiries past their retention failed'),
  );
  const coupleErasures = keepResumingCoupleErasures(database, providers.storage, (error) =>
    app.log.error({ err: error }, 'resuming couple erasures failed'),
  );
  const exports = keepBuildingExports({ config, database, providers }, (error) =>
    app.log.error({ err: error }, 'building a data export failed'),
  );
  const alerts = keepAlerting({ config, database, providers }, (error) =>
    app.log.error({ err: error }, 'sending alerts failed'),
  );

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    statistics.stop();
    sealing.stop();
    trials.stop();
    rollups.stop();
    rankings.stop();
    trends.stop();
    webhooks.stop();
    unconfirmedReviews.stop();
    backups.stop();
    await backupRequests?.close();
    enquiryRetention.stop();
    coupleErasures.stop();
    exports.stop();
    alerts.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // the offline town index takes a few seconds to build: now, not during a supplier's first address lookup
  setImmediate(() => {
    try {
      providers.geocode.warmUp?.();
    } catch (error) {
      app.log.error({ err: error }, 'the offline town index could not be built; address lookups will fail');
    }
  });
  app.log.info(`Supplier portal on ${config.APP_URL} (database: ${database.engine})`);
}

// a failed start rejects unhandled, which ends the process with its error, as a failed start should
void main();
