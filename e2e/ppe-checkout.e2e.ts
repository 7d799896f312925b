import { demoAccount } from './accounts.ts';
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSuppliers } from '../src/server/seed/demo.ts';
import { openBrowser, screenshot, type BrowserSession } from './browser.ts';

const supplierId = demoSuppliers.lichtblick.id;

describe('buying enquiry credits through the local test-mode checkout', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
    const res = await browser.context.request.post('/api/login', { data: demoAccount('photographer') });
    expect(res.status(), await res.text()).toBe(200);
  });
  afterAll(() => browser.close());

  const enquiryCredits = async () =>
    (await (await browser.context.request.get(`/api/supplier/${supplierId}/balances`)).json()).balances
      .enquiries as number;

  it('pays for a pack on the TEST MODE page in German, returns with payment=success and has the credits', async () => {
    const { page, context } = browser;
    // relative: other browser tests (ppe.e2e.ts) spend and buy Lichtblick's credits on the same server
    const before = await enquiryCredits();
    const prices = await (await context.request.get(`/api/ppe/fetch-prices?supplierId=${supplierId}`)).json();
    expect(prices.currency).toBe('EUR');
    const pack = prices.prices.find((p: { quantity: number }) => p.quantity === 5);
    const started = await context.request.post('/api/ppe/create-checkout-session', {
      data: { supplierId, priceId: pack.id },
    });
    expect(started.status(), await started.text()).toBe(200);

    await page.goto((await started.json()).url);
    await page.getByText('TESTMODUS').waitFor();
    await page.getByText('5 Anfrage-Guthaben').waitFor();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await screenshot(page, 'ppe-local-checkout');

    await page.getByRole('button', { name: /bezahlen/ }).click();
    await page.waitForURL((url) => url.pathname === '/enquiry-manager');
    expect(await enquiryCredits()).toBe(before + 5);
  });

  it('a failed payment returns with payment=failed and adds nothing', async () => {
    const { page, context } = browser;
    const before = await enquiryCredits();
    const started = await context.request.post('/api/ppe/create-checkout-session', {
      data: { supplierId, priceId: 'ppe-eur-1' },
    });
    await page.goto((await started.json()).url);
    await page.getByRole('button', { name: 'Zahlung fehlschlagen lassen' }).click();
    await page.waitForURL('**/enquiry-manager?payment=failed');
    expect(await enquiryCredits()).toBe(before);
  });
});
