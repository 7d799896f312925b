import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.ts';
import type { LoadResult } from './load.ts';
import { generateSpreadEnquiries } from './spread-enquiries.ts';
import { p99Within } from './goals.ts';
import { statisticsP99BudgetMs } from './statistics.ts';

/**
 * Issue 37's data grown a hundredfold (`BENCH_SCALE=100`, PostgreSQL only): 1,000 suppliers, 100,000 enquiries and
 * 500,000 statistics events per unit of scale, so 100 is 100,000 suppliers, 10,000,000 enquiries and 50,000,000
 * events. The bench's venue holds 50,000 of the enquiries (the demo generator's mix of views, owners and notes); the
 * rest are spread evenly over the other suppliers by set-based inserts.
 */
export interface ScaleData {
  scale: number;
  suppliers: number;
  enquiries: number;
  venueEnquiries: number;
  events: number;
}

export function scaleDataOf(env: NodeJS.ProcessEnv): ScaleData | undefined {
  const scale = Number(env.BENCH_SCALE ?? 0);
  if (!(scale > 0)) return undefined;
  return {
    scale,
    suppliers: 1000 * scale,
    enquiries: 100_000 * scale,
    venueEnquiries: 50_000,
    events: 500_000 * scale,
  };
}

/**
 * Issue 37: the scale data written in 10 minutes or less (suppliers, enquiries with their couples, weddings and
 * bookings, events; their indexes and keys built). What the portal's jobs derive from it (the rollup, the trends) is
 * timed apart.
 */
export const scaleDataWrittenSeconds = 600;

/** Events per daily counter at scale: a supplier's events of a day come together, as couples' visits do. */
export const scaleEventsPerCounter = 8;
/** Events folded per rollup transaction while loading: ten statements for 50 million instead of a thousand. */
export const scaleRollupBatch = 5_000_000;

/** The other suppliers' enquiries, spread evenly over every bench supplier (the venue's own come from the demo). */
export async function generateScaleEnquiries(db: Db, data: ScaleData, log: (line: string) => void): Promise<void> {
  await generateSpreadEnquiries(db, {
    count: data.enquiries - data.venueEnquiries,
    suppliersWhere: sql`public_id like 'bench%'`,
    prefix: 'scale',
    log,
  });
}

/** The rows the scale run holds against the same rows of the normal run of the same invocation. */
export const scaleComparedRows = [
  'inbox list, view inprogress',
  'inbox list, view total',
  'inbox page 50, view inprogress',
  'inbox page 50, view total',
  'inbox counts GET …/inbox/unread',
];

export interface ScaleFigures {
  /** The normal run's rows (100,000 enquiries of the venue in a table of about as many). */
  normal: Map<string, LoadResult>;
  /** The scale run's rows: every measured row, statistics calls included. */
  scaled: Map<string, LoadResult>;
  csvSeconds?: number;
  statisticsCalls: string[];
}

/**
 * Issue 37's goals at scale: the venue's inbox rows within 1.5 x their p99 of the normal run, every statistics call
 * p99 ≤ 100 ms, the CSV export of the venue's 50,000 enquiries ≤ 2 s.
 */
export function printScaleGoals(data: ScaleData, figures: ScaleFigures): void {
  const fmt = (n: number | undefined, digits = 1) => (n === undefined ? '-' : n.toFixed(digits)).padStart(9);
  const judged = (met: boolean, text: string) => `${met ? 'met  ' : 'SHORT'} ${text}`;
  console.log(
    `\nAt scale ${data.scale} on PostgreSQL: ${data.suppliers.toLocaleString('en-GB')} suppliers, ${data.enquiries.toLocaleString('en-GB')} enquiries (the venue ${data.venueEnquiries.toLocaleString('en-GB')}), ${data.events.toLocaleString('en-GB')} events (load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(', ')} on ${os.cpus().length} cores)`,
  );
  console.log(
    `${'row'.padEnd(44)} ${'req/s'.padStart(9)} ${'p99 ms'.padStart(9)} ${'normal p99'.padStart(10)} ${'x normal'.padStart(9)}  goal`,
  );
  for (const name of scaleComparedRows) {
    const scaled = figures.scaled.get(name);
    const normal = figures.normal.get(name);
    if (!scaled) continue;
    const ratio = normal ? scaled.p99Ms / normal.p99Ms : undefined;
    console.log(
      `${name.padEnd(44)} ${fmt(scaled.requestsPerSecond, 0)} ${fmt(scaled.p99Ms)} ${fmt(normal?.p99Ms).padStart(10)} ${fmt(ratio, 2)}  ${judged(normal !== undefined && p99Within(scaled, 1.5 * normal.p99Ms), 'p99 ≤ 1.5 x normal')}`,
    );
  }
  for (const name of figures.statisticsCalls) {
    const scaled = figures.scaled.get(name);
    if (!scaled) continue;
    console.log(
      `${name.padEnd(44)} ${fmt(scaled.requestsPerSecond, 0)} ${fmt(scaled.p99Ms)} ${''.padStart(10)} ${''.padStart(9)}  ${judged(p99Within(scaled, statisticsP99BudgetMs), `p99 ≤ ${statisticsP99BudgetMs} ms`)}`,
    );
  }
  if (figures.csvSeconds !== undefined)
    console.log(
      `${`CSV export, ${data.venueEnquiries.toLocaleString('en-GB')} enquiries`.padEnd(44)} ${`${figures.csvSeconds.toFixed(1)} s`.padStart(9)}  ${judged(figures.csvSeconds <= 2, '≤ 2 s')}`,
    );
}
