import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { demoAccount, signInViaApi, storeLocale } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession } from './browser.ts';

/** How far the page scrolls sideways (0 when nothing sticks out of the window). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement!;
    return root.scrollWidth - root.clientWidth;
  });

/** The element and every box inside it whose content is wider than the box (a cut label); [] when none is. */
const clippedBoxes = (locator: Locator) =>
  locator.evaluate((root) =>
    // a visually hidden text for screen readers is a 1 px box on purpose
    [root, ...root.querySelectorAll('*')]
      .filter((el) => el.clientWidth > 1 && el.scrollWidth > el.clientWidth)
      .map((el) => `${el.className}: ${el.scrollWidth} > ${el.clientWidth}`),
  );

/**
 * How far the element's nearest sideways-scrolling box (a table's scroll container) scrolls; 0 when all of it shows.
 */
const scrollsSideways = (locator: Locator) =>
  locator.evaluate((el) => {
    let box = el.parentElement;
    while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
    return box ? box.scrollWidth - box.clientWidth : 0;
  });

/** What has the keyboard focus: its tag, its text and whether it is in the page's <main>. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return { tag: el?.tagName.toLowerCase(), text: el?.textContent?.trim(), inMain: Boolean(el?.closest('main')) };
  });

/** How many pixels of the element its nearest scrolling or clipping ancestor hides at the bottom (0: fully shown). */
const cutAtBottom = (locator: Locator) =>
  locator.evaluate((el) => {
    let clip = el.parentElement;
    while (clip && getComputedStyle(clip).overflowY === 'visible') clip = clip.parentElement;
    const bottom = Math.min(clip ? clip.getBoundingClientRect().bottom : innerHeight, innerHeight);
    return Math.max(0, Math.round(el.getBoundingClientRect().bottom - bottom));
  });

describe('German on a phone (375 px)', () => {
  let browser: BrowserSession;
  let restoreLocale: () => Promise<void>;
  beforeAll(async () => {
    browser = await openBrowser({ width: 375, height: 812 });
    await signInViaApi(browser, demoAccount('photographer'));
    // the demo photographer reads German (stored on the user); said here so this file does not depend on the seed
    restoreLocale = await storeLocale(browser, 'de-DE');
  });
  afterAll(async () => {
    await restoreLocale();
    await browser.close();
  });

  it('shows the inbox without sideways scrolling, "Guthaben kaufen" in full', async () => {
    const { page } = browser;
    await page.goto('/enquiry-manager');
    await page.getByRole('heading', { level: 1, name: 'Anfragen' }).waitFor();
    await page.getByText(/^Sie haben \d+ Anfrage-Guthaben\.$/).waitFor();
    await page.getByRole('list', { name: 'Anfragen' }).getByRole('listitem').first().waitFor();
    const buy = page.getByRole('button', { name: 'Guthaben kaufen' });
    await buy.waitFor();
    await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expect.poll(() => clippedBoxes(buy)).toEqual([]);
    await expect.poll(async () => (await buy.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect(await buy.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'inbox-de-mobile');
  });

  it('shows the account settings with their heading on the screen', async () => {
    const { page } = browser;
    await page.goto('/settings');
    const heading = page.getByRole('heading', { level: 1, name: 'Kontoeinstellungen' });
    await heading.waitFor();
    await page.getByRole('button', { name: 'Passwort ändern' }).waitFor();
    await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expect.poll(() => clippedBoxes(heading)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'settings-de-mobile');
  });

  it('reaches "Zum Inhalt springen" with the first Tab, and Enter moves focus into the page', async () => {
    const { page } = browser;
    await page.goto('/enquiry-manager');
    await page.getByRole('heading', { level: 1, name: 'Anfragen' }).waitFor();
    // the first load leaves focus where the browser puts it
    expect(await focused(page)).toMatchObject({ tag: 'body' });
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect.poll(() => focused(page)).toEqual({ tag: 'a', text: 'Zum Inhalt springen', inMain: false });
    // shown while focused
    await expect.poll(async () => (await skip.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    await screenshot(page, 'skip-link-de-mobile');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'main', inMain: true });
    expect(new URL(page.url()).pathname).toBe('/enquiry-manager');
    // the next Tab stays in the page instead of going back to the burger
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(page)).toMatchObject({ inMain: true });
  });

  it('shows the whole menu in the drawer, and a page chosen there gets the focus on its heading', async () => {
    const { page } = browser;
    await page.goto('/settings');
    await page.getByRole('heading', { level: 1, name: 'Kontoeinstellungen' }).waitFor();
    await page.getByRole('button', { name: 'Menü öffnen', exact: true }).click();
    const nav = page.getByRole('navigation', { name: 'Portalmenü' });
    await expect.poll(() => nav.evaluate((el) => el.getBoundingClientRect().left)).toBeGreaterThanOrEqual(0);
    // the last entry is not cut off by the drawer's bottom edge: scrolled to, it shows whole
    const lastEntry = nav.getByRole('link', { name: 'Vorschau' });
    await lastEntry.scrollIntoViewIfNeeded();
    await expect.poll(() => cutAtBottom(lastEntry)).toBe(0);
    await screenshot(page, 'menu-de-mobile-drawer');
    await nav.getByRole('link', { name: /^Anfragen/ }).click();
    await page.waitForURL('**/enquiry-manager');
    await expect.poll(() => focused(page)).toEqual({ tag: 'h1', text: 'Anfragen', inMain: true });
  });

  it('shows the team screen in German without sideways scrolling, its invite form and member cards readable', async () => {
    const { page } = browser;
    await page.goto('/settings/team');
    await page.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
    await page.getByRole('button', { name: 'Einladung senden' }).waitFor();
    // on a phone each member is a card: nothing scrolls sideways
    await page
      .getByRole('region', { name: 'Mitglieder' })
      .getByRole('list', { name: 'Mitglieder' })
      .getByRole('listitem')
      .first()
      .waitFor();
    await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expect.poll(() => clippedBoxes(page.getByRole('region', { name: 'Jemanden einladen' }))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'team-de-mobile');
  });

  it('shows the plans in German without sideways scrolling, one card a row, prices and buttons in full', async () => {
    const { page } = browser;
    await page.goto('/plans');
    await page.getByRole('heading', { level: 1, name: 'Tarife' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Platinum' }).waitFor();
    await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expect.poll(() => clippedBoxes(page.locator('main'))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'plans-de-mobile');
  });
});

describe('French on a phone (375 px)', () => {
  let browser: BrowserSession;
  let restoreLocale: () => Promise<void>;
  beforeAll(async () => {
    browser = await openBrowser({ width: 375, height: 812 });
    await signInViaApi(browser, demoAccount('photographer'));
    restoreLocale = await storeLocale(browser, 'fr-FR');
  });
  afterAll(async () => {
    await restoreLocale();
    await browser.close();
  });

  it('shows the inbox and the settings without sideways scrolling, "Acheter des crédits" in full', async () => {
    const { page } = browser;
    await page.goto('/enquiry-manager');
    await page.getByRole('heading', { level: 1, name: 'Demandes' }).waitFor();
    const buy = page.getByRole('button', { name: 'Acheter des crédits' });
    await buy.waitFor();
    await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expect.poll(() => clippedBoxes(buy)).toEqual([]);
    await screenshot(page, 'inbox-fr-mobile');

    await page.goto('/settings');
    await page.getByRole('heading', { level: 1, name: 'Paramètres du compte' }).waitFor();
    await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});

describe('German on a desktop (1280 px)', () => {
  let browser: BrowserSession;
  let restoreLocale: () => Promise<void>;
  beforeAll(async () => {
    browser = await openBrowser();
    // the venue is on Classic: its inbox has every column, the widest table to fit
    await signInViaApi(browser, demoAccount('venue'));
    restoreLocale = await storeLocale(browser, 'de-DE');
  });
  afterAll(async () => {
    await restoreLocale();
    await browser.close();
  });

  it('fits the inbox table, its least important columns dropped instead of cut or scrolled', async () => {
    const { page } = browser;
    await page.goto('/enquiry-manager?view=callOrMeetingHeld');
    const table = page.getByRole('table', { name: 'Anfragen' });
    await table.getByRole('columnheader', { name: 'Zuständig' }).waitFor();
    await table.getByText('Telefonat oder Treffen erfolgt').first().waitFor();
    await expect.poll(() => scrollsSideways(table)).toBeLessThanOrEqual(0);
    await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expect.poll(() => clippedBoxes(table)).toEqual([]);
    await screenshot(page, 'inbox-de-desktop');
  });

  it('shows the team screen in German at desktop width, its invite form and members readable', async () => {
    const { page } = browser;
    await page.goto('/settings/team');
    await page.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
    await page.getByRole('button', { name: 'Einladung senden' }).waitFor();
    await page.getByRole('region', { name: 'Mitglieder' }).getByRole('table').waitFor();
    await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expect.poll(() => clippedBoxes(page.getByRole('region', { name: 'Jemanden einladen' }))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'team-de-desktop');
  });
});

describe('the signed-out pages', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({ width: 375, height: 812 });
  });
  afterAll(() => browser.close());

  it('have the skip link first too', async () => {
    const { page } = browser;
    await page.goto('/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#main-content');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'main', inMain: true });
  });
});
