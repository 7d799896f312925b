import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoupleIntel, LostBookings } from '../src/domain/statistics/couple-intel-api.ts';
import { demoSuppliers } from '../src/server/seed/demo.ts';
import { demoAccount, inGermanOnPhone, setTierAsAdmin, signInViaApi, storeLocale } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession, expectNoSidewaysScroll } from './browser.ts';

const { oldBarn } = demoSuppliers;

describe('/couple-intel: who the enquiring couples are, and whom bookings were lost to', () => {
  let browser: BrowserSession;
  let admin: BrowserSession;
  const setTier = (tier: string) => setTierAsAdmin(admin, oldBarn.id, tier);

  beforeAll(async () => {
    browser = await openBrowser();
    await signInViaApi(browser, demoAccount('venue'));
    admin = await openBrowser();
    await signInViaApi(admin, demoAccount('admin'));
  });
  afterAll(async () => {
    // the demo venue is classic for the other test files
    await setTier('classic');
    await admin.close();
    await browser.close();
  });

  it('shows the classic venue the lock naming classic23, in German on a phone', async () => {
    const { page } = browser;
    await inGermanOnPhone(browser, async () => {
      await page.goto('/couple-intel');
      await page.getByRole('heading', { name: 'Paar-Einblicke', level: 1 }).waitFor();
      await page.getByText(/^Paar-Einblicke gibt es ab dem Tarif /).waitFor();
      expect(await page.getByRole('region', { name: 'Budgets' }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'couple-intel-locked-de-phone');
    });
  });

  it('draws the seeded enquiries as charts with their table views and ranks the rivals who booked lost couples, in German at 1280 and 375 px', async () => {
    await setTier('classic23');
    const { page } = browser;
    const intel = (await (await page.request.get(`/api/supplier/${oldBarn.id}/couple-intel`)).json()) as CoupleIntel;
    const lost = (await (
      await page.request.get(`/api/supplier/${oldBarn.id}/lost-bookings-to`)
    ).json()) as LostBookings;
    expect(intel.enquiries).toBeGreaterThan(0);
    expect(lost.competitors.length).toBeGreaterThan(0);
    const restoreLocale = await storeLocale(browser, 'de-DE');
    try {
      await page.goto('/couple-intel');
      await page.getByRole('heading', { name: 'Paar-Einblicke', level: 1 }).waitFor();
      await page.getByText(`${intel.enquiries} Anfragen in den letzten 12 Monaten.`, { exact: true }).waitFor();

      const budgets = page.getByRole('region', { name: 'Budgets' });
      await budgets.getByRole('img').waitFor();
      await page.getByRole('region', { name: 'Gästezahlen' }).getByRole('img').waitFor();
      const months = page.getByRole('region', { name: 'Hochzeitsmonate' });
      await months.getByRole('img').waitFor();

      const ranked = page.getByRole('region', { name: 'Buchungen verloren an' });
      const rows = ranked.getByRole('row');
      await rows.nth(1).waitFor();
      expect(await rows.count()).toBe(lost.competitors.length + 1);
      const first = lost.competitors[0]!;
      expect(await rows.nth(1).getByRole('cell').allTextContents()).toEqual(['1.', String(first.bookings)]);
      await rows.nth(1).getByRole('rowheader', { name: first.name }).waitFor();
      expect(await ranked.textContent()).not.toMatch(/@|demo-/);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'couple-intel-de');

      // the table views: the budget bands' counts and the months' counts as the call answered them
      await budgets.getByText('Tabelle', { exact: true }).click();
      const budgetTable = budgets.getByRole('table');
      await budgetTable.waitFor();
      const under5k = budgetTable.getByRole('row').nth(1);
      expect((await under5k.getByRole('cell').allTextContents())[0]).toBe(String(intel.budget.counts.under5k));
      const over20k = budgetTable.getByRole('row').nth(5);
      await over20k.getByRole('rowheader', { name: /^Über 20/ }).waitFor();
      expect((await over20k.getByRole('cell').allTextContents())[0]).toBe(String(intel.budget.counts.over20k));
      await months.getByText('Tabelle', { exact: true }).click();
      // the header row first, then January to December
      const june = months.getByRole('table').getByRole('row').nth(6);
      await june.getByRole('rowheader', { name: 'Jun' }).waitFor();
      expect(await june.getByRole('cell').last().textContent()).toBe(String(intel.weddingMonths.counts[6]));
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'couple-intel-tables-de');

      // another period asks again
      const answered = page.waitForResponse((response) => response.url().includes('/couple-intel?months=24'));
      await page.getByText('24 Monate', { exact: true }).click();
      const longer = (await (await answered).json()) as CoupleIntel;
      await page.getByText(`${longer.enquiries} Anfragen in den letzten 24 Monaten.`, { exact: true }).waitFor();

      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto('/couple-intel');
      await page.getByRole('region', { name: 'Budgets' }).getByRole('img').waitFor();
      await rows.nth(1).waitFor();
      await screenshot(page, 'couple-intel-de-phone');
      await expectNoSidewaysScroll(page);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await restoreLocale();
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
