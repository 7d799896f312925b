import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplierViaApi, signUpViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession } from './browser.ts';

describe('business deletion', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('deletes a one-person business in German, then its former sole admin deletes the account', async () => {
    const { page } = browser;
    const owner = await signUpViaApi(browser, { firstName: 'Mia', lastName: 'Schneider', locale: 'de-DE' });
    const unique = randomUUID().slice(0, 8);
    const business = `Lichtblick Fotografie ${unique}`;
    await createSupplierViaApi(browser, { name: business, category: 'photo', unique });

    await page.goto('/settings/privacy');
    const card = page.locator('#delete-business');
    await card.getByRole('heading', { name: 'Dieses Unternehmen löschen' }).waitFor();
    const confirmation = card.getByLabel(`Zur Bestätigung den Namen des Unternehmens (${business}) eingeben`);
    // a wrong name is refused and the business stays
    await confirmation.fill('Lichtblick');
    await card.getByRole('button', { name: 'Unternehmen löschen' }).click();
    await card.getByText('Das ist nicht der Name des Unternehmens').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'business-deletion-card');

    await confirmation.fill(business.toLowerCase());
    await card.getByRole('button', { name: 'Unternehmen löschen' }).click();
    // without a business the portal opens the get-listed form
    await expect.poll(() => new URL(page.url()).pathname).toBe('/get-listed');
    const viewer = await (await browser.context.request.get('/api/viewer')).json();
    expect(viewer).toMatchObject({ activeSupplier: null, suppliers: [] });

    const deleteCard = page.locator('#delete-account');
    await page.goto('/settings');
    await deleteCard.getByLabel(`Geben Sie zur Bestätigung Ihre E-Mail-Adresse (${owner.email}) ein`).fill(owner.email);
    await deleteCard.getByLabel('Ihr Passwort').fill(owner.password);
    await deleteCard.getByRole('button', { name: 'Mein Konto löschen' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    expect((await browser.context.request.get('/api/viewer')).status()).toBe(401);
  });
});
