import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { generateSuppliers } from '../../bench/dataset.ts';
import { generateSpreadEnquiries } from '../../bench/spread-enquiries.ts';
import {
  generateStatisticsEvents,
  prepareStatisticsSubject,
  rollUpEverything,
  statisticsCalls,
  type StatisticsSubject,
} from '../../bench/statistics.ts';
import { statusViews } from '../domain/enquiries/progress.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { anonymiseDueEnquiries } from './features/privacy/retention.ts';
import { createProviders, type Providers } from './providers/index.ts';
import { createUser, type CreatedUser } from './test/factories.ts';
import { createSupplier } from './test/supplier-factory.ts';
import { testDatabaseUrl, type TestContext } from './test/test-app.ts';
import { migrateDatabase, openDatabase, type Database } from './db/client.ts';
import { createScratchDatabase, type ScratchDatabase } from './db/scratch-database.ts';

/** The tables a hot read must never scan whole: they grow with the marketplace (issue 37). */
const growingTables = new Set([
  'enquiries',
  'weddings',
  'bookings',
  'events',
  'enquiry_counts',
  'supplier_daily_stats',
  'supplier_keyword_daily_stats',
  'supplier_rankings',
]);
const mentionsGrowingTable = (text: string) =>
  [...growingTables].some((table) => text.includes(`"${table}"`) || text.includes(` ${table} `));

/**
 * Scans found and not fixed yet, by call and table: couple budgets count the market's couples of 12 months through a
 * hash join over every wedding (issue 37's scale run: 6 req/s, p99 3.6 s at 1,000,000 enquiries). Remove a line when
 * its call is fixed.
 */
const knownScans = new Set(['statistics: couple-budgets: weddings']);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function seqScansOf(node: PlanNode): string[] {
  const own =
    node['Node Type'] === 'Seq Scan' && growingTables.has(node['Relation Name'] ?? '') ? [node['Relation Name']!] : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScansOf)];
}

/** A value as the driver sends it (pg's prepareValue), for a literal. */
function asText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return `{${value.map((item) => `"${asText(item).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function indexesOf(node: PlanNode): string[] {
  return [...(node['Index Name'] ? [node['Index Name']] : []), ...(node.Plans ?? []).flatMap(indexesOf)];
}

function indexOnlyScansOf(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Index Only Scan' && node['Index Name'] ? [node['Index Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(indexOnlyScansOf)];
}

/**
 * Reads held to one index in both plans, found by a mark of their statement's text (every one must be found): a
 * supplier's reads of some months or of a window, which would otherwise read all of its history.
 */
const indexedReads: { name: string; marks: (text: string) => boolean; index: string; indexOnly?: boolean }[] = [
  // the reply figures of a window (dashboard, response times, badge) from the supplier's time index alone: as many
  // rows as replies in the window, each a heap row of its own otherwise
  {
    name: 'the replies',
    marks: (text) => text.includes('"replied_at" from "enquiries"'),
    index: 'enquiries_supplier_time_idx',
    indexOnly: true,
  },
  {
    name: 'the held dates of some months',
    marks: (text) => text.includes('wedding_month_of("enquiries"."wedding_date_picker")'),
    index: 'enquiries_held_dates_month_idx',
  },
  {
    name: 'the bookings of some months',
    marks: (text) => text.includes('"bookings"."wedding_month" between'),
    index: 'bookings_supplier_month_idx',
  },
];

interface Statement {
  text: string;
  values: unknown[];
  /** The request or job that sent it. */
  by: string;
}

/**
 * Every statement the portal sends while `run` runs, by its text (the first values seen), recorded at the driver: the
 * portal's own statements, not copies of them.
 */
async function recordStatements(by: string, into: Map<string, Statement>, run: () => Promise<void>): Promise<void> {
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, config: unknown, values?: unknown, callback?: unknown) {
    const text = typeof config === 'string' ? config : (config as { text?: string }).text;
    const params = Array.isArray(values) ? values : ((config as { values?: unknown[] }).values ?? []);
    if (text && mentionsGrowingTable(text) && !into.has(text)) into.set(text, { text, values: params, by });
    return (query as (...args: unknown[]) => unknown).call(this, config, values, callback);
  } as typeof query;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = query;
  }
}

/**
 * Issue 37: the inbox list (first page and page 50, every view, owner filters), its counts, the open enquiry, the CSV
 * export, the dashboard's home call, every statistics call and the retention job, each statement explained on
 * PostgreSQL over a table with many suppliers (so the planner means it) both as planned for its values and as the
 * generic plan a named prepared statement may switch to: none reads enquiries, events, the counters or the rollups by
 * a sequential scan.
 */
describe.runIf(inject('testDatabaseUrls'))('query plans at scale (PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let ctx: TestContext;
  let user: CreatedUser;
  let inboxSupplierId: string;
  let subject: StatisticsSubject;
  let providers: Providers;
  let database: Database | undefined;

  beforeAll(async () => {
    // a database of its own: its bulk data and ANALYZE leave the other test files' database as it is
    scratch = await createScratchDatabase(testDatabaseUrl()!, 'portal_plans');
    database = await openDatabase({ databaseUrl: scratch.url });
    await migrateDatabase(database);
    const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    providers = createProviders(config, database);
    const app = await buildApp({ config, database, providers });
    await app.ready();
    ctx = { app, database, close: async () => undefined };
    user = await createUser(ctx);
    inboxSupplierId = (await createSupplier(ctx, { ownerId: user.id, tier: 'platinum' })).id;
    const { db } = database;
    await generateSuppliers(db, 600);

    // skewed as the marketplace is: the inbox's supplier holds 10,000 enquiries, the other 600 100 each
    await generateSpreadEnquiries(db, {
      count: 60_000,
      suppliersWhere: sql`public_id like 'bench%'`,
      prefix: 'spread',
    });
    await generateSpreadEnquiries(db, { count: 10_000, suppliersWhere: sql`id = ${inboxSupplierId}`, prefix: 'own' });

    await generateStatisticsEvents(db, 300_000, () => undefined);

    await rollUpEverything(db);

    subject = await prepareStatisticsSubject(db, user.id);
    // keyword counters as the rollup folds them from search appearances: two keywords a day for 60 days
    await db.execute(sql`
      insert into supplier_keyword_daily_stats (supplier_id, day, keyword, count)
      select id, current_date - d, k, 1 + d % 5
      from suppliers, generate_series(1, 60) as d, unnest(array['barn', 'garden']) as k`);

    // as autovacuum does after a bulk load: the statistics and the pages marked all-visible, for index-only scans
    await db.execute(sql`vacuum analyze`);
  }, 300_000);
  afterAll(async () => {
    await ctx?.app.close();
    await database?.close();
    await scratch?.drop();
  });

  it('reads no growing table by a sequential scan, planned for its values or generic', async () => {
    const statements = new Map<string, Statement>();
    const get = async (url: string) => {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res;
    };
    for (const view of statusViews) {
      for (const owner of ['all', 'none', user.id]) {
        for (const page of [0, 49]) {
          const url = `/api/inbox/weddings/${inboxSupplierId}/${page}/${view}/${owner}`;
          await recordStatements(`GET ${url}`, statements, () => get(url).then(() => undefined));
        }
      }
    }
    const { enquiries } = (await get(`/api/inbox/weddings/${inboxSupplierId}/0/inprogress/all`)).json<{
      enquiries: { id: string }[];
    }>();
    for (const view of statusViews) {
      const url = `/api/inbox/wedding/${inboxSupplierId}/${enquiries[5]!.id}/${view}`;
      // an enquiry outside the view answers 404 the same way: the plan is what counts here
      await recordStatements(`GET ${url}`, statements, async () => {
        await ctx.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
      });
    }
    const csv = `/api/enquiries/exportCSV/${inboxSupplierId}`;
    await recordStatements(`GET ${csv}`, statements, () => get(csv).then(() => undefined));
    const home = `/api/supplier/${inboxSupplierId}/home`;
    await recordStatements(`GET ${home}`, statements, () => get(home).then(() => undefined));
    // the trends file is counted from a country's enquiries of two years once a day by one node (market-insights'
    // trends job): reading them all is its plan, and the call reads the stored count
    for (const call of statisticsCalls.filter((c) => c.name !== 'statistics: couplesTrendsMonthly.json')) {
      const { path, method = 'GET', body } = call.request(subject);
      await recordStatements(call.name, statements, async () => {
        const res = await ctx.app.inject({
          method,
          url: path,
          payload: body as object,
          headers: { cookie: user.cookie },
        });
        expect(res.statusCode, `${call.name}: ${res.body}`).toBe(200);
      });
    }
    await recordStatements('retention job', statements, async () => {
      await anonymiseDueEnquiries(ctx.database.db, providers.storage, 36, new Date());
    });

    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    const scans: string[] = [];
    const matched = new Map<string, number>();
    try {
      let n = 0;
      for (const { text, values, by } of statements.values()) {
        const explain = async (sqlText: string, params: unknown[]) =>
          (await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(sqlText, params)).rows[0]!['QUERY PLAN'][0]!.Plan;
        const custom = await explain(`explain (format json) ${text}`, values);
        // the plan a named statement may settle on after five runs, whatever its values
        const name = `plan_${n++}`;
        await client.query(`prepare ${name} as ${text}`);
        await client.query('set plan_cache_mode = force_generic_plan');
        const literals = values.map((value) =>
          value === null || value === undefined ? 'null' : client.escapeLiteral(asText(value)),
        );
        const generic = await explain(
          `explain (format json) execute ${name}${literals.length ? `(${literals.join(', ')})` : ''}`,
          [],
        );
        await client.query('reset plan_cache_mode');
        // the retention job's due enquiries: its candidates by their partial indexes, not every enquiry kept in id order
        if (
          by === 'retention job' &&
          text.includes('for update of e skip locked') &&
          !indexesOf(custom).some((index) => index.startsWith('enquiries_retention_'))
        )
          scans.push(`${by}: due enquiries not read by their retention indexes\n  ${text}`);
        for (const read of indexedReads.filter((r) => r.marks(text))) {
          matched.set(read.name, (matched.get(read.name) ?? 0) + 1);
          for (const [kind, plan] of [
            ['custom', custom],
            ['generic', generic],
          ] as const)
            if (!(read.indexOnly ? indexOnlyScansOf(plan) : indexesOf(plan)).includes(read.index))
              scans.push(`${by} (${kind} plan): ${read.name} not read by ${read.index}\n  ${text}`);
        }
        for (const [kind, plan] of [
          ['custom', custom],
          ['generic', generic],
        ] as const) {
          for (const table of seqScansOf(plan).filter((t) => !knownScans.has(`${by}: ${t}`)))
            scans.push(`${by} (${kind} plan): Seq Scan on ${table}\n  ${text}`);
        }
      }
    } finally {
      await client.end();
    }
    expect(statements.size).toBeGreaterThan(20);
    // each read was found by its mark: a changed statement text fails here instead of skipping its check
    expect(Object.fromEntries(matched)).toEqual(
      Object.fromEntries(indexedReads.map((r) => [r.name, expect.any(Number)])),
    );
    expect(scans).toEqual([]);
  }, 300_000);
});
