import webpush from 'web-push';
import type { AppDeps } from '../../app-deps.ts';
import { resolveVapidKeys, type Config, type VapidKeys } from '../../config.ts';
import { repeatEvery } from '../../jobs/repeat.ts';
import { deliverDueAlerts, type AlertDeliveryDeps } from './delivery.ts';
import { sendDueDigests } from './digest.ts';

/** The VAPID pair of this install (config, or generated once into DATA_DIR). */
export function vapidKeysOf(config: Config): VapidKeys {
  return resolveVapidKeys(config, () => webpush.generateVAPIDKeys());
}

/** @internal what the worker sends with; tests run it without a timer */
export function alertDeliveryDeps({ config, database, providers }: AppDeps): AlertDeliveryDeps {
  return {
    db: database.db,
    mail: providers.mail,
    vapid: vapidKeysOf(config),
    appUrl: config.APP_URL,
    allowLocal: config.PUSH_ALLOW_LOCAL,
  };
}

/**
 * The alert worker on each node: queued alerts every two seconds (a couple's enquiry reaches a phone within
 * seconds; claiming keeps each alert to one node), due digests every minute (8:00 is 8:00, not 8:15).
 */
export function keepAlerting(
  deps: AppDeps,
  onError: (error: unknown) => void,
  everyMs = { alerts: 2_000, digests: 60_000 },
): { stop(): void } {
  const delivery = alertDeliveryDeps(deps);
  const alerts = repeatEvery(() => deliverDueAlerts(delivery, () => new Date(), onError), everyMs.alerts, onError);
  const digests = repeatEvery(() => sendDueDigests(delivery, new Date(), onError), everyMs.digests, onError);
  return {
    stop: () => {
      alerts.stop();
      digests.stop();
    },
  };
}
