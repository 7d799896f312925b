import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSupplierViaApi,
  demoAccount,
  inGermanOnPhone,
  setTierAsAdmin,
  signInViaApi,
  signUpViaApi,
} from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession } from './browser.ts';

describe('search boost and counties, bought in test mode', () => {
  const unique = randomUUID().slice(0, 8);
  const business = `Hollow Oak Barn ${unique}`;
  let supplier: BrowserSession;

  beforeAll(async () => {
    supplier = await openBrowser();
    await signUpViaApi(supplier, { email: `boost-${unique}@e2e.example`, firstName: 'Bea', lastName: 'Boost' });
    await createSupplierViaApi(supplier, { name: business, category: 'venue', unique });
    const supplierId: string = (await (await supplier.context.request.get('/api/viewer')).json()).activeSupplier.id;
    // top spot and counties for venues come with expert (the plans have their own test)
    const admin = await openBrowser();
    await signInViaApi(admin, demoAccount('admin'));
    await setTierAsAdmin(admin, supplierId, 'expert');
    await admin.close();
  });
  afterAll(() => supplier.close());

  it('buys TopSpot TOP2 from the side menu, pays on the test-mode page and sees it running and in the purchases', async () => {
    const { page } = supplier;
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Portal menu' }).getByRole('link', { name: 'Search boost' }).click();
    await page.getByRole('heading', { name: 'Search boost', level: 1 }).waitFor();
    await page.getByText(/when they search in Greater London/).waitFor();
    const top2 = page.getByRole('region', { name: 'TopSpot TOP2' });
    await top2.getByText('£149 for 30 days').waitFor();
    await screenshot(page, 'search-boost');
    expect(await axeViolations(page)).toEqual([]);

    await top2.getByRole('button', { name: 'Buy TopSpot TOP2' }).click();
    await page.getByText('TEST MODE').waitFor();
    await page.getByText('Search boost TopSpot TOP2 (all searches), 30 days').waitFor();
    await page.getByRole('button', { name: 'Pay £149.00' }).click();

    await page.waitForURL(/\/suppliers\/search-boost\/payment\/success\?id=/);
    await page.getByText(/^TopSpot TOP2 \(all searches\) runs until /).waitFor();
    await screenshot(page, 'search-boost-success');
    expect(await axeViolations(page)).toEqual([]);

    // the success page opened again, naming no checkout: nothing pending, at once, in German on a phone
    await inGermanOnPhone(supplier, async () => {
      await page.goto('/suppliers/search-boost/payment/success');
      await page.getByRole('status').getByText('Hier wartet keine Zahlung von Ihnen auf Bestätigung.').waitFor();
      await screenshot(page, 'search-boost-success-nothing-pending-german-narrow');
    });
    await page.goto('/locations?payment=success');
    await page.getByRole('status').getByText('No payment of yours is waiting to be confirmed here.').waitFor();

    await page.goto('/search-boost');
    await page.getByRole('heading', { name: 'Your boost: TopSpot TOP2 (all searches)' }).waitFor();
    await top2.getByText('Your position').waitFor();
    await top2.getByRole('button', { name: 'Extend TopSpot TOP2' }).waitFor();
    // another position waits until this one ends
    expect(await page.getByRole('region', { name: 'TopSpot TOP1' }).getByRole('button').count()).toBe(0);

    await page.goto('/purchases');
    await page.getByText('Search boost TopSpot TOP2 (all searches), 30 days').waitFor();
  });

  it('adds two counties and finds them listed with their end', async () => {
    const { page } = supplier;
    await page.goto('/locations');
    await page.getByRole('heading', { name: 'Counties', level: 1 }).waitFor();
    await page.getByText('No other counties yet.').waitFor();
    const counties = page.getByLabel('Counties', { exact: true }).and(page.locator('input'));
    // picked with the keyboard once the filtered option shows: a click raced the dropdown's positioning
    // (the card behind it took the click while the dropdown was still moving into place)
    for (const [county, total] of [
      ['Kent', '1 county: £39'],
      ['Surrey', '2 counties: £78'],
    ] as const) {
      await counties.fill(county);
      await page.getByRole('option', { name: county, exact: true }).waitFor();
      await counties.press('ArrowDown');
      // Enter picks the option the keyboard marked: wait for that mark (Playwright may count the moving dropdown as
      // hidden, so the mark is waited for in the page, not on screen)
      await page.locator('[data-combobox-selected]').filter({ hasText: county }).waitFor({ state: 'attached' });
      await counties.press('Enter');
      await page.getByText(total).waitFor();
    }
    await counties.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await screenshot(page, 'locations');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Buy 2 counties' }).click();
    await page.getByText('TEST MODE').waitFor();
    await page.getByRole('button', { name: 'Pay £78.00' }).click();

    await page.waitForURL('**/locations?payment=success&checkout=*');
    await page
      .getByRole('listitem')
      .filter({ hasText: /^Kent, until / })
      .waitFor();
    await page
      .getByRole('listitem')
      .filter({ hasText: /^Surrey, until / })
      .waitFor();
  });

  it("answers another supplier's or an unknown id with the way back to the portal, not a retry that cannot help", async () => {
    const { page } = supplier;
    await page.goto('/suppliers/search-boost?id=demo-old-barn');
    await page.getByText('It does not exist, or it belongs to a business you do not work for.').waitFor();
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Go to the portal' }).click();
    await page.waitForURL((url) => url.pathname !== '/suppliers/search-boost');
  });

  it('reads well in German on a phone', async () => {
    const { page } = supplier;
    await inGermanOnPhone(supplier, async () => {
      await page.goto('/search-boost');
      await page.getByRole('heading', { name: 'Such-Boost', level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'Ihr Boost: TopSpot TOP2 (alle Suchen)' }).waitFor();
      await screenshot(page, 'search-boost-german-narrow');
      expect(await axeViolations(page)).toEqual([]);
      await page.goto('/locations');
      await page.getByRole('heading', { name: 'Regionen', level: 1 }).waitFor();
      await page
        .getByRole('listitem')
        .filter({ hasText: /^Kent, bis / })
        .waitFor();
      await screenshot(page, 'locations-german-narrow');
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
