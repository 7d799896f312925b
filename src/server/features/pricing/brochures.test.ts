import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupplierBrochure } from '../../../domain/pricing/brochure-schemas.ts';
import { brochureLimit, brochureMaxBytes } from '../../../domain/pricing/brochures.ts';
import type { BrochuresResponse } from '../../../domain/pricing/pricing-api.ts';
import type { CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { multipartBody } from '../../test/multipart.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { tinyPdf } from '../../seed/demo-pricing.ts';
import { addAdmin } from './test-helpers.ts';

describe('brochures (/api/supplier/{id}/brochures)', () => {
  let ctx: TestContext;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-brochures-'));
  beforeAll(async () => {
    ctx = await createTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const url = (supplierId: string, rest = '') => `/api/supplier/${supplierId}/brochures${rest}`;
  const upload = async (user: CreatedUser, supplierId: string, file: { name: string; type?: string; body: Buffer }) => {
    const { payload, contentType } = await multipartBody('file', [{ type: 'application/pdf', ...file }]);
    return ctx.app.inject({
      method: 'POST',
      url: url(supplierId),
      headers: { cookie: user.cookie, 'content-type': contentType },
      payload,
    });
  };
  const list = async (user: CreatedUser, supplierId: string) =>
    (await ctx.app.inject({ url: url(supplierId), headers: { cookie: user.cookie } })).json<BrochuresResponse>();
  const filesOf = (supplierId: string) => {
    const folder = path.join(dataDir, 'uploads', 'brochures', supplierId);
    return existsSync(folder) ? readdirSync(folder) : [];
  };
  const pdf = tinyPdf('Brochure');

  it('stores a PDF, names it from the file name, renames its title and deletes it with its file', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const res = await upload(user, supplier.id, { name: 'C:\\docs\\Wedding Prices 2026.PDF', body: pdf });
    expect(res.statusCode, res.body).toBe(201);
    const brochure = res.json<SupplierBrochure>();
    expect(brochure).toMatchObject({ name: 'Wedding Prices 2026', title: 'Wedding Prices 2026', size: pdf.length });
    expect(brochure.file).toMatch(new RegExp(`^/uploads/brochures/${supplier.id}/[0-9a-f-]+\\.pdf$`));
    const served = await ctx.app.inject({ url: brochure.file });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(pdf)).toBe(true);

    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: url(supplier.id, `/${brochure.id}`),
      headers: { cookie: user.cookie },
      payload: { title: ' Our prices ' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ title: 'Our prices', name: 'Wedding Prices 2026' });
    const blank = await ctx.app.inject({
      method: 'PATCH',
      url: url(supplier.id, `/${brochure.id}`),
      headers: { cookie: user.cookie },
      payload: { title: '  ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({ title: 'validation:required' });
    expect((await list(user, supplier.id)).brochures).toMatchObject([{ title: 'Our prices' }]);

    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: url(supplier.id, `/${brochure.id}`),
          headers: { cookie: user.cookie },
        })
      ).statusCode,
    ).toBe(204);
    expect((await list(user, supplier.id)).brochures).toEqual([]);
    expect(filesOf(supplier.id)).toEqual([]);
    expect((await ctx.app.inject({ url: brochure.file })).statusCode).toBe(404);
  });

  it('stores a PDF whose multipart file name carries a NUL, with the control characters left out of its name', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const res = await upload(user, supplier.id, { name: 'Pri\u0000ces.pdf', body: pdf });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<SupplierBrochure>()).toMatchObject({ name: 'Prices', title: 'Prices' });
  });

  it('refuses a file that is not a PDF by its bytes (whatever its type says) and leaves nothing behind', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const res = await upload(user, supplier.id, {
      name: 'prices.pdf',
      type: 'application/pdf',
      body: Buffer.from('GIF89a not a pdf'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'brochure-file-type',
      fields: { file: 'pricing:brochures.errors.fileType' },
    });
    expect((await list(user, supplier.id)).brochures).toEqual([]);
    expect(filesOf(supplier.id)).toEqual([]);
  });

  it('refuses a file over 10 MB and an empty one with the size message, leaving nothing behind', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const big = Buffer.concat([pdf, Buffer.alloc(brochureMaxBytes)]);
    const res = await upload(user, supplier.id, { name: 'big.pdf', body: big });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'brochure-file-size',
      fields: { file: 'pricing:brochures.errors.fileSize' },
    });
    const empty = await upload(user, supplier.id, { name: 'empty.pdf', body: Buffer.alloc(0) });
    expect(empty.json().error.code).toBe('brochure-file-size');
    expect((await list(user, supplier.id)).brochures).toEqual([]);
    expect(filesOf(supplier.id)).toEqual([]);
  });

  it(`refuses a brochure beyond ${brochureLimit} with the limit message, also when uploads run at once`, async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const results = await Promise.all(
      Array.from({ length: brochureLimit + 2 }, (_, i) => upload(user, supplier.id, { name: `b${i}.pdf`, body: pdf })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(brochureLimit);
    for (const refused of results.filter((r) => r.statusCode !== 201)) {
      expect(refused.json().error).toMatchObject({
        code: 'brochure-limit-reached',
        fields: { file: 'pricing:brochures.errors.limitReached' },
      });
    }
    expect((await list(user, supplier.id)).brochures).toHaveLength(brochureLimit);
    expect(filesOf(supplier.id)).toHaveLength(brochureLimit);
  });

  it('answers the unknown error when storing fails, leaving no row behind', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const { storage } = ctx.app.deps.providers;
    const put = storage.put;
    storage.put = () => Promise.reject(new Error('disk full'));
    try {
      const res = await upload(user, supplier.id, { name: 'prices.pdf', body: pdf });
      expect(res.statusCode).toBe(500);
      expect(res.json().error).toMatchObject({
        code: 'brochure-unknown-error',
        fields: { file: 'pricing:brochures.errors.unknown' },
      });
    } finally {
      storage.put = put;
    }
    expect((await list(user, supplier.id)).brochures).toEqual([]);
    expect(filesOf(supplier.id)).toEqual([]);
  });

  it('answers 404 for another supplier and its brochures, writing nothing', async () => {
    const { user: owner, supplier } = await createOwnedSupplier(ctx);
    const brochure = (await upload(owner, supplier.id, { name: 'mine.pdf', body: pdf })).json<SupplierBrochure>();
    const { user: stranger, supplier: own } = await createOwnedSupplier(ctx);
    expect((await ctx.app.inject({ url: url(supplier.id), headers: { cookie: stranger.cookie } })).statusCode).toBe(
      404,
    );
    expect((await upload(stranger, supplier.id, { name: 'x.pdf', body: pdf })).statusCode).toBe(404);
    for (const base of [supplier.id, own.id]) {
      expect(
        (
          await ctx.app.inject({
            method: 'PATCH',
            url: url(base, `/${brochure.id}`),
            headers: { cookie: stranger.cookie },
            payload: { title: 'X' },
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await ctx.app.inject({
            method: 'DELETE',
            url: url(base, `/${brochure.id}`),
            headers: { cookie: stranger.cookie },
          })
        ).statusCode,
      ).toBe(404);
    }
    expect((await list(owner, supplier.id)).brochures).toMatchObject([{ id: brochure.id, title: 'mine' }]);
    expect(filesOf(supplier.id)).toHaveLength(1);
  });

  it('lets a viewer read but not upload, rename or delete', async () => {
    const { user: viewer, supplier } = await createOwnedSupplier(ctx, { role: 'viewer' });
    const owner = await addAdmin(ctx, supplier.id);
    const brochure = (await upload(owner, supplier.id, { name: 'mine.pdf', body: pdf })).json<SupplierBrochure>();
    expect((await list(viewer, supplier.id)).brochures).toHaveLength(1);
    expect((await upload(viewer, supplier.id, { name: 'x.pdf', body: pdf })).statusCode).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'PATCH',
          url: url(supplier.id, `/${brochure.id}`),
          headers: { cookie: viewer.cookie },
          payload: { title: 'X' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: url(supplier.id, `/${brochure.id}`),
          headers: { cookie: viewer.cookie },
        })
      ).statusCode,
    ).toBe(403);
    expect(filesOf(supplier.id)).toHaveLength(1);
  });
});
