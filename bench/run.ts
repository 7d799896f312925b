import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import os from 'node:os';
import path from 'node:path';
import { migrateDatabase, openDatabase } from '../src/server/db/client.ts';
import { createScratchDatabase } from '../src/server/db/scratch-database.ts';
import { generateSuppliers } from './dataset.ts';
import { generateEnquiries } from './enquiries-dataset.ts';
import { withPeakMemory } from './memory.ts';
import { statusViews } from '../src/domain/enquiries/progress.ts';
import { answerFloorChecks, benchSession, measureAnswerFloors, sessionCookieOf, withCheck } from './answer-floor.ts';
import { checkSignIn, measureArgon2, signInAccounts, type Argon2Cost } from './sign-in.ts';
import { readListing } from '../src/server/features/listing/service.ts';
import { csvGoalOf, goalOf, p99Within, type Engine, type Figures } from './goals.ts';
import { measureLoad, type LoadOptions, type LoadResult } from './load.ts';
import { answers, benchPortalEnv, freePort, signIn, startProcess } from './processes.ts';
import { printInitialJavaScript } from './initial-javascript.ts';
import { demoSuppliers, seedDemo } from '../src/server/seed/demo.ts';
import { loadConfig } from '../src/server/config.ts';
import { createStorageProvider } from '../src/server/providers/storage/index.ts';
import { editableListing } from '../src/domain/listing/listing-form.ts';
import type { Listing } from '../src/domain/listing/template.ts';
import type { ListingAnswer } from '../src/domain/listing/listing-api.ts';
import { categoryPathSlugs } from '../src/domain/profile-url.ts';
import { browserUserAgent, measurePhotoUpload, measureTimeToFirstByte } from './listing-media.ts';
import { measureRollupDay } from './rollup.ts';
import { recordCouplesTrends } from '../src/server/features/market-insights/trends.ts';
import { vacuumGrownTables } from '../src/server/jobs/planner-statistics.ts';
import { marketInsightsCountries } from '../src/domain/statistics/market-insights.ts';
import {
  databaseSize,
  generateStatisticsEvents,
  prepareStatisticsSubject,
  rollUpEverything,
  statisticsCalls,
  statisticsEventCount,
  statisticsP99BudgetMs,
  type StatisticsSubject,
} from './statistics.ts';
import { suppliers, users } from '../src/server/db/schema/index.ts';
import {
  generateScaleEnquiries,
  printScaleGoals,
  scaleComparedRows,
  scaleDataWrittenSeconds,
  scaleDataOf,
  scaleEventsPerCounter,
  scaleRollupBatch,
  type ScaleData,
} from './scale.ts';

const normalSupplierCount = Number(process.env.BENCH_SUPPLIERS ?? 2000);
const normalEnquiryCount = Number(process.env.BENCH_ENQUIRIES ?? 100_000);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Issue 14: 5 million events over two years. */
const eventsPerDay = Number(process.env.BENCH_EVENTS_PER_DAY ?? Math.round(5_000_000 / 730));
/**
 * Only the load rows whose name matches (a regular expression), e.g. `inbox list` while working on one endpoint; the
 * baseline always runs.
 */
const onlyRows = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
/** A folder for the portal's CPU profile (node --cpu-prof), written when it stops: where a row's time goes. */
const cpuProfileDir = process.env.BENCH_CPU_PROFILE;
const cpuProfileOptions = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [];
const wanted = (name: string) => !onlyRows || onlyRows.test(name);

/** Waits until the portal answers a health check (which queries the database), i.e. its queue has drained. */
async function settle(url: string): Promise<void> {
  for (let attempt = 0; attempt < 60; attempt++) {
    if (await answers('/api/health')(url).catch(() => false)) return;
  }
  throw new Error('the portal did not settle after a run');
}

interface Row {
  name: string;
  result: LoadResult;
}

const baselineName = 'bare Fastify GET /bare';

function printTable(engine: Engine, rows: Row[], figures: Figures): void {
  const fmt = (n: number, digits = 1) => n.toFixed(digits).padStart(9);
  console.log(`\n${engine === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}`);
  console.log(
    `${'endpoint'.padEnd(44)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(9)} ${'p99 ms'.padStart(9)} ${'x bare'.padStart(9)} ${'x floor'.padStart(8)} ${'non-2xx'.padStart(8)}  goal`,
  );
  const line = (name: string, result: LoadResult, xFloor = '', judged = '') =>
    console.log(
      `${name.padEnd(44)} ${fmt(result.requestsPerSecond, 0)} ${fmt(result.p50Ms)} ${fmt(result.p99Ms)} ${fmt(result.requestsPerSecond / figures.bare.requestsPerSecond, 3)} ${xFloor.padStart(8)} ${String(result.non2xx + result.errors).padStart(8)}  ${judged}`,
    );
  for (const { name, result } of rows) {
    const goal = goalOf(name, result, figures);
    const floor = figures.floors.get(name);
    line(
      name,
      result,
      floor ? (result.requestsPerSecond / floor.requestsPerSecond).toFixed(2) : '',
      goal ? `${goal.met ? 'met  ' : 'SHORT'} ${goal.text}` : '',
    );
    if (!floor) continue;
    line('  its answer floor', floor);
    // work the specification asks for and the floor leaves out, added to it: its cost as a share of the floor
    for (const { label } of answerFloorChecks) {
      const checked = figures.floors.get(withCheck(name, label));
      if (checked)
        line(`  floor + ${label}`, checked, (checked.requestsPerSecond / floor.requestsPerSecond).toFixed(2));
    }
  }
}

/** argon2's cost per sign-in next to the sign-in row: the row's share of what argon2 alone allows on this machine. */
function printSignInCost(login: LoadResult | undefined, argon2: Argon2Cost): void {
  const share = login
    ? ` POST /api/login reached ${(login.requestsPerSecond / argon2.signInsPerSecond).toFixed(2)} of it.`
    : '';
  console.log(
    `sign-in: argon2 verifies in ${argon2.medianMs.toFixed(1)} ms (median of 50, the portal's parameters), so argon2 alone allows ${argon2.signInsPerSecond.toFixed(0)} sign-ins/s on ${os.cpus().length} cores.${share}`,
  );
}

/**
 * Issue 14's statistics calls: median req/s (of the per-second samples), p99 and the ratio to the bare endpoint's
 * median, against p99 ≤ 100 ms on PostgreSQL.
 */
function printStatisticsTable(engine: Engine, rows: Row[], bare: LoadResult, events: number): void {
  const fmt = (n: number, digits = 1) => n.toFixed(digits).padStart(9);
  console.log(
    `\nStatistics calls on ${engine === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}, ${events.toLocaleString('en-GB')} events (load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(', ')} on ${os.cpus().length} cores)`,
  );
  console.log(
    `${'call'.padEnd(44)} ${'med req/s'.padStart(9)} ${'p50 ms'.padStart(9)} ${'p99 ms'.padStart(9)} ${'x bare'.padStart(9)} ${'non-2xx'.padStart(8)}  goal`,
  );
  for (const { name, result } of rows) {
    const judged =
      name === baselineName
        ? ''
        : engine === 'postgres'
          ? `${p99Within(result, statisticsP99BudgetMs) ? 'met  ' : 'SHORT'} p99 ≤ ${statisticsP99BudgetMs} ms`
          : '';
    console.log(
      `${name.padEnd(44)} ${fmt(result.medianRequestsPerSecond, 0)} ${fmt(result.p50Ms)} ${fmt(result.p99Ms)} ${fmt(result.medianRequestsPerSecond / bare.medianRequestsPerSecond, 3)} ${String(result.non2xx + result.errors).padStart(8)}  ${judged}`,
    );
  }
}

/**
 * BENCH_DATABASES (postgres,pglite) if given; else PGlite, and PostgreSQL at BENCH_DATABASE_URL (or the local server)
 * when it answers.
 */
async function enginesToMeasure(postgresUrl: string): Promise<Engine[]> {
  if (process.env.BENCH_DATABASES) return process.env.BENCH_DATABASES.split(',').map((name) => name.trim() as Engine);
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2000 });
  const answers = await client.connect().then(
    () => true,
    () => false,
  );
  await client.end().catch(() => undefined);
  if (!answers) console.log(`PostgreSQL does not answer at ${postgresUrl}: measuring PGlite only.`);
  return answers ? ['postgres', 'pglite'] : ['pglite'];
}

interface Measured {
  rows: Row[];
  csvSeconds?: number;
}

/**
 * One engine's run: the normal data, or issue 37's data at `scale` (PostgreSQL); `want` narrows the rows (a scale
 * invocation's normal run measures only the rows the scale run is held against).
 */
async function measureEngine(
  engine: Engine,
  postgresUrl: string,
  scale?: ScaleData,
  want: (name: string) => boolean = wanted,
): Promise<Measured> {
  const supplierCount = scale?.suppliers ?? normalSupplierCount;
  const enquiryCount = scale?.venueEnquiries ?? normalEnquiryCount;
  const eventCount = scale?.events ?? statisticsEventCount(engine);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  // on PostgreSQL, a scratch database of the server, dropped after
  const scratch = engine === 'postgres' ? await createScratchDatabase(postgresUrl, 'portal_bench') : undefined;
  console.log(
    `\nPreparing ${supplierCount} suppliers and ${enquiryCount} enquiries of one supplier on ${scratch ? 'PostgreSQL' : 'PGlite'} …`,
  );
  const preparing = performance.now();
  const database = await openDatabase({ dataDir, databaseUrl: scratch?.url });
  await migrateDatabase(database);
  // with the portal's file storage, so the demo gallery's files exist for the public profile page
  const demo = await seedDemo(database.db, createStorageProvider(loadConfig({ DATA_DIR: dataDir })));
  const account = { ...demo.venue, supplierId: demoSuppliers.oldBarn.id };
  const supplierIds = await generateSuppliers(database.db, supplierCount);
  await generateEnquiries(database.db, enquiryCount);
  // issue 14's statistics run: the events of two years, rolled up, and the calls' data beside them
  const statisticsRun = statisticsCalls.some((call) => want(call.name));
  // the spread enquiries, then the events: side by side, each insert took two to three times as long (the disk and the
  // write-ahead log are shared)
  if (scale) await generateScaleEnquiries(database.db, scale, console.log);
  if (statisticsRun) {
    console.log(`statistics run: ${eventCount.toLocaleString('en-GB')} events over two years (set-based inserts) …`);
    const written = await generateStatisticsEvents(
      database.db,
      eventCount,
      console.log,
      scale ? scaleEventsPerCounter : 1,
    );
    console.log(`statistics run: events written in ${written.toFixed(0)} s`);
  }
  const writtenSeconds = (performance.now() - preparing) / 1000;
  console.log(
    `data written in ${writtenSeconds.toFixed(0)} s${scale ? ` (goal at scale ≤ ${scaleDataWrittenSeconds} s: ${writtenSeconds <= scaleDataWrittenSeconds ? 'met' : 'SHORT'})` : ''}`,
  );
  // what the portal's jobs derive from it, before the portal starts (their reads would otherwise run beside the
  // measured rows): the daily counters (the rollup job) and the day's couples trends (the trends job)
  const deriving = performance.now();
  let subject: StatisticsSubject | undefined;
  if (statisticsRun) {
    const folded = await rollUpEverything(database.db, scale ? scaleRollupBatch : undefined);
    const trended = performance.now();
    for (const country of marketInsightsCountries) await recordCouplesTrends(database.db, country, new Date(), 'try');
    console.log(
      `statistics run: rolled up (${folded.events.toLocaleString('en-GB')} event ids) in ${folded.seconds.toFixed(0)} s, couples trends of ${marketInsightsCountries.join(', ')} counted in ${((performance.now() - trended) / 1000).toFixed(0)} s`,
    );
    const [venueUser] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    subject = await prepareStatisticsSubject(database.db, venueUser!.id);
  }
  // PostgreSQL's autovacuum analyzes a bulk load within a minute; a test server may run without it.
  // (PGlite has none: the portal analyzes it itself at start, src/server/jobs/planner-statistics.ts.)
  if (scratch) await database.db.execute(sql`analyze`);
  // and vacuums a bulk load's tables, which marks their pages all-visible: the reply figures and the statistics reads
  // are index-only scans
  if (scratch) await database.db.execute(sql`vacuum enquiries`);
  if (scratch && statisticsRun)
    await database.db.execute(sql`vacuum analyze events, supplier_daily_stats, supplier_rankings`);
  // on PGlite the portal does both as it starts (planner-statistics.ts); done here, the answer floors plan with the
  // same statistics as the portal (they ran on tables never analyzed, the in-progress view by another plan)
  if (!scratch) await vacuumGrownTables(database);
  console.log(
    `derived data (rollup, trends, statistics subject, analyze and vacuum) in ${((performance.now() - deriving) / 1000).toFixed(0)} s`,
  );
  if (want('rollup job, one day')) {
    const rollup = await measureRollupDay(database.db, supplierIds, eventsPerDay);
    console.log(
      `rollup job, one day of events: ${rollup.events} events of ${supplierCount} suppliers folded in ${rollup.ms.toFixed(0)} ms`,
    );
  }
  // one account per connection of the sign-in row (issue 37)
  const signIns = wanted('POST /api/login') ? await signInAccounts(database.db, connections) : [];
  const authSecret = randomBytes(32).toString('base64url');
  const floorCookie = sessionCookieOf(await benchSession(database.db, account.email), authSecret);
  const [venue] = await database.db.select().from(suppliers).where(eq(suppliers.id, account.supplierId));
  const storage = createStorageProvider(loadConfig({ DATA_DIR: dataDir }));
  const listingBody = editableListing(await readListing(database.db, storage, venue!));
  const size = await databaseSize(database.db);
  console.log(
    `database size: ${size.totalMiB.toFixed(0)} MiB (events with their indexes ${size.eventsMiB.toFixed(0)} MiB, daily counters ${size.countersMiB.toFixed(0)} MiB)`,
  );
  await database.close();
  // before the portal starts: the embedded database has one owner at a time
  const floors = await measureAnswerFloors({
    dataDir,
    databaseUrl: scratch?.url,
    authSecret,
    cookie: floorCookie,
    supplierId: account.supplierId,
    listingBody,
    port: await freePort(),
    load: { connections, durationSeconds },
    wanted,
    nodeOptions: cpuProfileOptions,
  });
  const argon2 = signIns.length > 0 ? await measureArgon2() : undefined;

  const bare = await startProcess('bench/bare-server.ts', await freePort(), {}, answers('/bare'));
  // the compiled server, as `npm start` runs it (npm run bench builds first), logging at its default level
  const portal = await startProcess(
    'dist/node/server/main.js',
    await freePort(),
    {
      ...benchPortalEnv,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      DATABASE_URL: scratch?.url ?? '',
      AUTH_SECRET: authSecret,
      MALLOC_ARENA_MAX: '2',
    },
    answers('/api/health'),
    cpuProfileOptions,
  );
  try {
    const cookie = await signIn(portal.url, account);

    const run = async (name: string, options: LoadOptions): Promise<Row | null> => {
      if (!want(name) && name !== baselineName) return null;
      console.log(`measuring ${name} (${connections} connections, ${durationSeconds} s) …`);
      const result = await measureLoad({ connections, durationSeconds, ...options });
      // requests still queued in the server when the run ends would otherwise be counted against the next endpoint
      await settle(portal.url);
      return { name, result };
    };
    const baseline = (await run(baselineName, { url: `${bare.url}/bare` }))!;
    if (signIns.length > 0) await checkSignIn(`${portal.url}/api/login`, signIns);
    const rows: (Row | null)[] = [
      baseline,
      await run('POST /api/login', {
        url: `${portal.url}/api/login`,
        method: 'POST',
        bodies: signIns,
      }),
      await run('GET /api/suppliers/:id', {
        url: `${portal.url}/api/suppliers/${account.supplierId}`,
        headers: { cookie },
      }),
    ];
    for (const view of statusViews) {
      rows.push(
        await run(`inbox list, view ${view}`, {
          url: `${portal.url}/api/inbox/weddings/${account.supplierId}/0/${view}/all`,
          headers: { cookie },
        }),
      );
    }
    // page 50 (the list pages by offset): the index range read grows with the page, not with the table
    for (const view of ['inprogress', 'total'] as const) {
      rows.push(
        await run(`inbox page 50, view ${view}`, {
          url: `${portal.url}/api/inbox/weddings/${account.supplierId}/49/${view}/all`,
          headers: { cookie },
        }),
      );
    }
    rows.push(
      await run('inbox counts GET …/inbox/unread', {
        url: `${portal.url}/api/inbox/unread/${account.supplierId}`,
        headers: { cookie },
      }),
    );
    const firstPage = (await (
      await fetch(`${portal.url}/api/inbox/weddings/${account.supplierId}/0/inprogress/all`, { headers: { cookie } })
    ).json()) as {
      enquiries: { id: string }[];
    };
    const enquiryId = firstPage.enquiries[0]!.id;
    rows.push(
      await run('inbox detail', {
        url: `${portal.url}/api/inbox/wedding/${account.supplierId}/${enquiryId}/inprogress`,
        headers: { cookie },
      }),
    );

    // the dashboard's one call (issue 34), for the venue whose inbox holds the bench's enquiries
    rows.push(
      await run('dashboard home GET …/home', {
        url: `${portal.url}/api/supplier/${account.supplierId}/home`,
        headers: { cookie },
      }),
    );

    const listingUrl = `${portal.url}/api/supplier/${account.supplierId}/listing`;
    const { listing } = (await (await fetch(listingUrl, { headers: { cookie } })).json()) as ListingAnswer;
    rows.push(await run('profile fetch GET …/listing', { url: listingUrl, headers: { cookie } }));
    rows.push(
      await run('profile save PUT …/listing', {
        url: listingUrl,
        method: 'PUT',
        body: editableListing(listing as Listing),
        headers: { cookie },
      }),
    );
    const { slug, publicId } = demoSuppliers.oldBarn;
    const profilePage = `${portal.url}/${categoryPathSlugs.venue}/${slug}-${publicId}`;
    // a browser's user agent, so each request is a counted view (crawlers' are not)
    rows.push(await run('public profile page', { url: profilePage, headers: { 'user-agent': browserUserAgent } }));
    const statisticsRows: Row[] = [];
    for (const call of subject ? statisticsCalls : []) {
      const { path: callPath, method, body } = call.request(subject!);
      const row = await run(call.name, { url: `${portal.url}${callPath}`, method, body, headers: { cookie } });
      if (row) statisticsRows.push(row);
    }
    if (statisticsRows.length > 0)
      printStatisticsTable(engine, [baseline, ...statisticsRows], baseline.result, eventCount);
    printTable(
      engine,
      rows.filter((row) => row !== null),
      { engine, bare: baseline.result, floors },
    );
    console.log(
      "x bare = throughput as a share of the bare Fastify endpoint measured in the same run; x floor = as a share of the row's answer floor (a bare node:http process doing the row's own statements and JSON.stringify of its answer, measured in the same run before the portal started).",
    );
    if (argon2) printSignInCost(rows.find((row) => row?.name === 'POST /api/login')?.result, argon2);

    if (want('public profile page, time to first byte')) {
      const firstByte = await measureTimeToFirstByte(profilePage, browserUserAgent);
      console.log(
        `\npublic profile page, time to first byte over 100 requests one after the other: p50 ${firstByte.p50Ms.toFixed(1)} ms, p99 ${firstByte.p99Ms.toFixed(1)} ms`,
      );
    }
    if (want('photo upload')) {
      console.log('\nphoto upload: 20 photos of about 3 MB in one request …');
      const upload = await measurePhotoUpload(
        `${portal.url}/api/supplier/${account.supplierId}/photos`,
        cookie,
        portal.child.pid!,
      );
      console.log(
        `status ${upload.status}, ${upload.uploaded} photos of ${upload.averageMB.toFixed(1)} MB on average stored with thumbnails (${upload.everyPhotoHasThumbnail ? 'every' : 'NOT every'} photo has one) in ${upload.seconds.toFixed(1)} s; ` +
          `server resident memory ${upload.startMiB.toFixed(0)} MiB before, peak ${upload.peakMiB.toFixed(0)} MiB (+${(upload.peakMiB - upload.startMiB).toFixed(0)} MiB)`,
      );
    }
    const measured = rows.filter((row) => row !== null).concat(statisticsRows);
    if (!want('CSV export')) return { rows: measured };
    console.log(`\nCSV export of the supplier's ${enquiryCount} enquiries …`);
    const csv = await measureCsvExport(
      `${portal.url}/api/enquiries/exportCSV/${account.supplierId}`,
      cookie,
      portal.child.pid!,
    );
    const csvGoal = csvGoalOf(engine, csv.seconds, csv.peakMiB - csv.startMiB);
    console.log(
      `status ${csv.status}, ${csv.lines} lines, ${(csv.bytes / 1024 / 1024).toFixed(1)} MiB in ${csv.seconds.toFixed(1)} s; ` +
        `server resident memory ${csv.startMiB.toFixed(0)} MiB before, peak ${csv.peakMiB.toFixed(0)} MiB (+${(csv.peakMiB - csv.startMiB).toFixed(0)} MiB); goal ${csvGoal.text}: ${csvGoal.met ? 'met' : 'SHORT'}`,
    );
    return { rows: measured, csvSeconds: csv.seconds };
  } finally {
    await Promise.all([bare.stop(), portal.stop()]);
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Downloads the CSV export, counting its bytes and lines, with the server's peak resident memory meanwhile. */
async function measureCsvExport(url: string, cookie: string, pid: number) {
  const started = performance.now();
  const { result, startMiB, peakMiB } = await withPeakMemory(pid, async () => {
    const response = await fetch(url, { headers: { cookie } });
    let bytes = 0;
    let lines = 0;
    const reader = response.body!.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      bytes += read.value.length;
      for (const byte of read.value) if (byte === 10) lines++;
    }
    return { status: response.status, bytes, lines };
  });
  return { ...result, seconds: (performance.now() - started) / 1000, startMiB, peakMiB };
}

async function main(): Promise<void> {
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const scale = scaleDataOf(process.env);
  if (scale) {
    // issue 37: the normal run's compared rows first, in the same invocation, then the data a hundredfold
    const normal = await measureEngine('postgres', postgresUrl, undefined, (name) => scaleComparedRows.includes(name));
    const scaled = await measureEngine('postgres', postgresUrl, scale);
    const byName = ({ rows }: Measured) => new Map(rows.map((row) => [row.name, row.result]));
    printScaleGoals(scale, {
      normal: byName(normal),
      scaled: byName(scaled),
      csvSeconds: scaled.csvSeconds,
      statisticsCalls: statisticsCalls.map((call) => call.name),
    });
    return;
  }
  for (const engine of await enginesToMeasure(postgresUrl)) await measureEngine(engine, postgresUrl);
  printInitialJavaScript();
}

await main();
