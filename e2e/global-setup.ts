import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './chromium-path.ts';
import { startOEmbedStandIn } from '../src/server/providers/video-meta/stand-in.ts';
import { startLocalIdentityProvider } from '../src/server/test/local-identity-provider.ts';
import { readDemoAccounts } from '../src/server/seed/demo-accounts.ts';
import type { DemoAccounts } from '../src/server/seed/demo.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The demo accounts the portal seeded on its first start, with this install's passwords. */
    demoAccounts: DemoAccounts;
    /** The local OpenID Connect server that stands in for Google and Facebook. */
    identityProviderUrl: string;
    /** The portal's embedded inbound SMTP listener, where a test delivers a couple's answer. */
    inboundSmtpPort: number;
  }
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

/** Starts the built portal on a fresh embedded database (seeded with the demo data) for the browser tests. */
export default async function setup(project: TestProject) {
  const browser = chromiumPath();
  if (!existsSync(browser)) {
    throw new Error(
      `Chromium was not found at ${browser}. Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.`,
    );
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const port = await freePort();
  const inboundSmtpPort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // the browser tests run offline: video lookups go to a local oEmbed stand-in
  const oEmbed = await startOEmbedStandIn();
  // ... and Google and Facebook sign-in to a local OpenID Connect server
  const identityProvider = await startLocalIdentityProvider();
  // the compiled server, as `npm start` runs it (test:e2e builds first); webhooks may go to a local test receiver
  const child = spawn(process.execPath, ['dist/node/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: baseUrl,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DEV_MAIL_VIEWER: 'true',
      WEBHOOKS_ALLOW_LOCAL: 'true',
      VIDEO_META_URL: oEmbed.url,
      INBOUND_SMTP_PORT: String(inboundSmtpPort),
      INBOUND_SMTP_HOST: '127.0.0.1',
      ...identityProvider.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, child, 90_000);
  const demoAccounts = readDemoAccounts(dataDir);
  if (!demoAccounts) throw new Error(`the portal seeded no demo accounts into ${dataDir}`);
  project.provide('baseUrl', baseUrl);
  project.provide('demoAccounts', demoAccounts);
  project.provide('identityProviderUrl', identityProvider.url);
  project.provide('inboundSmtpPort', inboundSmtpPort);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
    await oEmbed.close();
    await identityProvider.close();
  };
}
