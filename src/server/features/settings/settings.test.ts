import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { multipartBody } from '../../test/multipart.ts';
import { oversizedPng } from '../../test/photo-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('profile settings (/profile-settings)', () => {
  let ctx: TestContext;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-settings-'));

  const upload = async (user: CreatedUser, file: { name: string; type: string; body: Buffer }) => {
    const { payload, contentType } = await multipartBody('photo', [file]);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/account/profile/photo',
      headers: { cookie: user.cookie, 'content-type': contentType },
      payload,
    });
  };
  const profileOf = (user: CreatedUser) =>
    ctx.app.inject({ url: '/api/account/profile', headers: { cookie: user.cookie } });
  const saveProfile = (user: CreatedUser, payload: { firstName: string; lastName: string; phone: string }) =>
    ctx.app.inject({ method: 'PUT', url: '/api/account/profile', headers: { cookie: user.cookie }, payload });
  const png = (size = 800) =>
    sharp({ create: { width: size, height: size / 2, channels: 3, background: '#c06' } })
      .png()
      .toBuffer();

  beforeAll(async () => {
    ctx = await createTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads and saves first name, last name and phone', async () => {
    const user = await createUser(ctx, { firstName: 'Ada', lastName: 'Byron' });
    const before = await profileOf(user);
    expect(before.json()).toEqual({
      firstName: 'Ada',
      lastName: 'Byron',
      phone: '',
      email: user.email,
      profilePhoto: null,
    });
    const saved = await saveProfile(user, { firstName: ' Ada ', lastName: 'Lovelace', phone: '+44 20 7946 0018' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', phone: '+44 20 7946 0018' });
  });

  it('refuses missing names and a bad phone with field messages, writing nothing', async () => {
    const user = await createUser(ctx, { firstName: 'Kept', lastName: 'Name' });
    const res = await saveProfile(user, { firstName: '  ', lastName: '', phone: 'call me' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation',
      fields: {
        firstName: 'validation:requiredFirstName',
        lastName: 'validation:requiredLastName',
        phone: 'validation:phone',
      },
    });
    const after = await profileOf(user);
    expect(after.json()).toMatchObject({ firstName: 'Kept', lastName: 'Name' });
  });

  it('stores a photo through the storage provider as a 512 px WebP and serves it at /uploads', async () => {
    const user = await createUser(ctx);
    const res = await upload(user, { name: 'me.png', type: 'image/png', body: await png() });
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().profilePhoto;
    expect(url).toMatch(new RegExp(`^/uploads/profile-photos/${user.id}/[0-9a-f-]+\\.webp$`));
    expect(existsSync(path.join(dataDir, 'uploads', url.replace('/uploads/', '')))).toBe(true);
    const served = await ctx.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
    const viewer = await ctx.app.inject({ url: '/api/viewer', headers: { cookie: user.cookie } });
    expect(viewer.json().user.profilePhoto).toBe(url);

    const replaced = await upload(user, { name: 'me2.png', type: 'image/png', body: await png(600) });
    expect(replaced.json().profilePhoto).not.toBe(url);
    expect((await ctx.app.inject({ url })).statusCode).toBe(404);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account/profile/photo',
      headers: { cookie: user.cookie },
    });
    expect(removed.json().profilePhoto).toBeNull();
  });

  it('refuses other file types, files that are not images, files over 5 MB and images of too many pixels', async () => {
    const user = await createUser(ctx);
    const text = await upload(user, { name: 'notes.txt', type: 'text/plain', body: Buffer.from('hello') });
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toMatchObject({
      code: 'unsupported-file-type',
      fields: { photo: 'settings:photo.type' },
    });
    const fake = await upload(user, { name: 'fake.png', type: 'image/png', body: Buffer.from('not really a png') });
    expect(fake.json().error.code).toBe('unsupported-file-type');
    const big = await upload(user, { name: 'big.png', type: 'image/png', body: Buffer.alloc(5 * 1024 * 1024 + 10, 1) });
    expect(big.statusCode).toBe(400);
    expect(big.json().error).toMatchObject({ code: 'file-too-large', fields: { photo: 'settings:photo.size' } });
    const bomb = await upload(user, { name: 'bomb.png', type: 'image/png', body: await oversizedPng() });
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().error).toMatchObject({ code: 'image-too-large', fields: { photo: 'settings:photo.pixels' } });
    const profile = await profileOf(user);
    expect(profile.json().profilePhoto).toBeNull();
  });

  it('refuses unsafe upload paths and unknown files with 404', async () => {
    expect((await ctx.app.inject({ url: '/uploads/../auth-secret' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/uploads/profile-photos/%2e%2e/x' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/uploads/profile-photos/none.webp' })).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    expect((await ctx.app.inject({ url: '/api/account/profile' })).statusCode).toBe(401);
  });
});
