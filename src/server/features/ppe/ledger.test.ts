import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../db/schema/index.ts';
import { createPlatformAdmin, type CreatedUser } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createPpeSupplier, giveCredits } from './test-factory.ts';

let ctx: TestContext;
let admin: CreatedUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createPlatformAdmin(ctx);
});
afterAll(() => ctx.close());

const transaction = (user: CreatedUser, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/supplier/ledger/transaction',
    headers: { cookie: user.cookie },
    payload,
  });

const balances = (user: CreatedUser, supplierId: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/supplier/${supplierId}/balances`, headers: { cookie: user.cookie } });

async function entries(supplierId: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.supplierId, supplierId));
  return row!.n;
}

describe('GET /api/supplier/:id/balances', () => {
  it('answers both balance types, 0 for a balance never moved', async () => {
    const { user, supplier } = await createPpeSupplier(ctx);
    expect((await balances(user, supplier.id)).json()).toEqual({
      supplierId: supplier.id,
      balances: { enquiries: 0, 'contact-couples': 0 },
    });
    await giveCredits(ctx, supplier.id, 4, 'contact-couples');
    expect((await balances(user, supplier.id)).json().balances).toEqual({ enquiries: 0, 'contact-couples': 4 });
  });

  it("answers 404 for another supplier's balances", async () => {
    const { user } = await createPpeSupplier(ctx);
    const other = await createPpeSupplier(ctx);
    expect((await balances(user, other.supplier.id)).statusCode).toBe(404);
    expect((await balances(user, 'no-such-supplier')).statusCode).toBe(404);
  });
});

describe('POST /api/supplier/ledger/transaction', () => {
  it('lets a platform admin add and take credits, recording each move', async () => {
    const { user, supplier } = await createPpeSupplier(ctx);
    const added = await transaction(admin, {
      supplierId: supplier.id,
      balanceType: 'enquiries',
      amount: 5,
      reason: 'adjustment',
      note: 'Goodwill after an outage',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({
      supplierId: supplier.id,
      balanceType: 'enquiries',
      amount: 5,
      reason: 'adjustment',
      balance: 5,
    });
    const taken = await transaction(admin, {
      supplierId: supplier.id,
      balanceType: 'enquiries',
      amount: -2,
      reason: 'adjustment',
    });
    expect(taken.json().balance).toBe(3);
    expect((await balances(user, supplier.id)).json().balances.enquiries).toBe(3);

    const rows = await ctx.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.supplierId, supplier.id));
    expect(rows.map((r) => [r.amount, r.note, r.createdBy]).sort()).toEqual(
      [
        [-2, null, admin.id],
        [5, 'Goodwill after an outage', admin.id],
      ].sort(),
    );
  });

  it('never takes a balance below zero: 409 insufficient-balance and nothing written', async () => {
    const { user, supplier } = await createPpeSupplier(ctx);
    const empty = await transaction(admin, {
      supplierId: supplier.id,
      balanceType: 'contact-couples',
      amount: -1,
      reason: 'adjustment',
    });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().error.code).toBe('insufficient-balance');
    await giveCredits(ctx, supplier.id, 2);
    const tooMuch = await transaction(admin, {
      supplierId: supplier.id,
      balanceType: 'enquiries',
      amount: -3,
      reason: 'adjustment',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect((await balances(user, supplier.id)).json().balances).toEqual({ enquiries: 2, 'contact-couples': 0 });
    expect(await entries(supplier.id)).toBe(1);
  });

  it('is refused to supplier users (403), to users of other suppliers (404), and signed out (401)', async () => {
    const { user, supplier } = await createPpeSupplier(ctx);
    const other = await createPpeSupplier(ctx);
    const payload = { supplierId: supplier.id, balanceType: 'enquiries', amount: 10, reason: 'purchase' };
    const own = await transaction(user, payload);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.code).toBe('platform-admin-required');
    expect((await transaction(other.user, payload)).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/supplier/ledger/transaction', payload })).statusCode,
    ).toBe(401);
    expect(await entries(supplier.id)).toBe(0);
  });

  it.each([
    [{ amount: 0 }, { amount: 'enquiries:errors.ledgerAmount' }],
    [{ amount: 1.5 }, { amount: 'enquiries:errors.ledgerAmount' }],
    [{ amount: 10_001 }, { amount: 'enquiries:errors.ledgerAmount' }],
    [{ balanceType: 'gold' }, { balanceType: 'enquiries:errors.balanceType' }],
    [{ reason: 'gift' }, { reason: 'enquiries:errors.ledgerReason' }],
    [{ supplierId: '' }, { supplierId: 'validation:required' }],
  ])('answers 400 for %o with its field message, and writes nothing', async (change, fields) => {
    const { supplier } = await createPpeSupplier(ctx);
    const res = await transaction(admin, {
      supplierId: supplier.id,
      balanceType: 'enquiries',
      amount: 5,
      reason: 'adjustment',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual(fields);
    expect(await entries(supplier.id)).toBe(0);
  });
});
