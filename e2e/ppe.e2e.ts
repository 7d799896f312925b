import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnquiryList } from '../src/domain/enquiries/inbox.ts';
import { demoSuppliers } from '../src/server/seed/demo.ts';
import { demoAccount, signInViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession } from './browser.ts';

// The demo photographer's Lichtblick is on pay per enquiry, with welcome credits and locked enquiries; the user reads
// German.
const supplierId = demoSuppliers.lichtblick.id;

describe('pay per enquiry in the enquiry manager', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
    await signInViaApi(browser, demoAccount('photographer'));
  });
  afterAll(() => browser.close());

  const credits = async () =>
    (
      (await (await browser.context.request.get(`/api/supplier/${supplierId}/balances`)).json()) as {
        balances: { enquiries: number };
      }
    ).balances.enquiries;
  const balanceText = (count: number) => `Sie haben ${count} Anfrage-Guthaben.`;
  const header = () => browser.page.locator('main').getByText(/^Sie haben \d+ Anfrage-Guthaben\.$/);

  it('reveals a locked enquiry for one credit: the names appear and the balance drops', async () => {
    const { page } = browser;
    const before = await credits();
    expect(before).toBeGreaterThan(0);
    await page.goto('/enquiry-manager');
    await header()
      .filter({ hasText: balanceText(before) })
      .waitFor();

    const row = page
      .locator('tr[data-enquiry-id]', { has: page.getByRole('button', { name: 'Freischalten', exact: true }) })
      .first();
    const enquiryId = await row.getAttribute('data-enquiry-id');
    expect(enquiryId).toBeTruthy();
    await row.getByRole('button', { name: 'Freischalten', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Anfrage freischalten' });
    await dialog.getByText(balanceText(before)).waitFor();
    await dialog.getByRole('button', { name: 'Für 1 Guthaben freischalten' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const list = (await (
      await browser.context.request.get(`/api/inbox/weddings/${supplierId}/0/inprogress/all`)
    ).json()) as EnquiryList;
    const revealed = list.enquiries.find((e) => e.id === enquiryId);
    expect(revealed?.locked).toBe(false);
    expect(revealed?.partnerName1).toBeTruthy();
    const revealedRow = page.locator(`tr[data-enquiry-id="${enquiryId}"]`);
    await revealedRow
      .getByText(revealed?.partnerName1 ?? '', { exact: false })
      .first()
      .waitFor();
    await expect.poll(() => revealedRow.getByRole('button', { name: 'Freischalten', exact: true }).count()).toBe(0);
    await header()
      .filter({ hasText: balanceText(before - 1) })
      .waitFor();
    expect(await credits()).toBe(before - 1);
    // the page stayed on the list: the click in the row did not open the enquiry
    expect(new URL(page.url()).pathname).toBe('/enquiry-manager');
  });

  it('the reveal popup passes the accessibility checks and cancels without spending', async () => {
    const { page } = browser;
    const before = await credits();
    await page.goto('/enquiry-manager');
    const row = page
      .locator('tr[data-enquiry-id]', { has: page.getByRole('button', { name: 'Freischalten', exact: true }) })
      .first();
    await row.getByRole('button', { name: 'Freischalten', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Anfrage freischalten' });
    await dialog.getByText(balanceText(before)).waitFor();
    // the checks come last: nothing in this test clicks in the popup after them
    await screenshot(page, 'ppe-reveal-popup');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await credits()).toBe(before);
  });

  it('buys credits through the local checkout and comes back to the payment popup with the larger balance', async () => {
    const { page } = browser;
    const before = await credits();
    await page.getByRole('button', { name: 'Guthaben kaufen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Anfrage-Guthaben kaufen' });
    const pack = dialog.getByRole('radio', { name: /^5 Anfrage-Guthaben/ });
    await pack.click();
    await expect.poll(() => pack.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => dialog.getByText(/pro Anfrage/).count()).toBeGreaterThan(1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'ppe-buy-popup');

    await dialog.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
    await page.getByText('TESTMODUS').waitFor();
    await page.getByRole('button', { name: /bezahlen/ }).click();

    const result = page.getByRole('dialog', { name: 'Zahlung erhalten' });
    await result.waitFor();
    await page.waitForURL((url) => url.pathname === '/enquiry-manager' && !url.searchParams.has('payment'));
    await header()
      .filter({ hasText: balanceText(before + 5) })
      .waitFor();
    expect(await credits()).toBe(before + 5);
    await screenshot(page, 'ppe-payment-success');
    await result.getByRole('button', { name: 'Schließen' }).last().click();
    await result.waitFor({ state: 'hidden' });
  });

  it('a failed payment opens the failure popup, whose "Try again" reopens the buy popup', async () => {
    const { page } = browser;
    await page.goto('/enquiry-manager?payment=failed');
    const result = page.getByRole('dialog', { name: 'Bei Ihrer Zahlung ist ein Problem aufgetreten' });
    await result.waitFor();
    await page.waitForURL((url) => !url.searchParams.has('payment'));
    await screenshot(page, 'ppe-payment-failed');
    await result.getByRole('button', { name: 'Erneut versuchen' }).click();
    await page.getByRole('dialog', { name: 'Anfrage-Guthaben kaufen' }).waitFor();
  });

  it('shows no payment popup to a supplier who cannot buy credits (the premium demo venue)', async () => {
    const venue = await openBrowser();
    try {
      await signInViaApi(venue, demoAccount('venue'));
      await venue.page.goto('/enquiry-manager?payment=success');
      await venue.page.waitForURL((url) => !url.searchParams.has('payment'));
      await venue.page.getByRole('heading', { level: 1 }).waitFor();
      expect(await venue.page.getByRole('dialog', { name: 'Payment received' }).count()).toBe(0);
    } finally {
      await venue.close();
    }
  });
});
