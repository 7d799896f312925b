import { and, eq, or, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import {
  isSealed,
  open,
  resealEach,
  seal,
  secretBox,
  type ResealCount,
  type SecretBox,
} from '../../crypto/secret-box.ts';
import type { Tx } from '../../db/client.ts';
import { webhookEndpoints } from '../../db/schema/index.ts';

/** The signing secrets' box (crypto/secret-box.ts): sealed under AUTH_SECRET, opened under it or a previous one. */
export const webhookSecretBox = (config: Pick<Config, 'AUTH_SECRET' | 'AUTH_SECRET_PREVIOUS'>) =>
  secretBox(config, 'webhook-signing-secret');

/**
 * The signing secret of a stored value. Before the box, secrets were stored readable (`whsec_…`): such a value is
 * taken as it is, so an endpoint written by a node of the previous version still signs until the reseal job seals
 * it. Throws UnreadableSecretError when no key of the box opens the value.
 */
export const openWebhookSecret = (box: SecretBox, stored: string): string =>
  isSealed(stored) ? open(box, stored) : stored;

/**
 * Seals anew the current and previous secrets of every endpoint where one is readable or under a previous
 * AUTH_SECRET: the reseal job's part for webhooks, in the caller's transaction. An endpoint changed meanwhile (a
 * rotation) is left to its writer; one whose secret no key opens is counted and left (it cannot sign: its deliveries
 * fail until the admin rotates the secret).
 */
export async function resealWebhookSecrets(tx: Tx, box: SecretBox): Promise<ResealCount> {
  const { id, secret, previousSecret } = webhookEndpoints;
  const rows = await tx
    .select({ id, secret, previousSecret })
    .from(webhookEndpoints)
    .where(
      or(
        sql`not starts_with(${secret}, ${box.currentPrefix})`,
        sql`not starts_with(${previousSecret}, ${box.currentPrefix})`,
      ),
    );
  const resealed = (stored: string) =>
    stored.startsWith(box.currentPrefix) ? stored : seal(box, openWebhookSecret(box, stored));
  return resealEach(rows, (row) =>
    tx
      .update(webhookEndpoints)
      .set({ secret: resealed(row.secret), previousSecret: row.previousSecret && resealed(row.previousSecret) })
      .where(
        and(eq(id, row.id), eq(secret, row.secret), sql`${previousSecret} is not distinct from ${row.previousSecret}`),
      ),
  );
}
