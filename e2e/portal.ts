import { inject } from 'vitest';
import type { Portal } from './global-setup.ts';

/**
 * The portal of the worker this test file runs in. Files of one worker run one after another on one portal, as
 * the whole suite once did; files of different workers never share a portal, so one file's demo-user language
 * or plan change is never seen by a file running at the same time.
 */
export function workerPortal(): Portal {
  const portals = inject('portals');
  const workerNumber = Number(process.env.VITEST_POOL_ID ?? '1');
  return portals[(workerNumber - 1) % portals.length]!;
}
