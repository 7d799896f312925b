import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../e2e/chromium-path.ts';
import { migrateDatabase, openDatabase } from '../src/server/db/client.ts';
import { enquiries } from '../src/server/db/schema/index.ts';
import { loadConfig } from '../src/server/config.ts';
import { createStorageProvider } from '../src/server/providers/storage/index.ts';
import { demoSuppliers, seedDemo } from '../src/server/seed/demo.ts';
import { generateEnquiries } from './enquiries-dataset.ts';
import { lcpGoalOf, viewSwitchGoalOf, type Goal } from './goals.ts';
import { answers, benchPortalEnv, freePort, signIn, startProcess, type RunningServer } from './processes.ts';

/**
 * Issue 37, section 4: the portal on a slow phone. Debian's Chromium with the CPU slowed 4x (the DevTools protocol's
 * Emulation.setCPUThrottlingRate, as Lighthouse's mobile run), a phone's viewport (Lighthouse's 412 x 823) and a cold
 * cache (a new browser context per run). The figures are Chromium's own: largest-contentful-paint entries and Event
 * Timing entries read in the page. The network is the loopback: what is measured is the work on the phone's CPU and
 * the request waterfall, not a mobile network.
 */
const runs = Number(process.env.BENCH_PHONE_RUNS ?? 3);
const cpuSlowdown = 4;
const inboxSize = 500;
const phone = { width: 412, height: 823 };

/** The demo data with the demo venue's inbox filled up to `inboxSize` enquiries by the demo generator. */
async function prepareData(dataDir: string) {
  const database = await openDatabase({ dataDir });
  await migrateDatabase(database);
  const accounts = await seedDemo(database.db, createStorageProvider(loadConfig({ DATA_DIR: dataDir })));
  const supplierId = demoSuppliers.oldBarn.id;
  const [row] = await database.db.select({ n: count() }).from(enquiries).where(eq(enquiries.supplierId, supplierId));
  await generateEnquiries(database.db, inboxSize - row!.n);
  await database.close();
  return accounts.venue;
}

/** Records the page's LCP candidates and its interactions' Event Timing entries from the first byte on. */
function observePaints() {
  const w = window as unknown as { lcpMs: number; eventEntries: PerformanceEventTiming[] };
  w.lcpMs = 0;
  w.eventEntries = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.lcpMs = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    w.eventEntries.push(...(list.getEntries() as PerformanceEventTiming[]));
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

interface Visit {
  page: Page;
  scripts: number;
  close(): Promise<void>;
}

/** A page in a new context (its own empty cache), signed in by `cookie` if given, the CPU slowed, at `url`. */
async function visit(browser: Browser, baseUrl: string, url: string, cookie?: string): Promise<Visit> {
  const context = await browser.newContext({
    viewport: phone,
    isMobile: true,
    hasTouch: true,
    baseURL: baseUrl,
    serviceWorkers: 'block',
  });
  if (cookie) {
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name: name!, value: value.join('='), url: baseUrl };
      }),
    );
  }
  const page = await context.newPage();
  await page.addInitScript(observePaints);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const visit = { page, scripts: 0, close: () => context.close() };
  page.on('request', (request) => {
    if (request.resourceType() === 'script') visit.scripts++;
  });
  await page.goto(url);
  return visit;
}

/** Waits for the screen's main content, then for the network to settle (a later, larger paint would still count). */
async function shown(page: Page, content: Locator): Promise<void> {
  await content.waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

interface Screen {
  path: string;
  signedIn: boolean;
  content: (page: Page) => Locator;
}

const screens: Screen[] = [
  {
    path: '/login',
    signedIn: false,
    content: (page) => page.getByRole('heading', { name: 'Sign in to your business account' }),
  },
  {
    path: '/dashboard',
    signedIn: true,
    content: (page) => page.getByRole('region', { name: 'Waiting for your reply' }).getByRole('listitem').first(),
  },
  {
    path: '/enquiry-manager',
    signedIn: true,
    content: (page) => page.getByRole('list', { name: 'Enquiries' }).getByRole('listitem').first(),
  },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Figure {
  name: string;
  runs: number[];
  scripts?: number;
  goal: Goal;
}

async function measureScreen(browser: Browser, baseUrl: string, screen: Screen, cookie: string): Promise<Figure> {
  const lcps: number[] = [];
  let scripts = 0;
  for (let run = 0; run < runs; run++) {
    const opened = await visit(browser, baseUrl, screen.path, screen.signedIn ? cookie : undefined);
    await shown(opened.page, screen.content(opened.page));
    lcps.push(await opened.page.evaluate(() => (window as unknown as { lcpMs: number }).lcpMs));
    scripts = opened.scripts;
    await opened.close();
  }
  return { name: `${screen.path} LCP`, runs: lcps, scripts, goal: lcpGoalOf(median(lcps)) };
}

/**
 * The inbox on a phone shows its views in a select: the field is opened, then the unread view chosen, which is the
 * interaction measured: the longest Event Timing entry (pointerdown, pointerup, click) of the choice, i.e. from the
 * finger's touch to the next paint after the handlers, as INP counts it.
 */
async function measureViewSwitch(browser: Browser, baseUrl: string, cookie: string): Promise<Figure> {
  const durations: number[] = [];
  for (let run = 0; run < runs; run++) {
    const { page, close } = await visit(browser, baseUrl, '/enquiry-manager', cookie);
    const cards = page.getByRole('list', { name: 'Enquiries' });
    await shown(page, cards.getByRole('listitem').first());
    await page.getByRole('combobox', { name: 'View' }).click();
    const unread = page.getByRole('option', { name: /^Unread/ });
    await unread.waitFor();
    await page.evaluate(() => {
      (window as unknown as { eventEntries: PerformanceEventTiming[] }).eventEntries = [];
    });
    await unread.click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'unread');
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    // Event Timing entries are reported after the paint: wait for the choice's own entry
    await page.waitForFunction(
      () =>
        (window as unknown as { eventEntries: { interactionId?: number }[] }).eventEntries.some(
          (entry) => (entry.interactionId ?? 0) > 0,
        ),
      undefined,
      { timeout: 5_000 },
    );
    durations.push(
      await page.evaluate(() =>
        Math.max(
          0,
          // interactionId: Event Timing level 2, not yet in TypeScript's DOM types
          ...(
            window as unknown as { eventEntries: (PerformanceEventTiming & { interactionId: number })[] }
          ).eventEntries
            .filter((entry) => entry.interactionId > 0)
            .map((entry) => entry.duration),
        ),
      ),
    );
    await close();
  }
  return {
    name: `inbox view switch (${inboxSize} enquiries)`,
    runs: durations,
    goal: viewSwitchGoalOf(median(durations)),
  };
}

function printTable(figures: Figure[]): void {
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');
  console.log(
    `\nSlow phone: Chromium at ${cpuSlowdown}x CPU slowdown, ${phone.width} x ${phone.height}, cold cache, median of ${runs} (load average ${load} on ${os.cpus().length} cores)`,
  );
  console.log(
    `${'figure'.padEnd(36)} ${'median ms'.padStart(9)} ${'runs ms'.padStart(20)} ${'scripts'.padStart(8)}  goal`,
  );
  for (const { name, runs: values, scripts, goal } of figures) {
    console.log(
      `${name.padEnd(36)} ${median(values).toFixed(0).padStart(9)} ${values
        .map((v) => v.toFixed(0))
        .join(' / ')
        .padStart(
          20,
        )} ${(scripts === undefined ? '' : String(scripts)).padStart(8)}  ${goal.met ? 'met  ' : 'SHORT'} ${goal.text}`,
    );
  }
  console.log('scripts = script requests of the last run (request.resourceType() === "script").');
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-phone-'));
  let portal: RunningServer | undefined;
  let browser: Browser | undefined;
  try {
    const account = await prepareData(dataDir);
    portal = await startProcess(
      'dist/node/server/main.js',
      await freePort(),
      { ...benchPortalEnv, DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
      answers('/api/health'),
    );
    browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
    const cookie = await signIn(portal.url, account);
    const figures: Figure[] = [];
    for (const screen of screens) figures.push(await measureScreen(browser, portal.url, screen, cookie));
    figures.push(await measureViewSwitch(browser, portal.url, cookie));
    printTable(figures);
  } finally {
    await browser?.close();
    await portal?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
