import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoAccount, signInViaApi, storeLocale } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { expectNoSidewaysScroll, openBrowser, screenshot, sidewaysBoxes, type BrowserSession } from './browser.ts';

/** Where the portal menu's left edge is, and whether it is out of the tab order. */
const menuState = (page: Page, name: string) =>
  page.locator(`nav[aria-label="${name}"]`).evaluate((el) => ({
    left: el.getBoundingClientRect().left,
    right: el.getBoundingClientRect().right,
    inert: (el as HTMLElement).inert,
  }));

describe('the frame by width', () => {
  let browser: BrowserSession;
  let restoreLocale: () => Promise<void>;
  beforeAll(async () => {
    browser = await openBrowser({ width: 768, height: 1024 });
    await signInViaApi(browser, demoAccount('venue'));
    restoreLocale = await storeLocale(browser, 'fr-FR');
  });
  afterAll(async () => {
    await restoreLocale();
    await browser.close();
  });

  it.each([
    ['/dashboard', /^(Bonjour|Bonsoir)/],
    ['/enquiry-manager', 'Demandes'],
    ['/profile-performance', 'Performance du profil'],
  ])('at 768 px in French, %s scrolls sideways nowhere, page or boxes', async (path, title) => {
    const { page } = browser;
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: title, exact: false }).waitFor();
    // the page gets the whole width: the menu is a drawer behind the burger
    await page.getByRole('button', { name: 'Ouvrir le menu', exact: true }).waitFor();
    await expectNoSidewaysScroll(page, 768);
    await expect.poll(() => sidewaysBoxes(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `layout-768-fr${path.replaceAll('/', '-')}`);
  });

  it('at 1024 px the menu is a drawer: closed and inert until the burger opens it', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/dashboard');
    const burger = page.getByRole('button', { name: 'Ouvrir le menu', exact: true });
    await burger.waitFor();
    expect(await menuState(page, 'Menu du portail')).toMatchObject({ inert: true });
    await burger.click();
    await expect.poll(() => menuState(page, 'Menu du portail')).toMatchObject({ left: 0, inert: false });
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'layout-1024-menu-open');
  });

  it('at 1280 px the side menu stands beside the page, no burger; at 375 px the drawer and the brand mark alone', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard');
    await page
      .getByRole('navigation', { name: 'Menu du portail' })
      .getByRole('link', { name: 'Tableau de bord' })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Ouvrir le menu', exact: true }).count()).toBe(0);
    expect(await menuState(page, 'Menu du portail')).toMatchObject({ left: 0, inert: false });
    await page.getByRole('banner').getByText('Portail prestataires').waitFor();

    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: 'Ouvrir le menu', exact: true }).waitFor();
    await expect.poll(() => menuState(page, 'Menu du portail')).toMatchObject({ inert: true });
    // the brand is the mark alone, named for screen readers
    await page.getByRole('banner').getByRole('img', { name: 'Portail prestataires' }).waitFor();
    expect(await page.getByRole('banner').getByText('Portail prestataires').count()).toBe(0);
    await expectNoSidewaysScroll(page, 375);
    await screenshot(page, 'layout-375-fr-dashboard');
  });
});

describe('German text on a phone', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({ width: 375, height: 740 });
    // the photographer's stored language is German
    await signInViaApi(browser, demoAccount('photographer'));
  });
  afterAll(() => browser.close());

  it("hyphenates in the page's language: <html lang> follows the screen's, body text has hyphens: auto", async () => {
    const { page } = browser;
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: /^Guten (Morgen|Tag|Abend)/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    expect(
      await page.getByRole('main').evaluate((main) => getComputedStyle(main.querySelector('p') ?? main).hyphens),
    ).toBe('auto');
    await page.getByRole('banner').getByRole('img', { name: 'Anbieterportal' }).waitFor();
    await expectNoSidewaysScroll(page, 375);
  });
});
