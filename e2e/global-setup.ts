import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './chromium-path.ts';
import { e2eWorkers } from './workers.ts';
import { startOEmbedStandIn } from '../src/server/providers/video-meta/stand-in.ts';
import { startLocalIdentityProvider } from '../src/server/test/local-identity-provider.ts';
import { readDemoAccounts } from '../src/server/seed/demo-accounts.ts';
import type { DemoAccounts } from '../src/server/seed/demo.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One portal per test worker (see portal.ts), each on its own embedded database. */
    portals: Portal[];
    /** The local OpenID Connect server that stands in for Google and Facebook. */
    identityProviderUrl: string;
  }
}

/** A started portal as the browser tests reach it. */
export interface Portal {
  baseUrl: string;
  /** The demo accounts the portal seeded on its first start, with this install's passwords. */
  demoAccounts: DemoAccounts;
  /** The portal's embedded inbound SMTP listener, where a test delivers a couple's answer. */
  inboundSmtpPort: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal exited with code ${child.exitCode} before it answered`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the portal did not answer ${url}/api/health within ${timeoutMs} ms`);
}

type Env = Record<string, string>;

/** Starts the built portal (as `npm start` runs it; test:e2e builds first) on a fresh embedded database, seeded. */
async function startPortal(sharedEnv: Env): Promise<Portal & { stop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const port = await freePort();
  const inboundSmtpPort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // webhooks may go to a local test receiver
  const child = spawn(process.execPath, ['dist/node/server/main.js'], {
    env: {
      ...process.env,
      ...sharedEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: baseUrl,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DEV_MAIL_VIEWER: 'true',
      WEBHOOKS_ALLOW_LOCAL: 'true',
      INBOUND_SMTP_PORT: String(inboundSmtpPort),
      INBOUND_SMTP_HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // the portals seed their demo data at the same time on a 2-core machine: a first start may take a while
  await waitForHealth(baseUrl, child, 150_000);
  const demoAccounts = readDemoAccounts(dataDir);
  if (!demoAccounts) throw new Error(`the portal seeded no demo accounts into ${dataDir}`);
  return {
    baseUrl,
    demoAccounts,
    inboundSmtpPort,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts one portal per test worker, and the outside services they share (offline stand-ins). */
export default async function setup(project: TestProject) {
  const browser = chromiumPath();
  if (!existsSync(browser)) {
    throw new Error(
      `Chromium was not found at ${browser}. Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.`,
    );
  }
  // the browser tests run offline: video lookups go to a local oEmbed stand-in
  const oEmbed = await startOEmbedStandIn();
  // ... and Google and Facebook sign-in to a local OpenID Connect server
  const identityProvider = await startLocalIdentityProvider();
  const started = await Promise.allSettled(
    Array.from({ length: e2eWorkers }, () => startPortal({ VIDEO_META_URL: oEmbed.url, ...identityProvider.env })),
  );
  const portals = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    // no portal is left running when one of them did not start
    await Promise.all(portals.map((portal) => portal.stop()));
    throw failed.reason;
  }
  project.provide(
    'portals',
    portals.map(({ baseUrl, demoAccounts, inboundSmtpPort }) => ({ baseUrl, demoAccounts, inboundSmtpPort })),
  );
  project.provide('identityProviderUrl', identityProvider.url);
  return async () => {
    await Promise.all(portals.map((portal) => portal.stop()));
    await oEmbed.close();
    await identityProvider.close();
  };
}
