import { useSyncExternalStore } from 'react';
import {
  abTestingCmsPath,
  assignmentsOf,
  assignmentsOnScreen,
  toolAnswers,
  type Assignments,
  type Experiment,
} from '../../../domain/ab-testing.ts';
import { api } from '../../app/api.ts';
import { reportFeatureError } from '../../app/error-reporting.ts';
import { pollDataLayer } from './data-layer.ts';

/** The running experiments (none until cms.json is read, or when it cannot be: everyone sees the controls). */
let experiments: readonly Experiment[] = [];
let assignments: Assignments = {};
const listeners = new Set<() => void>();
let settleFirstReading: () => void = () => undefined;

/**
 * Settles at the data layer's first reading (30 ms after cms.json), or when cms.json failed: analytics events wait for
 * it, so a testing tool that answered before the portal started is in every event.
 */
export const experimentsRead = new Promise<void>((resolve) => {
  settleFirstReading = resolve;
});

function assign(next: Assignments): void {
  if (JSON.stringify(next) === JSON.stringify(assignments)) return;
  assignments = next;
  for (const listener of listeners) listener();
}

/**
 * Reads the running experiments once and gives this browser a variant of each at once: its own stable choice (by the
 * analytics anonymous id `browserId`). A testing tool the operator configured may answer in the data layer
 * (`window.dataLayer`) until the poll is abandoned (spec: 30 ms, every 500 ms, 4000 ms); its answer replaces the
 * portal's choice. A cms.json that fails to load or is malformed is reported (feature abtesting) and the portal works
 * on with the controls.
 */
export async function startAbTesting(browserId: string): Promise<void> {
  try {
    // the shape is checked with zod, which no screen waits for (initial-javascript.test.ts)
    const [cms, { abTestingCmsSchema }] = await Promise.all([
      api.get<unknown>(abTestingCmsPath),
      import('../../../domain/ab-testing-cms.ts'),
    ]);
    experiments = abTestingCmsSchema.parse(cms).experiments;
  } catch (error) {
    console.warn('Ad testing is off:', error);
    reportFeatureError(error, 'abtesting');
    settleFirstReading();
    return;
  }
  assign(assignmentsOf(experiments, browserId, {}));
  pollDataLayer(
    () => toolAnswers((globalThis as { dataLayer?: unknown }).dataLayer, experiments),
    (answers) => experiments.every((e) => answers[e.id] !== undefined),
    (answers) => {
      assign(assignmentsOf(experiments, browserId, answers));
      settleFirstReading();
    },
  );
}

/** The variants analytics events on `pathname` carry: those of the experiments that apply to its screen. */
export function assignmentsOn(pathname: string): Assignments {
  return assignmentsOnScreen(experiments, assignments, pathname);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** This browser's variant of an experiment; undefined (show the control) when it is not running or not yet read. */
export function useVariant(experimentId: string): string | undefined {
  return useSyncExternalStore(subscribe, () => assignments[experimentId]);
}
