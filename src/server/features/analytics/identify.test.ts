import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identifyCalls } from '../../../domain/analytics-events.ts';
import { identifyLimits } from '../../../domain/analytics-identify.ts';
import { supplierRoles } from '../../../domain/roles.ts';
import { events, supplierUsers } from '../../db/schema/index.ts';
import { createPlatformAdmin, createUser, type CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier, createSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const identifyNames = ['supplierLevelIdentified', 'supplierClaimedIdentified'];

describe('POST /api/supplier-level/identify and /api/supplier-claimed/identify', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const identify = (path: string, user: CreatedUser | null, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: path,
      payload: payload as object,
      headers: user ? { cookie: user.cookie } : {},
    });
  const recordsOf = (supplierId: string) =>
    ctx.database.db
      .select()
      .from(events)
      .where(and(eq(events.supplierId, supplierId), inArray(events.event, identifyNames)))
      .orderBy(events.id);

  it("records the supplier's level (its stored tier) and claimed state, with the client's props apart, for every role", async () => {
    const { user: owner, supplier } = await createOwnedSupplier(ctx, {
      tier: 'classic',
      trialActive: false,
      payPerEnquiry: false,
    });
    const members: Record<string, CreatedUser> = { admin: owner };
    for (const role of ['editor', 'viewer'] as const) {
      members[role] = await createUser(ctx);
      await ctx.database.db.insert(supplierUsers).values({ supplierId: supplier.id, userId: members[role].id, role });
    }
    for (const role of supplierRoles) {
      const props = {
        sessionId: `session-${role}`,
        anonymousId: `anon-${role}`,
        pathname: '/dashboard',
        tier: 'platinum',
      };
      for (const path of Object.values(identifyCalls)) {
        const res = await identify(path, members[role]!, { supplierId: supplier.id, pageTitle: 'Dashboard', props });
        expect(res.statusCode, `${path} as ${role}: ${res.body}`).toBe(204);
      }
    }
    const records = await recordsOf(supplier.id);
    expect(records).toHaveLength(6);
    const [level, claimed] = records.filter((r) => r.userId === members.viewer!.id);
    expect(level).toMatchObject({
      event: 'supplierLevelIdentified',
      category: 'identify',
      source: 'cms',
      sessionId: 'session-viewer',
      anonymousId: 'anon-viewer',
      pathname: '/dashboard',
      pageTitle: 'Dashboard',
      // the client's "platinum" stays its own prop; the trait is the stored tier
      identifyProps: {
        tier: 'classic',
        tierValue: 2,
        premium: true,
        paid: true,
        trialActive: false,
        payPerEnquiry: false,
      },
      specificEventProps: { tier: 'platinum' },
      genericProps: { userId: members.viewer!.id, isAnonymous: false, pageTitle: 'Dashboard' },
    });
    expect(claimed).toMatchObject({
      event: 'supplierClaimedIdentified',
      identifyProps: { claimed: true, teamSize: 3 },
    });
  });

  it('records an unclaimed supplier a platform admin works on as not claimed', async () => {
    const admin = await createPlatformAdmin(ctx);
    const { user: owner, supplier } = await createOwnedSupplier(ctx, { tier: 'free' });
    await ctx.database.db.delete(supplierUsers).where(eq(supplierUsers.supplierId, supplier.id));
    expect((await identify(identifyCalls.supplierClaimed, admin, { supplierId: supplier.id })).statusCode).toBe(204);
    expect((await identify(identifyCalls.supplierLevel, admin, { supplierId: supplier.id })).statusCode).toBe(204);
    const records = await recordsOf(supplier.id);
    expect(records.map((r) => [r.event, r.identifyProps])).toEqual([
      ['supplierClaimedIdentified', { claimed: false, teamSize: 0 }],
      [
        'supplierLevelIdentified',
        { tier: 'free', tierValue: 0, premium: false, paid: false, trialActive: false, payPerEnquiry: false },
      ],
    ]);
    // its former owner no longer acts for it
    expect((await identify(identifyCalls.supplierLevel, owner, { supplierId: supplier.id })).statusCode).toBe(404);
  });

  it('refuses a foreign supplier (404) and a signed-out caller (401), recording nothing', async () => {
    const { supplier } = await createOwnedSupplier(ctx);
    const stranger = await createUser(ctx);
    await createSupplier(ctx, { ownerId: stranger.id });
    for (const path of Object.values(identifyCalls)) {
      const foreign = await identify(path, stranger, { supplierId: supplier.id, props: {} });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error.code).toBe('not-found');
      expect((await identify(path, null, { supplierId: supplier.id })).statusCode).toBe(401);
    }
    expect(await recordsOf(supplier.id)).toEqual([]);
  });

  it('answers 400 with the field key to unbounded or malformed props, recording nothing', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const tooMany = Object.fromEntries(Array.from({ length: identifyLimits.props + 1 }, (_, i) => [`key${i}`, i]));
    const bad: [unknown, string][] = [
      [{ supplierId: supplier.id, props: tooMany }, 'props'],
      [{ supplierId: supplier.id, props: { nested: { deep: true } } }, 'props.nested'],
      [{ supplierId: supplier.id, props: { long: 'x'.repeat(identifyLimits.text + 1) } }, 'props.long'],
      [{ supplierId: supplier.id, pageTitle: 'x'.repeat(identifyLimits.pageTitle + 1) }, 'pageTitle'],
      [{ supplierId: supplier.id, props: ['a'] }, 'props'],
    ];
    for (const path of Object.values(identifyCalls)) {
      for (const [payload, field] of bad) {
        const res = await identify(path, user, payload);
        expect(res.statusCode, `${path} ${field}`).toBe(400);
        expect(res.json().error.code).toBe('validation');
        expect(res.json().error.fields[field], `${path} ${field}: ${res.body}`).toMatch(/^validation:/);
      }
      expect((await identify(path, user, { props: {} })).statusCode).toBe(400);
    }
    expect(await recordsOf(supplier.id)).toEqual([]);
  });
});
