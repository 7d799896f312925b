import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { repeatEvery } from '../../jobs/repeat.ts';
import { deliverDueWebhooks } from './delivery.ts';
import { webhookSecretBox } from './secret-storage.ts';

/**
 * The webhook worker: every few seconds, on each API node, sends the due attempts. The nodes share the
 * queue; claiming (delivery.ts) keeps any attempt to one node.
 */
export function keepDeliveringWebhooks(
  database: Database,
  config: Pick<Config, 'WEBHOOKS_ALLOW_LOCAL' | 'AUTH_SECRET' | 'AUTH_SECRET_PREVIOUS'>,
  onError: (error: unknown) => void,
  everyMs = 5_000,
): { ready: Promise<void>; stop(): void } {
  return repeatEvery(
    () =>
      deliverDueWebhooks(database.db, { allowLocal: config.WEBHOOKS_ALLOW_LOCAL, secrets: webhookSecretBox(config) }),
    everyMs,
    onError,
  );
}

/**
 * Sends what is due now on this node without waiting for the next tick ("Send test event"); the caller does not wait.
 */
export function deliverSoon(
  database: Database,
  config: Pick<Config, 'WEBHOOKS_ALLOW_LOCAL' | 'AUTH_SECRET' | 'AUTH_SECRET_PREVIOUS'>,
  log: FastifyBaseLogger,
): void {
  setImmediate(
    () =>
      // its failure is logged in the catch, nothing waits for it
      void deliverDueWebhooks(database.db, {
        allowLocal: config.WEBHOOKS_ALLOW_LOCAL,
        secrets: webhookSecretBox(config),
      }).catch((err: unknown) => log.error({ err }, 'webhook delivery failed')),
  );
}
