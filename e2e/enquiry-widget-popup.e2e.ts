import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgetPopupDisplayedKey } from '../src/domain/enquiries/widget-popup.ts';
import { createSupplierViaApi, signUpViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession } from './browser.ts';

describe('the enquiry widget call to action in the inbox of a new business', () => {
  let browser: BrowserSession;
  let supplierId: string;
  beforeAll(async () => {
    browser = await openBrowser();
    await signUpViaApi(browser);
    const unique = randomUUID().slice(0, 8);
    supplierId = await createSupplierViaApi(browser, { name: `Popup Florist ${unique}`, category: 'florist', unique });
  });
  afterAll(() => browser.close());

  it('shows once, beside the inbox, and leads to the widget settings', async () => {
    const { page } = browser;
    await page.goto('/enquiry-manager');
    const popup = page.getByRole('dialog', { name: 'Get enquiries straight from your website' });
    await popup.waitFor();
    // not a modal: the inbox stays usable beside it
    await page.getByRole('heading', { level: 1, name: 'Enquiries' }).waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), widgetPopupDisplayedKey(supplierId))).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'enquiry-widget-popup');

    await popup.getByRole('link', { name: 'Add the enquiry form' }).click();
    await page.waitForURL('**/enquiry-widget');
    await page.getByRole('heading', { level: 1, name: 'Enquiry widget' }).waitFor();

    // displayed once for this supplier in this browser: not again, also after a reload
    const widgetAnswered = () =>
      page.waitForResponse((r) => r.url().endsWith(`/api/supplier/${supplierId}/enquiry-widget`));
    for (const visit of [() => page.goto('/enquiry-manager'), () => page.reload()]) {
      const answered = widgetAnswered();
      await visit();
      await answered;
      await page.getByRole('heading', { level: 1, name: 'Enquiries' }).waitFor();
      await page.getByText('No enquiries yet', { exact: true }).waitFor();
      expect(await popup.count()).toBe(0);
    }
  });
});
