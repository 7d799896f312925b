import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhotoList } from '../src/domain/photos/photos-api.ts';
import { createSupplierViaApi, demoAccount, signInViaApi, signUpViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession } from './browser.ts';

describe('/photo-approvals: platform admins approve or reject new photos', () => {
  const unique = randomUUID().slice(0, 8);
  const business = `Ivy Lens ${unique}`;
  let admin: BrowserSession;
  let supplierTeam: BrowserSession;
  let supplierId: string;

  beforeAll(async () => {
    supplierTeam = await openBrowser();
    await signUpViaApi(supplierTeam, { email: `moderated-${unique}@e2e.example`, firstName: 'Ivy', lastName: 'Lens' });
    supplierId = await createSupplierViaApi(supplierTeam, { name: business, category: 'photo', unique });
    const files = await Promise.all(
      ['#a63', '#36a'].map(async (background, i) => ({
        name: `shot-${i}.png`,
        mimeType: 'image/png',
        buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background } })
          .png()
          .toBuffer(),
      })),
    );
    const uploaded = await supplierTeam.context.request.post(`/api/supplier/${supplierId}/photos`, {
      multipart: { first: files[0]!, second: files[1]! },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    admin = await openBrowser();
    await signInViaApi(admin, demoAccount('admin'));
  });
  afterAll(async () => {
    await admin.close();
    await supplierTeam.close();
  });

  const states = async () =>
    (
      (await (await supplierTeam.context.request.get(`/api/supplier/${supplierId}/photos`)).json()) as PhotoList
    ).photos.map((p) => [p.state, p.rejectedReason]);

  it('approves one and rejects the other with a reason, which the supplier then reads under the photo', async () => {
    const { page } = admin;
    await page.goto('/search');
    await page.getByRole('link', { name: 'Photo approvals' }).first().click();
    await page.getByRole('heading', { name: 'Photo approvals', level: 1 }).waitFor();
    const ours = page
      .getByRole('list', { name: 'Photos awaiting approval' })
      .getByRole('listitem')
      .filter({ hasText: business });
    await expect.poll(() => ours.count()).toBe(2);
    await screenshot(page, 'photo-approvals');
    expect(await axeViolations(page)).toEqual([]);

    await ours.nth(0).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Approve selected (1)' }).click();
    await page.getByText('1 photo approved: couples see it now.').waitFor();
    await expect.poll(() => ours.count()).toBe(1);

    await ours.nth(0).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Reject selected (1)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject 1 photo' });
    await dialog.getByRole('button', { name: 'Reject selected (1)' }).click();
    await dialog.getByText('Say why: the supplier reads it.').waitFor();
    await dialog.getByLabel('Why (the supplier reads this)').fill('Too blurred to show couples');
    await dialog.getByRole('button', { name: 'Reject selected (1)' }).click();
    await page.getByText('1 photo rejected: the supplier sees why.').waitFor();
    await expect.poll(() => ours.count()).toBe(0);
    // one batch: the queue's order need not be the gallery's
    expect((await states()).sort()).toEqual([
      ['approved', null],
      ['rejected', 'Too blurred to show couples'],
    ]);

    await supplierTeam.page.goto('/photos');
    await supplierTeam.page.getByText('Not shown to couples: Too blurred to show couples').waitFor();
    await supplierTeam.page.getByText('Rejected', { exact: true }).waitFor();
    await screenshot(supplierTeam.page, 'photos-rejected');
  });
});
