import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount, inGermanOnPhone, signInViaApi, storeLocale } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession, expectNoSidewaysScroll } from './browser.ts';

/**
 * The screen as the demo venue (The Old Barn, classic, Gloucestershire) sees it: ranks, factors, next place, both
 * charts.
 */
async function walkScreen(page: Page, width: number): Promise<void> {
  await page.goto('/search-optimisation');
  await page.getByRole('heading', { name: 'Suchoptimierung', level: 1 }).waitFor();
  const ranks = page.getByRole('region', { name: 'Ihr Rang in der Suche' });
  const home = ranks.getByRole('row', { name: /Gloucestershire/ });
  await home.getByText('Ihre Region').waitFor();
  // the German ordinal: "1. von 3"
  await home.getByText(/^\d+\. von \d+$/).waitFor();
  const factors = page.getByRole('region', { name: 'Was Ihren Platz bewegt' });
  await factors.getByRole('row', { name: /Tarifgewicht \(Classic\)/ }).waitFor();
  await factors.getByRole('row', { name: /^Punktzahl/ }).waitFor();
  await page.getByRole('region', { name: 'Ihr nächster Platz in Gloucestershire' }).waitFor();

  // the keywords as bars, then as their table (the seeded year of searches: "barn" the most searched)
  const keywords = page.getByRole('region', { name: 'Suchbegriffe der Paare' });
  await keywords.getByRole('img', { name: /Suchbegriffe der Paare/ }).waitFor();
  await keywords.locator('.recharts-bar-rectangle').first().waitFor();
  const appearances = page.getByRole('region', { name: 'Einblendungen in der Suche' });
  await appearances.locator('.recharts-line').first().waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, `search-optimisation-de-${width}`);

  await keywords.getByText('Tabelle', { exact: true }).click();
  const table = keywords.getByRole('table');
  await table.getByRole('columnheader', { name: 'Suchbegriff' }).waitFor();
  await table.getByRole('row', { name: /^barn \d+/ }).waitFor();
  await appearances.getByText('Tabelle', { exact: true }).click();
  await appearances.getByRole('table').getByRole('columnheader', { name: 'Monat' }).waitFor();
  await expectNoSidewaysScroll(page, width);
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, `search-optimisation-tables-de-${width}`);
}

describe('/search-optimisation: rank, what moves it, keyword insights', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
    await signInViaApi(browser, demoAccount('venue'));
  });
  afterAll(() => browser.close());

  it('shows the rank, the factors, the next place and the keyword and appearance charts with their tables in German at 1280 px', async () => {
    const restore = await storeLocale(browser, 'de-DE');
    try {
      await walkScreen(browser.page, 1280);
    } finally {
      await restore();
    }
  });

  it('fits a phone in German', async () => {
    await inGermanOnPhone(browser, () => walkScreen(browser.page, 375));
  });

  it('lists the venue on the public search page, linked to its profile, and finds it by keyword', async () => {
    const { page } = browser;
    await page.goto('/search/gb/wedding-venues/gloucestershire');
    await page.getByRole('heading', { name: 'Venues in Gloucestershire', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'The Old Barn' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'public-search');
    await page.getByRole('searchbox', { name: 'Search by keyword' }).fill('Old Barn');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('heading', { name: 'Results for “old barn”' }).waitFor();
    await page.getByRole('link', { name: 'The Old Barn' }).click();
    await page.getByRole('heading', { name: 'The Old Barn', level: 1 }).waitFor();
  });

  it('is locked below lite, with the way to the plan (the free demo photographer)', async () => {
    const free = await openBrowser();
    try {
      await signInViaApi(free, demoAccount('photographer'));
      const restore = await storeLocale(free, 'de-DE');
      try {
        await free.page.goto('/search-optimisation');
        await free.page.getByRole('heading', { name: 'Suchoptimierung', level: 1 }).waitFor();
        await free.page.getByText('Die Suchoptimierung gibt es ab dem Tarif Lite').waitFor();
        expect(await free.page.getByRole('region', { name: 'Ihr Rang in der Suche' }).count()).toBe(0);
        expect(await axeViolations(free.page)).toEqual([]);
        await screenshot(free.page, 'search-optimisation-locked-de');
      } finally {
        await restore();
      }
    } finally {
      await free.close();
    }
  });
});
