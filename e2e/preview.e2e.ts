import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhotoList } from '../src/domain/photos/photos-api.ts';
import { demoSuppliers } from '../src/server/seed/demo.ts';
import { demoAccount, signInViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession, expectNoSidewaysScroll } from './browser.ts';

// The demo venue; other browser tests may edit its listing or gallery, so what it shows is read from the API first.
const supplierId = demoSuppliers.oldBarn.id;

interface ProfileLink {
  url: string;
  previewUrl: string;
  noindex: boolean;
}

async function venueState(browser: BrowserSession) {
  const request = browser.context.request;
  const link = (await (await request.get(`/api/supplier/${supplierId}/profile-link`)).json()) as ProfileLink;
  const { name } = (await (await request.get(`/api/suppliers/${supplierId}`)).json()) as { name: string };
  const { photos } = (await (await request.get(`/api/supplier/${supplierId}/photos`)).json()) as PhotoList;
  // couples see the approved ones
  return { link, name, photoCount: photos.filter((photo) => photo.state === 'approved').length };
}

describe('profile preview and the couple-facing page', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
    await signInViaApi(browser, demoAccount('venue'));
  });
  afterAll(() => browser.close());

  it("shows the venue's couple-facing page in a frame, with its name and photos, at three widths", async () => {
    const { page } = browser;
    const { link, name, photoCount } = await venueState(browser);
    expect(photoCount).toBeGreaterThan(0);
    expect(link.previewUrl).toBe(`${link.url}?supplier=true`);

    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Preview', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Profile preview' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/preview');

    const frame = page.frameLocator('iframe[title="Preview of your couple-facing profile"]');
    await frame.getByRole('heading', { level: 1, name }).waitFor();
    await frame.getByText('Preview: this is how couples see your profile.', { exact: false }).waitFor();
    await expect.poll(() => frame.locator('.gallery img').count()).toBe(photoCount);
    await frame
      .locator('.gallery img')
      .first()
      .evaluate((img: HTMLImageElement) => img.decode());
    await expect
      .poll(() => page.getByRole('link', { name: 'Open the public page' }).getAttribute('href'))
      .toBe(link.url);
    await screenshot(page, 'preview-desktop');
    expect(await axeViolations(page)).toEqual([]);

    const box = page.getByTestId('preview-frame-box');
    await page.getByText('Phone', { exact: true }).click();
    await expect.poll(async () => Math.round((await box.boundingBox())?.width ?? 0)).toBe(375);
    await page.getByText('Tablet', { exact: true }).click();
    await expect.poll(async () => Math.round((await box.boundingBox())?.width ?? 0)).toBe(768);
    await page.getByText('Phone', { exact: true }).click();
    await expect.poll(async () => Math.round((await box.boundingBox())?.width ?? 0)).toBe(375);
    await frame.getByRole('heading', { level: 1, name }).waitFor();
    await screenshot(page, 'preview-phone-frame');

    // the preview has the whole width: no side menu, but the way back to where the supplier came from
    expect(await page.getByRole('navigation', { name: 'Portal menu' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Back to the portal' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('navigation', { name: 'Portal menu' }).waitFor();
  });

  it('serves the public page with the title, and noindex exactly as the listing says', async () => {
    const { page } = browser;
    const { link, name } = await venueState(browser);
    const response = await page.goto(link.url);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toContain(name);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await expect.poll(() => page.locator('.banner').count()).toBe(0);
    await expect.poll(() => page.locator('meta[name="robots"][content="noindex"]').count()).toBe(link.noindex ? 1 : 0);
    expect(response?.headers()['x-robots-tag']).toBe(link.noindex ? 'noindex' : undefined);
    await expect.poll(() => page.locator('link[rel="canonical"]').getAttribute('href')).toBe(link.url);
    await screenshot(page, 'public-profile');
    expect(await axeViolations(page)).toEqual([]);

    const preview = await page.goto(link.previewUrl);
    expect(preview?.headers()['x-robots-tag']).toBe('noindex');
    await expect.poll(() => page.locator('meta[name="robots"][content="noindex"]').count()).toBe(1);
  });
});

describe('profile preview on a phone (375 px)', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({ width: 375, height: 740 });
    await signInViaApi(browser, demoAccount('venue'));
  });
  afterAll(() => browser.close());

  it('fits the screen: switch, link and frame without sideways scrolling', async () => {
    const { page } = browser;
    const { name } = await venueState(browser);
    await page.goto('/preview');
    await page.getByRole('heading', { level: 1, name: 'Profile preview' }).waitFor();
    const frame = page.frameLocator('iframe[title="Preview of your couple-facing profile"]');
    await frame.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('link', { name: 'Open the public page' }).waitFor();
    await expect.poll(() => page.getByText('Tablet', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Back to the portal' }).waitFor();
    expect(await page.getByRole('button', { name: 'Open the menu' }).count()).toBe(0);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'preview-375');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows the public page in one column on a phone', async () => {
    const { page } = browser;
    const { link, name } = await venueState(browser);
    await page.goto(link.url);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'public-profile-375');
  });
});
