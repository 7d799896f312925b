import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Monoquery } from '../src/domain/statistics/monoquery-api.ts';
import { demoSuppliers } from '../src/server/seed/demo.ts';
import { demoAccount, inGermanOnPhone, signInViaApi, storeLocale } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession, expectNoSidewaysScroll } from './browser.ts';

const { oldBarn } = demoSuppliers;
const monoquery = `/api/supplier/${oldBarn.id}/statistics/monoquery`;

/** Issue 34: each of the twelve months of the views chart has its label on the axis (none left out). */
async function expectEveryMonthLabelled(page: Page) {
  const axis = page
    .getByRole('region', { name: /^(Profile views|Profilaufrufe|Vues du profil)$/ })
    // recharts draws the tick labels in a layer of their own, beside the axis line's group
    .locator('.recharts-xAxis-tick-labels');
  const labels = axis.locator('.recharts-cartesian-axis-tick-value');
  await labels.first().waitFor();
  await expect.poll(() => labels.count(), { timeout: 10_000 }).toBe(12);
}

describe('/profile-performance: the demo venue’s figures, charts and tier change', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
    await signInViaApi(browser, demoAccount('venue'));
  });
  afterAll(() => browser.close());

  it('shows last month’s figures and the charts in German, the move from Lite to Classic on them, and each chart as a table', async () => {
    const { page } = browser;
    const restore = await storeLocale(browser, 'de-DE');
    try {
      const months = (await (await browser.context.request.get(monoquery)).json()) as Monoquery;
      await page.goto('/profile-performance');
      await page.getByRole('heading', { level: 1, name: 'Profil-Leistung' }).waitFor();
      await page.getByRole('heading', { name: /^Letzter Monat: / }).waitFor();
      const views = page.getByRole('region', { name: 'Profilaufrufe' });
      await views.getByRole('img', { name: /Profilaufrufe/ }).waitFor();
      // the demo's views are drawn (a line with points), with the tier change as a labelled line
      await expect.poll(() => views.locator('.recharts-line-curve').count()).toBe(1);
      // named above the drawing, with its month, never over the line
      await views.getByText(/: Lite → Classic$/).waitFor();
      expect(
        await page
          .getByRole('region')
          .filter({ has: page.getByRole('img') })
          .count(),
      ).toBe(4);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'profile-performance-de');

      // the same figures as a table: a row per month, the tier change noted on its month
      await views.getByText('Tabelle', { exact: true }).click();
      const table = views.getByRole('table', { name: 'Profilaufrufe' });
      await table.waitFor();
      expect(await table.locator('tbody tr').count()).toBe(12);
      const cells = await table.locator('tbody tr td').allTextContents();
      expect(cells.map((cell) => Number(cell.replace(/\./g, '')))).toEqual(months.series.profileViews);
      await table.getByRole('rowheader', { name: /· Lite → Classic$/ }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // by week: twelve weeks from Monday, the change four months ago outside them
      await page.getByText('Nach Wochen', { exact: true }).click();
      await page.waitForURL('**/profile-performance?granularity=week');
      await table.getByRole('columnheader', { name: 'Woche ab' }).waitFor();
      expect(await table.locator('tbody tr').count()).toBe(12);
      expect(await views.getByText(/Lite → Classic$/).count()).toBe(0);
    } finally {
      await restore();
    }
  });

  it('shows each figure’s change against the month before and labels every month, in English at 1280 px', async () => {
    const { page } = browser;
    const months = (await (await browser.context.request.get(monoquery)).json()) as Monoquery;
    await page.goto('/profile-performance');
    const figures = page.getByRole('region', { name: /^Last month: / });
    await figures.waitFor();
    const { profileViews } = months.lastMonth.totals;
    const before = months.monthBefore.totals.profileViews;
    // the demo venue was viewed in both months: its views tile names the change
    expect(before).toBeGreaterThan(0);
    const percent = Math.round(Math.abs((profileViews - before) / before) * 100);
    await figures
      .getByText(new RegExp(`${percent === 0 ? '' : '[+−-]'}${percent}% vs previous month`))
      .first()
      .waitFor();
    await expectEveryMonthLabelled(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'profile-performance-en');
  });

  it('fits a tablet in French: no sideways scroll, every month labelled', async () => {
    const { page } = browser;
    const restore = await storeLocale(browser, 'fr-FR');
    try {
      await page.setViewportSize({ width: 768, height: 1024 });
      await page.goto('/profile-performance');
      await page.getByRole('heading', { name: /^Mois dernier/ }).waitFor();
      await page
        .getByText(/par rapport au mois précédent/)
        .first()
        .waitFor();
      await expectEveryMonthLabelled(page);
      await expectNoSidewaysScroll(page, 768);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'profile-performance-fr-tablet');
    } finally {
      await restore();
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('fits a phone in German', async () => {
    const { page } = browser;
    await inGermanOnPhone(browser, async () => {
      await page.goto('/profile-performance');
      await page.getByRole('region', { name: 'Anfragen und Merklisten' }).getByRole('img').waitFor();
      await expectEveryMonthLabelled(page);
      await page.getByRole('region', { name: 'Antwortwert' }).getByRole('progressbar').waitFor();
      await expectNoSidewaysScroll(page);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'profile-performance-de-phone');
    });
  });

  it('puts the key figures on the dashboard', async () => {
    const { page } = browser;
    await page.goto('/dashboard');
    const figures = page.getByRole('region', { name: 'Key figures' });
    await figures.getByText('Profile views').waitFor();
    await figures.getByRole('link', { name: 'See your profile performance' }).click();
    await page.waitForURL('**/profile-performance');
  });
});
