import type { AppDeps } from '../app-deps.ts';
import { deliverDueAlerts } from '../features/notifications/delivery.ts';
import { alertDeliveryDeps } from '../features/notifications/job.ts';

/** Runs the alert job once, as a node's worker would (tests have no timer); a failing alert fails the test. */
export const deliverAlerts = (deps: AppDeps) =>
  deliverDueAlerts(
    alertDeliveryDeps(deps),
    () => new Date(),
    (error) => {
      throw error;
    },
  );
