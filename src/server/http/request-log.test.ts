import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { slowRequestMs } from './request-log.ts';

/** The app logging JSON lines at `level` into an array, with a test call that takes `slowRequestMs`. */
async function appLoggingAt(level: string) {
  const lines: { msg: string; url?: string; level: number }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const ctx = await createTestApp(
    {},
    {
      logger: { level, stream },
      beforeReady: (app) =>
        app.get(
          '/test/slow',
          { config: { public: true } },
          () => new Promise((resolve) => setTimeout(() => resolve({ ok: true }), slowRequestMs + 50)),
        ),
    },
  );
  return { ctx, lines };
}

describe('request logging', () => {
  let ctx: TestContext | undefined;
  afterEach(() => ctx?.close());

  it('logs only slow requests at info, not every request', async () => {
    const logged = await appLoggingAt('info');
    ctx = logged.ctx;
    for (let i = 0; i < 5; i++) expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    await ctx.app.inject({ url: '/test/slow' });
    expect(logged.lines.filter((l) => l.url === '/api/health')).toEqual([]);
    expect(logged.lines.filter((l) => l.url === '/test/slow').map((l) => l.msg)).toEqual(['slow request']);
  });

  it('logs every request at debug', async () => {
    const logged = await appLoggingAt('debug');
    ctx = logged.ctx;
    for (let i = 0; i < 3; i++) await ctx.app.inject({ url: '/api/health' });
    expect(logged.lines.filter((l) => l.url === '/api/health' && l.msg === 'request')).toHaveLength(3);
  });
});
