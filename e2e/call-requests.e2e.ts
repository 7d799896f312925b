import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallRequestState } from '../src/domain/call-requests-api.ts';
import { demoSuppliers } from '../src/server/seed/demo.ts';
import {
  createSupplierViaApi,
  demoAccount,
  inGermanOnPhone,
  signInViaApi,
  signUpViaApi,
  storeLocale,
} from './accounts.ts';
import { axeViolations } from './axe.ts';
import { expectNoSidewaysScroll, openBrowser, screenshot, type BrowserSession } from './browser.ts';

const { lichtblick, petalAndStem } = demoSuppliers;

describe('book a call', () => {
  let supplier: BrowserSession;
  let admin: BrowserSession | undefined;
  beforeAll(async () => {
    supplier = await openBrowser();
  });
  /** A platform admin's browser, opened when a test first needs it. */
  const adminSession = async () => {
    if (!admin) {
      admin = await openBrowser();
      await signInViaApi(admin, demoAccount('admin'));
    }
    return admin;
  };
  afterAll(async () => {
    await supplier.close();
    await admin?.close();
  });

  it('books a call from the dashboard in German on a phone, sees it and cancels it', async () => {
    await signInViaApi(supplier, demoAccount('photographer'));
    const { page } = supplier;
    await inGermanOnPhone(supplier, async () => {
      await page.goto('/dashboard');
      const card = page.getByRole('region', { name: 'Sprechen Sie mit uns' });
      await card.getByText('Unser Account-Team ruft Sie zurück.', { exact: false }).waitFor();
      await card.getByRole('button', { name: 'Rückruf vereinbaren' }).click();
      const dialog = page.getByRole('dialog', { name: 'Rückruf von unserem Team' });
      // the listing's phone is there to start with
      await expect.poll(() => dialog.getByLabel('Telefonnummer').inputValue()).toBe(lichtblick.phone);
      await dialog.getByRole('button', { name: 'Rückruf vereinbaren' }).click();
      await dialog.getByText('Wählen Sie einen Tag.').waitFor();
      await dialog.getByText('Wählen Sie eine Tageszeit.').waitFor();
      expect(await axeViolations(page)).toEqual([]);

      const { days } = (await (
        await page.request.get(`/api/supplier/${lichtblick.id}/call-request`)
      ).json()) as CallRequestState;
      const day = new Intl.DateTimeFormat('de-DE', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }).format(new Date(`${days[1]}T12:00:00Z`));
      await dialog.getByRole('combobox', { name: 'Tag', exact: true }).click();
      await page.getByRole('option', { name: day }).click();
      await dialog.getByRole('radio', { name: 'Nachmittag' }).check();
      await dialog.getByRole('combobox', { name: 'Worüber möchten Sie sprechen?' }).click();
      await page.getByRole('option', { name: 'Tarife und Preise' }).click();
      await dialog.getByLabel('Sollen wir etwas vorab wissen? (optional)').fill('Am liebsten nach 15 Uhr.');
      await screenshot(page, 'book-a-call-form-de-phone');
      await dialog.getByRole('button', { name: 'Rückruf vereinbaren' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('Ihr Rückruf ist vereinbart.').waitFor();
      const booked = `Wir rufen Sie am ${day}, nachmittags, unter ${lichtblick.phone} an.`;
      await card.getByText(booked).waitFor();
      await expectNoSidewaysScroll(page);
      await screenshot(page, 'book-a-call-dashboard-de-phone');

      await card.getByRole('button', { name: 'Rückruf vereinbaren' }).click();
      const open = page.getByRole('dialog', { name: 'Ihr Rückruf ist vereinbart' });
      await open.getByText(booked).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'book-a-call-open-de-phone');
      await open.getByRole('button', { name: 'Rückruf absagen' }).click();
      await open.waitFor({ state: 'hidden' });
      await page.getByText('Ihr Rückruf ist abgesagt.').waitFor();
      await card.getByText('Unser Account-Team ruft Sie zurück.', { exact: false }).waitFor();
    });
  });

  it('lists an open request to platform admins, who mark it done', async () => {
    await signInViaApi(supplier, demoAccount('florist'));
    const url = `/api/supplier/${petalAndStem.id}/call-request`;
    const { days } = (await (await supplier.context.request.get(url)).json()) as CallRequestState;
    const res = await supplier.context.request.post(url, {
      data: { phone: petalAndStem.phone, day: days[0], window: 'morning', topic: 'listing', note: 'New photos' },
    });
    expect(res.status(), await res.text()).toBe(200);
    // the plans page has the entry too, telling the open request (in German on a desktop for its screenshot)
    const restoreLocale = await storeLocale(supplier, 'de-DE');
    try {
      await supplier.page.goto('/plans');
      const card = supplier.page.getByRole('region', { name: 'Sprechen Sie mit uns' });
      await card.getByText(/^Wir rufen Sie am .+, vormittags, unter/).waitFor();
      await card.scrollIntoViewIfNeeded();
      await screenshot(supplier.page, 'book-a-call-plans-de');
    } finally {
      await restoreLocale();
    }
    // the help panel leads to the popup on the dashboard
    await supplier.page.goto('/plans');
    await supplier.page.getByRole('button', { name: 'Help', exact: true }).click();
    await supplier.page.getByRole('link', { name: 'Book a call with our account team' }).click();
    const open = supplier.page.getByRole('dialog', { name: 'Your call is booked' });
    await open.getByText(/^We'll call you on .+, morning, on/).waitFor();
    await open.getByRole('button', { name: 'Close', exact: true }).click();
    await open.waitFor({ state: 'hidden' });
    await expect
      .poll(() => new URL(supplier.page.url()).pathname + new URL(supplier.page.url()).search)
      .toBe('/dashboard');

    const { page } = await adminSession();
    await page.goto('/call-requests');
    await page.getByRole('heading', { name: 'Call requests', level: 1 }).waitFor();
    const row = page.getByRole('row').filter({ hasText: petalAndStem.name });
    await row.getByText('My listing').waitFor();
    await row.getByText(petalAndStem.phone).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'call-requests-admin');
    await row.getByRole('button', { name: `Mark the call to ${petalAndStem.name} as done` }).click();
    await page.getByText('Marked as done.').waitFor();
    await row.waitFor({ state: 'detached' });
    expect(((await (await supplier.context.request.get(url)).json()) as CallRequestState).open).toBeNull();
  });

  it('shows an unverified business the tier that opens it', async () => {
    const newcomer = await openBrowser();
    try {
      const unique = crypto.randomUUID().slice(0, 8);
      await signUpViaApi(newcomer);
      const supplierId = await createSupplierViaApi(newcomer, { name: `Bloom ${unique}`, category: 'florist', unique });
      // a business not yet verified by the platform
      const unverified = await (
        await adminSession()
      ).context.request.post(`/api/admin/suppliers/${supplierId}/premium`, {
        data: { tier: 'unverified' },
      });
      expect(unverified.status(), await unverified.text()).toBe(200);
      await newcomer.page.goto('/dashboard');
      const card = newcomer.page.getByRole('region', { name: 'Talk to us' });
      await card.getByText('Book a call with our team: available from Free').waitFor();
      await card.getByRole('link', { name: 'Upgrade' }).waitFor();
      expect(await card.getByRole('button').count()).toBe(0);
      expect(await axeViolations(newcomer.page)).toEqual([]);
    } finally {
      await newcomer.close();
    }
  });
});
