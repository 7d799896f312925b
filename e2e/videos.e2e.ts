import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideosResponse } from '../src/domain/videos/videos-api.ts';
import { standInTitle } from '../src/server/providers/video-meta/stand-in.ts';
import { demoSuppliers } from '../src/server/seed/demo.ts';
import { demoAccount, signInViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession, expectNoSidewaysScroll } from './browser.ts';

// The demo venue (classic, so video tours are open) in English; lookups answer from the global setup's oEmbed stand-in.
const supplierId = demoSuppliers.oldBarn.id;

describe('videos and video tours', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
    await signInViaApi(browser, demoAccount('venue'));
  });
  afterAll(() => browser.close());

  const listed = async (type = 'video') =>
    (
      (await (
        await browser.context.request.get(`/api/supplier/${supplierId}/videos?type=${type}`)
      ).json()) as VideosResponse
    ).videos;
  const menuLink = (name: string) =>
    browser.page.getByRole('navigation', { name: 'Portal menu' }).getByRole('link', { name: new RegExp(`^${name}`) });

  it('refuses an incorrect link with the message, adds a YouTube video with its looked-up title, and deletes it', async () => {
    const { page } = browser;
    const id = `e2e${randomBytes(6).toString('base64url').slice(0, 8)}`;
    const title = standInTitle('youtube', id);
    const before = (await listed()).length;
    await page.goto('/videos');
    await page.getByRole('heading', { level: 1, name: 'Videos' }).waitFor();
    await screenshot(page, 'videos-list');

    const input = page.getByRole('textbox', { name: 'Link' });
    await input.fill('https://example.com/our-wedding-film.mp4');
    await page.getByRole('button', { name: 'Add video' }).click();
    await page.getByRole('alert').filter({ hasText: 'This is not a link we can show.' }).waitFor();
    await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
    expect(await listed()).toHaveLength(before);

    await input.fill(`https://youtu.be/${id}`);
    const preview = page.getByRole('group', { name: 'Preview' });
    await preview.getByText(title).waitFor();
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    await screenshot(page, 'videos-preview');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add video' }).click();
    await page.getByText('The video has been added to your profile.').waitFor();
    const card = page.locator('li', { hasText: title });
    await card.waitFor();
    await expect.poll(() => input.inputValue()).toBe('');
    expect(await listed()).toHaveLength(before + 1);
    await menuLink('Videos')
      .filter({ hasText: String(before + 1) })
      .waitFor();

    // the same video again, as another link form
    await input.fill(`https://www.youtube.com/watch?v=${id}`);
    await page.getByRole('alert').filter({ hasText: 'This video is already in your list.' }).waitFor();

    await card.getByRole('button', { name: `Delete “${title}”` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this video?' });
    await dialog.waitFor();
    await screenshot(page, 'videos-delete');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card.waitFor({ state: 'detached' });
    expect(await listed()).toHaveLength(before);
    await input.fill('');
  });

  it('shows the not-found message when the lookup fails', async () => {
    const { page } = browser;
    await page.goto('/videos');
    await page.getByRole('textbox', { name: 'Link' }).fill('https://vimeo.com/404');
    await page.getByRole('alert').filter({ hasText: 'We could not find this video.' }).waitFor();
    await page.getByRole('textbox', { name: 'Link' }).fill('');
  });

  it('lists the venue’s video tours and passes the accessibility checks', async () => {
    const { page } = browser;
    await page.goto('/video-tours');
    await page.getByRole('heading', { level: 1, name: 'Video tours' }).waitFor();
    for (const tour of await listed('videoTour')) await page.getByText(tour.label, { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Add tour' }).waitFor();
    await screenshot(page, 'video-tours');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('works at 375 px: one column, nothing wider than the screen', async () => {
    const phone = await openBrowser({ width: 375, height: 812 });
    try {
      await signInViaApi(phone, demoAccount('venue'));
      await phone.page.goto('/videos');
      await phone.page.getByRole('heading', { level: 1, name: 'Videos' }).waitFor();
      await phone.page.getByRole('textbox', { name: 'Link' }).fill('https://youtu.be/phoneCheck1');
      await phone.page
        .getByRole('group', { name: 'Preview' })
        .getByText(standInTitle('youtube', 'phoneCheck1'))
        .waitFor();
      await expectNoSidewaysScroll(phone.page);
      await screenshot(phone.page, 'videos-phone');
      expect(await axeViolations(phone.page)).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});

describe('video tours below lite', () => {
  it('tells the photographer video tours are for venues: no form, no lock to upgrade', async () => {
    const browser = await openBrowser();
    try {
      await signInViaApi(browser, demoAccount('photographer'));
      await browser.page.goto('/video-tours');
      await browser.page.getByRole('heading', { level: 1, name: 'Virtuelle Rundgänge' }).waitFor();
      await browser.page.getByText('Virtuelle Rundgänge gibt es für Locations.', { exact: false }).waitFor();
      await expect.poll(() => browser.page.getByRole('textbox', { name: 'Link' }).count()).toBe(0);
      expect(await browser.page.getByText(/Virtuelle Rundgänge gibt es ab dem Paket/).count()).toBe(0);
      // nor is it in the menu
      expect(
        await browser.page
          .getByRole('navigation', { name: 'Portalmenü' })
          .getByRole('link', { name: /^Virtuelle Rundgänge/ })
          .count(),
      ).toBe(0);
      await screenshot(browser.page, 'video-tours-not-offered-de');
      expect(await axeViolations(browser.page)).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
