import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsRateLimit } from '../../../domain/analytics-events.ts';
import { events } from '../../db/schema/index.ts';
import { createUser } from '../../test/factories.ts';
import { createSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('POST /api/a/t', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const event = (anonymousId: string, overrides: Record<string, unknown> = {}) => ({
    event: 'pageView',
    category: 'navigation',
    source: 'cms',
    identifyProps: { plan: 'free' },
    specificEventProps: { tab: 'overview' },
    genericProps: {
      userId: null,
      anonymousId,
      isAnonymous: true,
      sessionId: 'session-1',
      previousPath: '/login',
      pageTitle: 'Dashboard',
      pathname: '/dashboard',
    },
    ...overrides,
  });
  const eventsOf = (anonymousId: string) =>
    ctx.database.db.select().from(events).where(eq(events.anonymousId, anonymousId));
  const post = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = '10.0.0.1') =>
    ctx.app.inject({ method: 'POST', url: '/api/a/t', payload: payload as object, headers, remoteAddress });

  it('stores an anonymous event with every field of the spec', async () => {
    const anonymousId = randomUUID();
    const res = await post(event(anonymousId));
    expect(res.statusCode, res.body).toBe(204);
    const [row] = await eventsOf(anonymousId);
    expect(row).toMatchObject({
      event: 'pageView',
      category: 'navigation',
      source: 'cms',
      userId: null,
      supplierId: null,
      sessionId: 'session-1',
      pathname: '/dashboard',
      previousPath: '/login',
      pageTitle: 'Dashboard',
      identifyProps: { plan: 'free' },
      specificEventProps: { tab: 'overview' },
      genericProps: {
        anonymousId,
        isAnonymous: true,
        userId: null,
        sessionId: 'session-1',
        previousPath: '/login',
        pageTitle: 'Dashboard',
        pathname: '/dashboard',
      },
    });
  });

  it('takes the user and active supplier from the session, not from the body', async () => {
    const user = await createUser(ctx);
    const supplier = await createSupplier(ctx, { ownerId: user.id });
    const anonymousId = randomUUID();
    const claimed = event(anonymousId, {
      genericProps: { ...event(anonymousId).genericProps, userId: 'someone-else', isAnonymous: true },
    });
    expect((await post(claimed, { cookie: user.cookie })).statusCode).toBe(204);
    const [row] = await eventsOf(anonymousId);
    expect(row).toMatchObject({
      userId: user.id,
      supplierId: supplier.id,
      genericProps: { userId: user.id, isAnonymous: false },
    });

    const signedOutId = randomUUID();
    await post(
      event(signedOutId, { genericProps: { ...event(signedOutId).genericProps, userId: user.id, isAnonymous: false } }),
    );
    expect((await eventsOf(signedOutId))[0]).toMatchObject({
      userId: null,
      genericProps: { userId: null, isAnonymous: true },
    });
  });

  it.each([
    ['no event name', { event: '' }, 'event'],
    ['another source', { source: 'app' }, 'source'],
    ['no generic props', { genericProps: undefined }, 'genericProps'],
    [
      'a pathname that is not a path',
      { genericProps: { anonymousId: 'a', isAnonymous: true, sessionId: 's', pathname: 'https://evil.example/' } },
      'genericProps.pathname',
    ],
  ])('refuses %s with 400 and stores nothing', async (_name, overrides, field) => {
    const anonymousId = randomUUID();
    const res = await post(event(anonymousId, overrides));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain(field);
    expect(await eventsOf(anonymousId)).toEqual([]);
  });

  it('limits the rate per client address', async () => {
    const remoteAddress = '10.9.9.9';
    const anonymousId = randomUUID();
    const answers = [];
    for (let i = 0; i <= analyticsRateLimit.max; i += 1)
      answers.push((await post(event(anonymousId), {}, remoteAddress)).statusCode);
    expect(answers.slice(0, analyticsRateLimit.max).every((s) => s === 204)).toBe(true);
    const limited = await post(event(anonymousId), {}, remoteAddress);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('too-many-requests');
    expect(await eventsOf(anonymousId)).toHaveLength(analyticsRateLimit.max);
    // another address is not affected
    expect((await post(event(randomUUID()), {}, '10.8.8.8')).statusCode).toBe(204);
  });
});
