import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndorsementsResponse } from '../src/domain/endorsements.ts';
import { createSupplierViaApi, inGermanOnPhone, signUpViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession } from './browser.ts';

describe('/endorsements: testimonials', () => {
  const unique = randomUUID().slice(0, 8);
  let browser: BrowserSession;
  let supplierId: string;

  beforeAll(async () => {
    browser = await openBrowser();
    await signUpViaApi(browser, { email: `testimonials-${unique}@e2e.example`, firstName: 'Tess', lastName: 'Monial' });
    supplierId = await createSupplierViaApi(browser, { name: `Bloom Studio ${unique}`, category: 'photo', unique });
  });
  afterAll(() => browser.close());

  const stored = async () =>
    (
      (await (
        await browser.context.request.get(`/api/supplier/${supplierId}/endorsements`)
      ).json()) as EndorsementsResponse
    ).endorsements;

  it('adds a testimonial (a future date refused first), gives it a photo, and couples see both on the profile', async () => {
    const { page } = browser;
    await page.goto('/endorsements');
    await page.getByRole('heading', { name: 'Testimonials', level: 1 }).waitFor();
    await page.getByText('No testimonials yet.', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add a testimonial' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a testimonial' });
    await dialog.getByLabel('Who said it').fill('Anna and Tom Schmidt');
    await dialog.getByLabel('Their role').fill('Married in May');
    await dialog.getByLabel('Date').fill('2099-05-14');
    await dialog.getByLabel('Title').fill('Photos we will treasure');
    await dialog.getByLabel('What they said').fill('Every moment caught, and we never noticed the camera.');
    await dialog.getByRole('button', { name: 'Save the testimonial' }).click();
    await dialog.getByText('The date cannot be in the future.').waitFor();
    await screenshot(page, 'endorsements-form');
    expect(await axeViolations(page)).toEqual([]);
    expect(await stored()).toEqual([]);

    await dialog.getByLabel('Date').fill('2026-05-14');
    await dialog.getByRole('button', { name: 'Save the testimonial' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const list = page.getByRole('list', { name: 'Your testimonials' });
    const item = list.getByRole('listitem').filter({ hasText: 'Photos we will treasure' });
    await item.getByText('Anna and Tom Schmidt, Married in May · 14 May 2026').waitFor();
    await page.getByRole('heading', { name: 'Your testimonials (1)' }).waitFor();
    // the menu's count follows
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /Testimonials/ })
      .getByText('1', { exact: true })
      .waitFor();

    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#b56' } })
      .png()
      .toBuffer();
    const chooser = page.waitForEvent('filechooser');
    await item.getByRole('button', { name: 'Add a photo to “Photos we will treasure”' }).click();
    await (await chooser).setFiles({ name: 'anna-and-tom.png', mimeType: 'image/png', buffer: photo });
    await item.getByRole('img', { name: 'Photo of Anna and Tom Schmidt' }).waitFor();
    await item.getByRole('button', { name: 'Change the photo of “Photos we will treasure”' }).waitFor();
    await screenshot(page, 'endorsements');
    expect(await axeViolations(page)).toEqual([]);
    const [saved] = await stored();
    expect(saved).toMatchObject({
      name: 'Anna and Tom Schmidt',
      date: '2026-05-14',
      photo: { thumbnail: expect.stringContaining('/uploads/') },
    });

    const link = (await (await browser.context.request.get(`/api/supplier/${supplierId}/profile-link`)).json()) as {
      url: string;
    };
    await page.goto(new URL(link.url).pathname);
    const section = page.getByRole('region', { name: 'What people say' });
    await section.getByText('Every moment caught, and we never noticed the camera.').waitFor();
    await section.getByRole('img', { name: 'Photo of Anna and Tom Schmidt' }).waitFor();
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'endorsements-public-profile');
  });

  it('edits and deletes a testimonial in German on a phone', async () => {
    const { page } = browser;
    await inGermanOnPhone(browser, async () => {
      await page.goto('/endorsements');
      await page.getByRole('heading', { name: 'Kundenstimmen', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Bearbeiten: „Photos we will treasure“' }).click();
      const dialog = page.getByRole('dialog', { name: 'Kundenstimme bearbeiten' });
      await dialog.getByLabel('Überschrift').fill('Fotos für die Ewigkeit');
      await screenshot(page, 'endorsements-form-german-narrow');
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const item = page.getByRole('listitem').filter({ hasText: 'Fotos für die Ewigkeit' });
      await item.getByText('Anna and Tom Schmidt, Married in May · 14. Mai 2026').waitFor();
      await screenshot(page, 'endorsements-german-narrow');
      expect(await axeViolations(page)).toEqual([]);

      await item.getByRole('button', { name: 'Löschen: „Fotos für die Ewigkeit“' }).click();
      await page.getByRole('dialog', { name: 'Endgültig löschen?' }).getByRole('button', { name: 'Löschen' }).click();
      await page.getByText('Noch keine Kundenstimmen.', { exact: false }).waitFor();
    });
    expect(await stored()).toEqual([]);
  });
});
