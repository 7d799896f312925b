import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { countAttempt, type AttemptLimit } from './attempt-limits.ts';

describe('attempt limits', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const limit: AttemptLimit = { name: 'test-limit', max: 5, windowMs: 15 * 60_000 };
  const minute = 60_000;

  it('locks after the limit for one window from the attempt that set the lock, however often anyone knocks', async () => {
    const subject = `someone-${randomUUID()}@test.example`;
    const t0 = Date.parse('2026-01-10T10:00:00Z');
    const count = (at: number) => countAttempt(ctx.database.db, limit, subject, at);
    for (let i = 0; i < 5; i++) expect(await count(t0 + i * minute)).toBe(false);
    // the sixth is refused, and so is every knock within the window: none moves it
    expect(await count(t0 + 5 * minute)).toBe(true);
    for (const at of [6, 10, 14, 19]) expect(await count(t0 + at * minute), `minute ${at}`).toBe(true);
    // 15 minutes after the attempt that set the lock (minute 5) it is over
    expect(await count(t0 + 21 * minute)).toBe(false);
  });

  it('counts parallel attempts one by one', async () => {
    const subject = `burst-${randomUUID()}`;
    const now = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => countAttempt(ctx.database.db, limit, subject, now)),
    );
    expect(answers.filter((over) => !over)).toHaveLength(5);
  });
});
