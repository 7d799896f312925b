import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoupleBudgets, CountyDemand } from '../src/domain/statistics/market-insights-api.ts';
import { demoSuppliers } from '../src/server/seed/demo.ts';
import {
  createSupplierViaApi,
  demoAccount,
  inGermanOnPhone,
  setTierAsAdmin,
  signInViaApi,
  signUpViaApi,
  storeLocale,
} from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession, expectNoSidewaysScroll } from './browser.ts';

const { oldBarn } = demoSuppliers;

describe('/market-insights: couple budgets, demand in the county and seasonality', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
    await signInViaApi(browser, demoAccount('venue'));
  });
  afterAll(() => browser.close());

  const budgetsTitle = 'Hochzeitslocations in Gloucestershire: Budgets der Paare';
  const demandTitle = 'Nachfrage in Gloucestershire';
  const trendsTitle = 'Saisonalität (Vereinigtes Königreich)';

  it('draws the three charts for the classic GB venue in German on a phone, each with its table view', async () => {
    const { page } = browser;
    const budgets = (await (
      await page.request.get(`/api/supplier/${oldBarn.id}/statistics/couple-budgets`)
    ).json()) as CoupleBudgets;
    const demand = (await (
      await page.request.get(`/api/supplier/${oldBarn.id}/statistics/county-demand`)
    ).json()) as CountyDemand;
    await inGermanOnPhone(browser, async () => {
      await page.goto('/market-insights');
      await page.getByRole('heading', { name: 'Marktanalysen', level: 1 }).waitFor();
      await page
        .getByText('Verfügbar in diesen Ländern: Vereinigtes Königreich, Deutschland und Frankreich.')
        .waitFor();
      for (const title of [budgetsTitle, 'Budgets Ihrer Paare', demandTitle, trendsTitle]) {
        await page
          .getByRole('region', { name: title })
          .getByRole('img', { name: `Diagramm: ${title}; die Tabellenansicht nennt die Zahlen.` })
          .waitFor();
      }
      await expectNoSidewaysScroll(page);
      // twelve months do not fit flat on a phone: each label is angled (recharts writes the rotation in its
      // transform; Mantine's own tick transform had replaced it, and "DezJanFebMär" ran together)
      const monthLabels = page
        .getByRole('region', { name: demandTitle })
        .locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
      await expect.poll(() => monthLabels.count()).toBe(12);
      for (const transform of await monthLabels.evaluateAll((labels) => labels.map((l) => l.getAttribute('transform'))))
        expect(transform).toMatch(/^rotate\(-45, /);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'market-insights-de-phone');

      // the budget pie as a table: the five bands with their couples, shares summing to 100
      const pie = page.getByRole('region', { name: budgetsTitle });
      await pie
        .getByRole('radiogroup', { name: `„${budgetsTitle}“ zeigen als` })
        .getByText('Tabelle')
        .click();
      const table = pie.getByRole('table', { name: budgetsTitle });
      await table.waitFor();
      const rows = table.getByRole('row');
      expect(await rows.count()).toBe(6);
      await table.getByRole('rowheader', { name: 'Unter 5.000 £' }).waitFor();
      await table.getByRole('rowheader', { name: 'Über 20.000 £' }).waitFor();
      const counted = Object.values(budgets.market.bands).reduce((a, b) => a + b, 0);
      expect(counted).toBeGreaterThan(0);
      const shares = await table.locator('tbody tr td:nth-child(3)').allInnerTexts();
      expect(shares.map((share) => Number(share.replace(/\D/g, ''))).reduce((a, b) => a + b, 0)).toBe(100);
      const couples = await table.locator('tbody tr td:nth-child(2)').allInnerTexts();
      expect(couples.map((n) => Number(n.replace(/\D/g, '')))).toEqual(Object.values(budgets.market.bands));

      // the demand as a table: a row per month with the county's and the venue's own enquiries
      const bars = page.getByRole('region', { name: demandTitle });
      await bars
        .getByRole('radiogroup', { name: `„${demandTitle}“ zeigen als` })
        .getByText('Tabelle')
        .click();
      const demandTable = bars.getByRole('table', { name: demandTitle });
      await demandTable.getByRole('columnheader', { name: 'Alle in Gloucestershire' }).waitFor();
      await demandTable.getByRole('columnheader', { name: 'Ihre Anfragen' }).waitFor();
      expect(await demandTable.locator('tbody tr').count()).toBe(12);
      expect(demand.own.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'market-insights-tables-de-phone');
    });
  });

  it('shows the menu entry and the charts at 1280 px in German, and the spec error when the trends file fails', async () => {
    const { page } = browser;
    const restore = await storeLocale(browser, 'de-DE');
    try {
      await page.goto('/market-insights');
      await page.getByRole('heading', { name: 'Marktanalysen', level: 1 }).waitFor();
      await page.getByRole('navigation').getByRole('link', { name: 'Marktanalysen' }).waitFor();
      for (const title of [budgetsTitle, demandTitle, trendsTitle])
        await page.getByRole('region', { name: title }).getByRole('img').first().waitFor();
      // the competitors' shortlists open with the competitor list's tier: after the market's charts, its lock
      await page.getByText('Vergleichen Sie Ihre Merklisten ab Classic Plus mit denen Ihrer Mitbewerber').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'market-insights-de-desktop');

      const trends = page.getByRole('region', { name: trendsTitle });
      await trends.getByRole('radiogroup').getByText('Tabelle').click();
      const table = trends.getByRole('table', { name: trendsTitle });
      await table.getByRole('columnheader', { name: 'Hochzeiten' }).waitFor();
      expect(await table.locator('tbody tr').count()).toBe(24);

      await page.route('**/static/uk/couplesTrendsMonthly.json', (route) =>
        route.fulfill({ status: 503, body: 'unavailable' }),
      );
      await page.reload();
      await page.getByText('Der Saisonverlauf der Paare konnte nicht abgerufen werden').waitFor();
      await page.getByRole('region', { name: budgetsTitle }).waitFor();
      await page.getByRole('button', { name: 'Erneut versuchen' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.unroute('**/static/uk/couplesTrendsMonthly.json');
      await page.getByRole('button', { name: 'Erneut versuchen' }).click();
      await page.getByRole('region', { name: trendsTitle }).waitFor();
    } finally {
      await restore();
    }
  });

  it('names no empty county for a new photographer without one: its market is the whole country', async () => {
    const unique = randomUUID().slice(0, 8);
    const [other, admin] = await Promise.all([openBrowser(), openBrowser()]);
    try {
      await signUpViaApi(other, { email: `insights-${unique}@e2e.example`, firstName: 'Nia', lastName: 'New' });
      const id = await createSupplierViaApi(other, {
        name: `New Light ${unique}`,
        category: 'photo',
        unique,
        county: '',
      });
      await signInViaApi(admin, demoAccount('admin'));
      await setTierAsAdmin(admin, id, 'classic');
      const { page } = other;
      await page.goto('/market-insights');
      for (const title of ['Photographers in your country: couples’ budgets', 'Demand in your country'])
        await page.getByRole('region', { name: title }).waitFor();
      expect(await page.getByText(/ in :/).count()).toBe(0);
    } finally {
      await Promise.all([other.close(), admin.close()]);
    }
  });

  it('locks the screen below classic (the free DE photographer), naming the plan', async () => {
    const other = await openBrowser();
    try {
      await signInViaApi(other, demoAccount('photographer'));
      const { page } = other;
      await page.goto('/market-insights');
      await page.getByRole('heading', { name: 'Marktanalysen', level: 1 }).waitFor();
      await page.getByText('Marktanalysen gibt es ab dem Tarif Classic').waitFor();
      expect(await page.getByRole('region', { name: trendsTitle }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'market-insights-locked-de');
    } finally {
      await other.close();
    }
  });
});
