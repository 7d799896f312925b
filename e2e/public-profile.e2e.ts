import { randomUUID } from 'node:crypto';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSuppliers } from '../src/server/seed/demo.ts';
import { createParisFloristViaApi, signUpViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, expectNoSidewaysScroll, type BrowserSession } from './browser.ts';
import { chromiumPath } from './chromium-path.ts';

/**
 * The couple-facing profile as a storefront (issue 34): German at 375 px, French at 768 px, English at 1280 px; the
 * lightbox by keyboard, the enquiry action in reach while scrolling, and the enquiry form without JavaScript.
 */

const profilePath = (category: string, supplier: { slug: string; publicId: string }) =>
  `/${category}/${supplier.slug}-${supplier.publicId}`;
const venuePath = profilePath('wedding-venues', demoSuppliers.oldBarn);
const photographerPath = profilePath('wedding-photographers', demoSuppliers.lichtblick);

/** A new French florist (no photos, no reviews): the page's empty states in French. */
async function frenchFloristPath(session: BrowserSession): Promise<string> {
  const unique = randomUUID().slice(0, 8);
  await signUpViaApi(session, { firstName: 'Camille', lastName: 'Roux', locale: 'fr-FR' });
  const id = await createParisFloristViaApi(session, { name: `Fleurs de Camille ${unique}`, unique });
  const link = await session.context.request.get(`/api/supplier/${id}/profile-link`);
  return new URL(((await link.json()) as { url: string }).url).pathname;
}

/** Scrolls to the end of the page and checks the enquiry action is still on the screen. */
async function expectEnquiryInReach(page: Page, name: string | RegExp) {
  const scrolls = await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    return document.documentElement.scrollHeight > window.innerHeight;
  });
  // a new supplier's short page may not scroll at all: then the action only has to be on the screen
  if (scrolls) await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const action = page.getByRole('link', { name, exact: true });
  await expect.poll(() => action.isVisible()).toBe(true);
  const box = await action.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
}

describe('the public profile page', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('in English at 1280 px: hero, reviews summary, side card in reach, lightbox and enquiry dialog by keyboard', async () => {
    const { page } = browser;
    await page.goto(venuePath);
    await page.getByRole('heading', { level: 1, name: demoSuppliers.oldBarn.name }).waitFor();
    await page.locator('.hero img').evaluate((img: HTMLImageElement) => img.decode());
    await expectNoSidewaysScroll(page, 1280);
    await screenshot(page, 'public-profile-en-1280');
    expect(await axeViolations(page)).toEqual([]);

    // the lightbox: opened from a thumbnail, arrows move, Escape closes back onto the thumbnail
    const thumbnails = page.locator('.gallery a.thumb');
    expect(await thumbnails.count()).toBeGreaterThan(1);
    await thumbnails.first().focus();
    await page.keyboard.press('Enter');
    const first = page.locator('#photo-1');
    await expect.poll(() => first.isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('photo-1');
    await first.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await screenshot(page, 'public-profile-lightbox-1280');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.locator('#photo-2').isVisible()).toBe(true);
    expect(await first.isVisible()).toBe(false);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => first.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => first.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('thumb-1');

    // the side card stays on the screen to the end of the page and opens the widget's form in a dialog
    await expectEnquiryInReach(page, 'Send an enquiry');
    await page.getByRole('link', { name: 'Send an enquiry', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^Enquiry form for/ });
    await dialog.waitFor();
    const form = page.frameLocator('#enquiry-dialog iframe');
    await form.getByRole('heading', { level: 1 }).waitFor();
    await form.locator('#f-email').waitFor();
    await screenshot(page, 'public-profile-enquiry-1280');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  it('in German at 375 px: one column, hyphenated, the enquiry bar in reach while scrolling', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(photographerPath);
    await page.getByRole('heading', { level: 1, name: demoSuppliers.lichtblick.name }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    expect(await page.evaluate(() => getComputedStyle(document.body).hyphens)).toBe('auto');
    await expectNoSidewaysScroll(page, 375);
    await screenshot(page, 'public-profile-de-375');
    expect(await axeViolations(page)).toEqual([]);
    await expectEnquiryInReach(page, 'Anfrage senden');
  });

  it('in French at 768 px: the empty states of a new florist, and the enquiry bar', async () => {
    const owner = await openBrowser();
    const path = await frenchFloristPath(owner).finally(() => owner.close());
    const { page } = browser;
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: /^Fleurs de Camille/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-FR');
    await page.getByText('Photos bientôt disponibles').waitFor();
    await page.getByText('Nouveau ici\u202f: pas encore d’avis de couples').waitFor();
    await expectNoSidewaysScroll(page, 768);
    await screenshot(page, 'public-profile-fr-768');
    expect(await axeViolations(page)).toEqual([]);
    await expectEnquiryInReach(page, 'Envoyer une demande');
  });
});

describe('the public profile page without JavaScript', () => {
  let chromiumBrowser: Browser;
  beforeAll(async () => {
    chromiumBrowser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
  });
  afterAll(() => chromiumBrowser.close());

  it('still reaches the enquiry form and opens the lightbox', async () => {
    const probe = await openBrowser();
    const baseURL = probe.baseUrl;
    await probe.close();
    const context = await chromiumBrowser.newContext({
      javaScriptEnabled: false,
      baseURL,
      viewport: { width: 375, height: 740 },
    });
    const page = await context.newPage();
    await page.goto(venuePath);
    await page.locator('.gallery a.thumb').first().click();
    await expect.poll(() => page.locator('#photo-1').isVisible()).toBe(true);
    await page.locator('#photo-1 .lightbox-close').click();
    await expect.poll(() => page.locator('#photo-1').isVisible()).toBe(false);

    await page.getByRole('link', { name: 'Send an enquiry', exact: true }).click();
    await page.waitForURL(/\/widget\?publicId=/);
    await page.locator('#enquiry-form').waitFor();
    await screenshot(page, 'public-profile-no-script-form-375');
    await context.close();
  });
});
