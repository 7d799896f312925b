import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { ResealCount } from '../crypto/secret-box.ts';
import type { Database, Db } from '../db/client.ts';
import { rawRows } from '../db/raw-rows.ts';
import { instagramTokenBox, resealInstagramTokens } from '../features/apps/secrets.ts';
import { resealWebhookSecrets, webhookSecretBox } from '../features/webhooks/secret-storage.ts';
import { repeatEvery } from './repeat.ts';

/** A transaction-scoped advisory lock key of the reseal job: one node at a time seals anew. */
const resealJobLock = 0x7365_616c; // "seal"

type Keys = Pick<Config, 'AUTH_SECRET' | 'AUTH_SECRET_PREVIOUS'>;

/**
 * Moves every stored secret to the current AUTH_SECRET's key: readable webhook secrets and Instagram tokens of the
 * format before the secret box, and values sealed under a previous AUTH_SECRET. A migration cannot do it (it does not
 * know AUTH_SECRET), so the portal does, at start and then hourly. One transaction under an advisory lock, so one node
 * at a time (another node finding the lock taken skips: the holder does the work); values already under the current
 * key are not even read, so running it again changes nothing. Answers what it did per kind, or null when another node
 * held the lock.
 * @internal
 */
export async function resealSecrets(
  db: Db,
  config: Keys,
): Promise<{ webhookSecrets: ResealCount; instagramTokens: ResealCount } | null> {
  return db.transaction(async (tx) => {
    const [lock] = await rawRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${resealJobLock}) as locked`,
    );
    if (!lock?.locked) return null;
    return {
      webhookSecrets: await resealWebhookSecrets(tx, webhookSecretBox(config)),
      instagramTokens: await resealInstagramTokens(tx, instagramTokenBox(config)),
    };
  });
}

/**
 * The reseal job: at start and every hour on each node (after a rotation, a node of the previous version may still
 * write under the old key for a while). Values no key opens are reported each run: a secret was taken out of
 * AUTH_SECRET_PREVIOUS too early.
 */
export function keepResealingSecrets(
  database: Database,
  config: Keys,
  log: { info(details: object, message: string): void; warn(details: object, message: string): void },
  onError: (error: unknown) => void,
  everyMs = 3_600_000,
): { ready: Promise<void>; stop(): void } {
  return repeatEvery(
    async () => {
      const done = await resealSecrets(database.db, config);
      if (!done) return;
      const counts = Object.values(done);
      if (counts.some((count) => count.resealed > 0)) log.info(done, 'secrets sealed under the current AUTH_SECRET');
      if (counts.some((count) => count.unreadable > 0))
        log.warn(done, 'secrets that no key opens: a secret left AUTH_SECRET_PREVIOUS too early (docs/operations.md)');
    },
    everyMs,
    onError,
  );
}
