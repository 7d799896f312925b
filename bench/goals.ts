import type { LoadResult } from './load.ts';

export type Engine = 'postgres' | 'pglite';

/**
 * Throughput before issue 9, as a share of the bare endpoint of its run: the issue's own figures on
 * PostgreSQL where it gives them (inbox detail 540, listing save 161 of 31,000), else the bench at
 * 438e9bc (20 connections, 5 s a row). Goals of "n x today" are n times these shares of this run's bare.
 */
const today: Record<Engine, Record<'detail' | 'supplier' | 'listingFetch' | 'listingSave', number>> = {
  postgres: { detail: 540 / 31_000, supplier: 1_001 / 31_000, listingFetch: 234 / 32_217, listingSave: 161 / 31_000 },
  pglite: { detail: 166 / 36_067, supplier: 286 / 36_067, listingFetch: 144 / 36_067, listingSave: 73 / 36_067 },
};

export interface Figures {
  engine: Engine;
  bare: LoadResult;
  /** What the inbox list is held against: on PostgreSQL the named prepared statements, on PGlite the driver floor. */
  floor: LoadResult;
}

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

/** Issue 9's goal of a row, judged on the figures of the same run; undefined for a row without one. */
export function goalOf(row: string, result: LoadResult, figures: Figures): Goal | undefined {
  const pg = figures.engine === 'postgres';
  const was = today[figures.engine];
  if (row.startsWith('inbox list')) {
    const share = pg ? 0.7 : 0.8;
    const enough = result.requestsPerSecond >= share * figures.floor.requestsPerSecond;
    return pg
      ? { text: `≥ ${share} x named floor, p99 ≤ 40 ms`, met: enough && result.p99Ms <= 40 }
      : { text: `≥ ${share} x driver floor`, met: enough };
  }
  if (row === 'inbox detail') return timesToday(pg ? 3 : 2, was.detail, result, figures);
  if (row === 'GET /api/suppliers/:id')
    return pg ? shareOfBare(0.1, result, figures) : timesToday(2, was.supplier, result, figures);
  if (row === 'profile fetch GET …/listing') return timesToday(pg ? 3 : 2, was.listingFetch, result, figures);
  if (row === 'profile save PUT …/listing') return timesToday(pg ? 3 : 2, was.listingSave, result, figures);
  if (row === 'public profile page') return shareOfBare(pg ? 0.05 : 0.03, result, figures);
  return undefined;
}

/** The CSV export's goal: on PostgreSQL 3 s and 150 MB over the server's memory before; on PGlite 6 s. */
export function csvGoalOf(engine: Engine, seconds: number, addedMiB: number): Goal {
  return engine === 'postgres'
    ? { text: '≤ 3 s, ≤ 150 MB', met: seconds <= 3 && addedMiB * 1.048576 <= 150 }
    : { text: '≤ 6 s', met: seconds <= 6 };
}
