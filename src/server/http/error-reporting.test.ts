import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorFeatureOfRoute } from '../../domain/error-features.ts';
import type { App } from '../app.ts';
import { createUser } from '../test/factories.ts';
import { operationsOf } from '../test/openapi.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { forbidden } from './errors.ts';
import type { ErrorContext, ErrorReporter } from './error-reporting.ts';

// made at run time: the source lines sent around a stack frame must not contain it either
const secret = randomUUID();

/** Test calls under the photos feature: one fails on a query carrying a secret parameter, one refuses. */
function addFailingCalls(app: App): void {
  app.post('/api/supplier/:supplierId/photos/test-failure', { config: { public: true } }, async () => {
    await app.deps.database.db.execute(sql`select * from no_such_table where name = ${secret}`);
  });
  app.get('/api/supplier/:supplierId/photos/test-refusal', { config: { public: true } }, async () => {
    throw forbidden();
  });
}

describe('error reporting to a recording reporter', () => {
  let ctx: TestContext;
  const reports: { error: Error; context: Omit<ErrorContext, 'log'> }[] = [];
  const recording: ErrorReporter = { report: (error, { log: _log, ...context }) => reports.push({ error, context }) };

  beforeAll(async () => {
    ctx = await createTestApp({}, { errorReporter: recording, beforeReady: addFailingCalls });
  });
  afterAll(() => ctx.close());

  it('reports an unexpected error once, with the feature of its route', async () => {
    reports.length = 0;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/supplier/s-1/photos/test-failure', payload: {} });
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toEqual({ code: 'internal', message: 'Something went wrong' });
    expect(reports.map((r) => r.context)).toEqual([
      { feature: 'Photos', method: 'POST', route: '/api/supplier/:supplierId/photos/test-failure' },
    ]);
  });

  it('reports no refusal (4xx)', async () => {
    reports.length = 0;
    const user = await createUser(ctx);
    const refusals = [
      await ctx.app.inject({ url: '/api/supplier/s-1/photos/test-refusal' }),
      await ctx.app.inject({ url: '/api/supplier/no-such-supplier/photos', headers: { cookie: user.cookie } }),
      await ctx.app.inject({ url: '/api/supplier/no-such-supplier/photos' }),
      await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'not an address' } }),
      await ctx.app.inject({ url: '/api/no-such-call' }),
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual([403, 404, 401, 400, 404]);
    expect(reports).toEqual([]);
  });

  it('names a feature for every call of the API', async () => {
    const unnamed = (await operationsOf(ctx.app)).filter(
      (op) => op.path.startsWith('/api/') && errorFeatureOfRoute(op.path) === 'Apps',
    );
    expect(unnamed.map((op) => op.path).sort()).toEqual([
      '/api/dev/mail',
      '/api/dev/mail/{id}',
      '/api/error-reporting',
      '/api/health',
    ]);
  });

  it('tells the web app there is no DSN', async () => {
    const res = await ctx.app.inject({ url: '/api/error-reporting' });
    expect(res.json()).toEqual({ dsn: null });
    expect(res.headers['content-security-policy']).toContain("connect-src 'self';");
  });
});

describe('error reporting to a Sentry (or GlitchTip) server', () => {
  let ctx: TestContext;
  let standIn: Server;
  let dsn: string;
  const envelopes: string[] = [];
  const logLines: string[] = [];
  const log = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });

  beforeAll(async () => {
    // the stand-in answers like Sentry's ingest and keeps each envelope the SDK posts
    standIn = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks);
        envelopes.push(
          `${request.url}\n${(request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString()}`,
        );
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
    dsn = `http://publickey@127.0.0.1:${(standIn.address() as AddressInfo).port}/1`;
    ctx = await createTestApp(
      { SENTRY_DSN: dsn },
      { beforeReady: addFailingCalls, logger: { level: 'error', stream: log } },
    );
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise((resolve) => standIn.close(resolve));
  });

  it('logs the error and sends it with its feature, without the request or the query parameters', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/supplier/s-1/photos/test-failure?token=${secret}`,
      headers: { cookie: `session=${secret}`, authorization: `Bearer ${secret}` },
      payload: { note: secret },
    });
    expect(res.statusCode).toBe(500);
    await expect.poll(() => envelopes.length, { timeout: 10_000 }).toBe(1);
    const [envelope] = envelopes;
    expect(envelope).toMatch(/^\/api\/1\/envelope\/\?.*sentry_key=publickey/);
    expect(envelope).toContain('"feature":"Photos"');
    expect(envelope).toContain('"route":"/api/supplier/:supplierId/photos/test-failure"');
    expect(envelope).toContain('relation \\"no_such_table\\" does not exist');
    expect(envelope).toContain('Failed query: select * from no_such_table where name = $1');
    expect(envelope).toContain('error-reporting.test.ts'); // the frame that ran the query
    expect(envelope).not.toContain(secret);
    expect(logLines).toHaveLength(1);
    expect(JSON.parse(logLines[0]!)).toMatchObject({
      msg: 'unhandled error',
      feature: 'Photos',
      query: 'select * from no_such_table where name = $1',
    });
    expect(logLines[0]).not.toContain(secret);
  });

  it('tells the web app the DSN, and lets it post there', async () => {
    const res = await ctx.app.inject({ url: '/api/error-reporting' });
    expect(res.json()).toEqual({ dsn });
    expect(res.headers['content-security-policy']).toContain(`connect-src 'self' ${new URL(dsn).origin};`);
  });
});
