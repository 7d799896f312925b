import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface RunningServer {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts an entry (compiled JavaScript, or TypeScript through tsx) in its own Node process and waits until `ready`
 * resolves against its URL.
 */
export async function startProcess(
  entry: string,
  port: number,
  env: NodeJS.ProcessEnv,
  ready: (url: string) => Promise<boolean>,
  nodeOptions: string[] = [],
): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [...nodeOptions, ...(entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry])],
    {
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with code ${child.exitCode}`);
    if (await ready(url).catch(() => false)) {
      return {
        url,
        child,
        stop: () =>
          new Promise<void>((resolve) => {
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${entry} did not become ready on ${url}`);
}

/**
 * What every bench's portal runs with: no daily backup. The portal takes the day's backup as it starts, a `pg_dump` of
 * the bench's database (28 GB at scale 100) or a copy of the embedded one, and it ran beside the measured rows. It is a
 * once-a-day job, not the request path, and the answer floor it is held against runs none.
 */
export const benchPortalEnv = { BACKUPS_KEPT: '0' };

export const answers = (path: string) => async (url: string) => (await fetch(url + path)).ok;

/** A port nothing listens on now, for a process of a bench. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Signs an account in through the API (Origin: the portal's, as a browser sends it) and returns its cookies. */
export async function signIn(baseUrl: string, account: { email: string; password: string }): Promise<string> {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!login.ok) throw new Error(`bench sign-in failed: ${login.status} ${await login.text()}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
