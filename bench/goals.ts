import type { LoadResult } from './load.ts';

export type Engine = 'postgres' | 'pglite';

/**
 * The listing fetch's throughput before issue 9, as a share of the bare endpoint of its run (the bench at 438e9bc, 20
 * connections, 5 s a row). "n x today" is n times this share of this run's bare.
 */
const listingFetchToday: Record<Engine, number> = { postgres: 234 / 32_217, pglite: 144 / 36_067 };

export interface Figures {
  engine: Engine;
  bare: LoadResult;
  /** The answer floors of the main rows (issue 37), by row name, measured in the same run. */
  floors: ReadonlyMap<string, LoadResult>;
}

/** Issue 37's goal of a main row, on both databases: this share of its answer floor's rate, p99 within this factor. */
const answerFloorGoal = { share: 0.8, p99Factor: 1.5 };

export interface Goal {
  text: string;
  met: boolean;
}

const timesToday = (factor: number, share: number, result: LoadResult, { bare }: Figures): Goal => ({
  text: `≥ ${factor}x today (${Math.round(factor * share * bare.requestsPerSecond)}/s)`,
  met: result.requestsPerSecond >= factor * share * bare.requestsPerSecond,
});
const shareOfBare = (share: number, result: LoadResult, { bare }: Figures): Goal => ({
  text: `≥ ${share} x bare (${Math.round(share * bare.requestsPerSecond)}/s)`,
  met: result.requestsPerSecond >= share * bare.requestsPerSecond,
});

/**
 * A row's goal, judged on the figures of the same run: a main row's is issue 37's share of its answer floor (with its
 * p99), the others' issue 9's; undefined for a row without one.
 */
export function goalOf(row: string, result: LoadResult, figures: Figures): Goal | undefined {
  const pg = figures.engine === 'postgres';
  const floor = figures.floors.get(row);
  if (floor) {
    const { share, p99Factor } = answerFloorGoal;
    return {
      text: `≥ ${share} x answer floor, p99 ≤ ${p99Factor} x floor's (${(p99Factor * floor.p99Ms).toFixed(0)} ms)`,
      met: result.requestsPerSecond >= share * floor.requestsPerSecond && p99Within(result, p99Factor * floor.p99Ms),
    };
  }
  if (row === 'profile fetch GET …/listing')
    return timesToday(pg ? 3 : 2, listingFetchToday[figures.engine], result, figures);
  if (row === 'public profile page') return shareOfBare(pg ? 0.05 : 0.03, result, figures);
  return undefined;
}

/**
 * Whether a row's p99 is within `budgetMs`. A row none of whose requests was answered within its run has no latency
 * at all (autocannon reports a p99 of 0), which is no answer in time: the trends file counted at scale outlasted it.
 */
export const p99Within = (result: LoadResult, budgetMs: number): boolean =>
  result.requests > 0 && result.p99Ms <= budgetMs;

/** The CSV export's goal: on PostgreSQL 3 s and 150 MB over the server's memory before; on PGlite 6 s. */
export function csvGoalOf(engine: Engine, seconds: number, addedMiB: number): Goal {
  return engine === 'postgres'
    ? { text: '≤ 3 s, ≤ 150 MB', met: seconds <= 3 && addedMiB * 1.048576 <= 150 }
    : { text: '≤ 6 s', met: seconds <= 6 };
}

/** Issue 37, section 4: a screen's largest contentful paint at 4x CPU slowdown, median of 3. */
export function lcpGoalOf(ms: number): Goal {
  return { text: 'LCP ≤ 1.2 s', met: ms <= 1200 };
}

/** Issue 37, section 4: switching the inbox's view with 500 enquiries, the interaction's next paint at 4x. */
export function viewSwitchGoalOf(ms: number): Goal {
  return { text: 'next paint ≤ 100 ms', met: ms <= 100 };
}
