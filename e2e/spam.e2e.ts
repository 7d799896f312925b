import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnquiryList } from '../src/domain/enquiries/inbox.ts';
import type { WidgetConfig } from '../src/domain/enquiries/enquiry-widget-api.ts';
import { createSupplierViaApi, demoAccount, inGermanOnPhone, signInViaApi, signUpViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession, expectNoSidewaysScroll } from './browser.ts';

describe('spam scoring: an obvious spam enquiry lands in Spam, "Not spam" moves it to the inbox', () => {
  let browser: BrowserSession;
  let supplierId: string;
  const unique = randomUUID().slice(0, 8);
  const business = `Spamfrei Floristik ${unique}`;
  beforeAll(async () => {
    browser = await openBrowser();
    // a business of its own: its inbox holds only what this test sends
    await signUpViaApi(browser, { firstName: 'Sina', lastName: 'Spamfrei' });
    supplierId = await createSupplierViaApi(browser, { name: business, category: 'florist', unique });
  });
  afterAll(() => browser.close());

  const listOf = async (view: string) =>
    (await (
      await browser.context.request.get(`/api/inbox/weddings/${supplierId}/0/${view}/all`)
    ).json()) as EnquiryList;

  /** Sends the supplier's widget form as a spammer would: links behind shorteners from a disposable address. */
  async function sendSpamThroughWidget(): Promise<void> {
    const { publicId } = (await (
      await browser.context.request.get(`/api/supplier/${supplierId}/enquiry-widget`)
    ).json()) as WidgetConfig;
    const page = await browser.context.request.get(
      `/widget?publicId=${publicId}&fields=email&fields=partnerName&fields=message`,
    );
    const token = /name="token" value="([^"]+)"/.exec(await page.text())![1]!;
    const data = {
      publicId,
      token,
      email: `promo-${randomUUID().slice(0, 8)}@mailinator.com`,
      partnerName: 'Promo Leads',
      message: 'Get more wedding clients now: https://bit.ly/leads1 https://bit.ly/leads2 https://tinyurl.com/leads3',
    };
    // the widget refuses a form sent within seconds of serving it (too-fast, not counted): send until it is taken
    await expect
      .poll(async () => (await browser.context.request.post('/api/widget/enquiry', { data })).status(), {
        timeout: 15_000,
        interval: 500,
      })
      .toBeLessThan(300);
  }

  it('in German on a phone', async () => {
    const { page } = browser;
    await sendSpamThroughWidget();
    expect((await listOf('spam')).enquiries).toHaveLength(1);
    expect((await listOf('inprogress')).numStatuses).toMatchObject({ inprogress: 0, unread: 0, spam: 1 });

    await inGermanOnPhone(browser, async () => {
      await page.goto('/enquiry-manager?view=inprogress');
      // spam counts in no other view: to the inbox this supplier has no enquiry yet, so it says how couples find it
      await page.getByText('Noch keine Anfragen', { exact: true }).waitFor();

      await page.goto('/enquiry-manager?view=spam');
      await page.getByRole('link', { name: 'Promo Leads' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Promo Leads' }).waitFor();
      const check = page.getByRole('region', { name: 'Spamprüfung' });
      await check.getByText('Im Spam', { exact: true }).waitFor();
      await check.getByText('Wert 100 von 100').waitFor();
      const reasons = check.getByRole('list', { name: 'Gründe für den Wert' });
      await expect
        .poll(() => reasons.getByRole('listitem').allTextContents())
        .toEqual([
          'Die Nachricht enthält viele Links (+30)',
          'Ein Link verbirgt seine Adresse hinter einem URL-Kürzer (+30)',
          'Die E-Mail-Adresse ist eine Wegwerfadresse (+40)',
        ]);
      await check.getByText('Anfragen im Spam kosten kein Guthaben', { exact: false }).waitFor();
      await expectNoSidewaysScroll(page);
      expect(await axeViolations(page)).toEqual([]);
      await check.scrollIntoViewIfNeeded();
      await screenshot(page, 'spam-enquiry-de-phone');

      await check.getByRole('button', { name: 'Kein Spam' }).click();
      await page.getByText('In den Posteingang verschoben.').waitFor();
      await check.getByText('Im Posteingang', { exact: true }).waitFor();
      await check.getByRole('button', { name: 'Als Spam melden' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page.goto('/enquiry-manager?view=inprogress');
      await page.getByRole('link', { name: 'Promo Leads' }).first().waitFor();
    });
    expect((await listOf('inprogress')).numStatuses).toMatchObject({ inprogress: 1, unread: 0, spam: 0 });
  });

  it('platform admins see the verdict with its score and reasons on the supplier controls', async () => {
    const admin = await openBrowser();
    try {
      await signInViaApi(admin, demoAccount('admin'));
      const { page } = admin;
      await page.goto('/search');
      await page.getByLabel('Name, id or user e-mail').fill(business);
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('button', { name: `Supplier controls of ${business}` }).click();
      await page.waitForURL('**/admin-panel');
      const reports = page.getByRole('region', { name: 'Spam reports' });
      await reports.getByText('Spam threshold: 90 (a score above it goes to Spam).').waitFor();
      const row = reports.getByRole('row').nth(1);
      await row.getByText('Not spam', { exact: true }).waitFor();
      await row.getByText('Score 100 of 100').waitFor();
      await row.getByText('The e-mail address is a disposable one (+40)').waitFor();
      await row.getByText('50 → 90').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await reports.scrollIntoViewIfNeeded();
      await screenshot(page, 'spam-reports-admin');
    } finally {
      await admin.close();
    }
  });
});
