import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatusMessage } from '../../../domain/about-you/status-message.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { aboutYouCalls } from './test-calls.ts';

describe('GET/PUT /api/supplier/{id}/status-message', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  const calls = () => aboutYouCalls(ctx, 'status-message');

  it('adds, edits and removes the message by the spec rule', async () => {
    const { get, put } = calls();
    const { user, supplier } = await createOwnedSupplier(ctx);
    expect((await get(user, supplier.id)).json()).toEqual({ statusMessage: null });

    const added = await put(user, supplier.id, { message: '  Booking 2027 dates now  ' });
    expect(added.statusCode, added.body).toBe(200);
    const first = added.json<StatusMessage & { change: string }>();
    expect(first.change).toBe('add');
    expect(first.statusMessage).toMatchObject({ message: 'Booking 2027 dates now' });

    const edited = (await put(user, supplier.id, { message: 'Open day on 12 April' })).json<
      StatusMessage & { change: string }
    >();
    expect(edited.change).toBe('edit');
    expect(edited.statusMessage?.message).toBe('Open day on 12 April');
    expect(edited.statusMessage?.createdAt).toBe(first.statusMessage?.createdAt);
    expect(Date.parse(edited.statusMessage!.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(first.statusMessage!.updatedAt),
    );
    expect((await get(user, supplier.id)).json<StatusMessage>().statusMessage?.message).toBe('Open day on 12 April');

    const removed = (await put(user, supplier.id, { message: '   ' })).json<StatusMessage & { change: string }>();
    expect(removed).toEqual({ change: 'remove', statusMessage: null });
    expect((await get(user, supplier.id)).json()).toEqual({ statusMessage: null });
    expect((await put(user, supplier.id, { message: '' })).json()).toEqual({ change: 'none', statusMessage: null });
  });

  it('refuses a text over the maximum with a field error and keeps the message', async () => {
    const { get, put } = calls();
    const { user, supplier } = await createOwnedSupplier(ctx);
    await put(user, supplier.id, { message: 'Kept' });
    for (const payload of [{ message: 'x'.repeat(281) }, { message: 42 }, {}]) {
      const res = await put(user, supplier.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.message).toMatch(/^validation:/);
    }
    expect((await get(user, supplier.id)).json<StatusMessage>().statusMessage?.message).toBe('Kept');
  });

  it('lets a viewer read but not write, and answers 404 for another supplier', async () => {
    const { get, put } = calls();
    const { user: viewer, supplier } = await createOwnedSupplier(ctx, { role: 'viewer' });
    expect((await get(viewer, supplier.id)).statusCode).toBe(200);
    expect((await put(viewer, supplier.id, { message: 'Not mine to say' })).statusCode).toBe(403);
    expect((await get(viewer, supplier.id)).json()).toEqual({ statusMessage: null });

    const { user: stranger } = await createOwnedSupplier(ctx);
    expect((await get(stranger, supplier.id)).statusCode).toBe(404);
    expect((await put(stranger, supplier.id, { message: 'Hello' })).statusCode).toBe(404);
    expect((await get(viewer, supplier.id)).json()).toEqual({ statusMessage: null });
  });
});
