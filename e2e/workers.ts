/**
 * How many browser-test files run at once (E2E_WORKERS, default 2: the cores of the CI machine). Each worker has its
 * own portal (portal.ts); more workers than cores only make every render slower and the waits longer.
 */
export const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
