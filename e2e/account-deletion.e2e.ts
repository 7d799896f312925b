import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplierViaApi, signUpViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession } from './browser.ts';

describe('account deletion', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('refuses the sole admin of a business, then deletes an account in German and ends its session', async () => {
    const { page } = browser;
    const deleteCard = page.locator('#delete-account');
    const deleteAccount = async (account: { email: string; password: string }) => {
      await page.goto('/settings');
      await page.getByRole('heading', { level: 1, name: 'Kontoeinstellungen' }).waitFor();
      await deleteCard.getByRole('heading', { name: 'Konto löschen' }).waitFor();
      await deleteCard
        .getByLabel(`Geben Sie zur Bestätigung Ihre E-Mail-Adresse (${account.email}) ein`)
        .fill(account.email);
      await deleteCard.getByLabel('Ihr Passwort').fill(account.password);
      await deleteCard.getByRole('button', { name: 'Mein Konto löschen' }).click();
    };

    // the only admin of a business must hand it over first
    const admin = await signUpViaApi(browser, { firstName: 'Jonas', lastName: 'Becker', locale: 'de-DE' });
    const unique = randomUUID().slice(0, 8);
    const business = `Blütenzauber ${unique}`;
    await createSupplierViaApi(browser, { name: business, category: 'florist', unique });
    await deleteAccount(admin);
    await deleteCard
      .getByRole('alert')
      .filter({ hasText: `Sie sind der einzige Admin von ${business}.` })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'account-deletion-hand-over');

    // an account without a business goes at once, and its session with it
    const member = await signUpViaApi(browser, { firstName: 'Lena', lastName: 'Wolf', locale: 'de-DE' });
    await deleteAccount(member);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).waitFor();
    expect((await browser.context.request.get('/api/viewer')).status()).toBe(401);
    const signIn = await browser.context.request.post('/api/login', {
      data: { email: member.email, password: member.password },
    });
    expect(signIn.status()).not.toBe(200);
  });
});
