import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession } from './browser.ts';
import { identityCookie } from '../src/server/test/local-identity-provider.ts';

/** Who the local OpenID Connect server signs in for this browser (the real provider would ask). */
async function actAtProviderAs(session: BrowserSession, email: string): Promise<void> {
  await session.context.addCookies([
    { name: identityCookie, value: encodeURIComponent(email), url: inject('identityProviderUrl') },
  ]);
}

describe('Google and Facebook sign-in (a local OpenID Connect server stands in for them)', () => {
  const unique = randomUUID().slice(0, 8);

  describe('a new supplier', () => {
    let browser: BrowserSession;
    beforeAll(async () => {
      browser = await openBrowser();
    });
    afterAll(() => browser.close());

    it('signs up with Google from /signup and goes on to get listed', async () => {
      const { page } = browser;
      await actAtProviderAs(browser, `google-${unique}@gmail.example`);
      await page.goto('/signup');
      await page.getByRole('button', { name: 'Continue with Facebook' }).waitFor();
      await screenshot(page, 'signup-with-providers');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await page.waitForURL('**/get-listed');
      await page.getByRole('heading', { level: 1 }).waitFor();
    });
  });

  describe('an address that already has a password account', () => {
    let browser: BrowserSession;
    let email: string;
    beforeAll(async () => {
      browser = await openBrowser();
      ({ email } = await signUpViaApi(browser, {
        email: `owner-${unique}@e2e.example`,
        firstName: 'Paula',
        lastName: 'Password',
      }));
      await browser.context.clearCookies();
    });
    afterAll(() => browser.close());

    it('is told to sign in with its password, then links Google in the settings and signs in with it', async () => {
      const { page } = browser;
      await actAtProviderAs(browser, email);
      await page.goto('/login');
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await page.getByText(`${email} already has an account here.`, { exact: false }).waitFor();
      await expect.poll(() => page.getByLabel('E-mail address').inputValue()).toBe(email);
      await screenshot(page, 'login-account-exists');
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('textbox', { name: 'Password' }).fill('correct horse battery');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL('**/settings*');
      const linked = page.getByRole('region', { name: 'Linked accounts' });
      await linked.getByText('Link Google now to sign in with it next time.').waitFor();
      await linked.getByRole('button', { name: 'Link Google' }).click();
      // a session alone does not link: the password is asked first
      await linked.getByLabel('Current password').fill('not the password');
      await linked.getByRole('button', { name: 'Continue to Google' }).click();
      await linked.getByText('The e-mail address or password is incorrect.').waitFor();
      await linked.getByLabel('Current password').fill('correct horse battery');
      await linked.getByRole('button', { name: 'Continue to Google' }).click();
      await page.getByText('Google is linked: you can now sign in with it.').waitFor();
      await linked.getByRole('button', { name: 'Unlink Google' }).waitFor();
      expect(new URL(page.url()).search).toBe('');
      await screenshot(page, 'settings-linked-accounts');
      expect(await axeViolations(page)).toEqual([]);

      await browser.context.request.post('/api/logout');
      await page.goto('/login');
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      const viewer = await (await browser.context.request.get('/api/viewer')).json();
      expect(viewer.user.email).toBe(email);
    });
  });

  describe('an account made with Facebook, in German on a phone', () => {
    let browser: BrowserSession;
    beforeAll(async () => {
      browser = await openBrowser({ width: 375, height: 812 });
      await browser.page.goto('/login');
      await browser.page.evaluate(() => localStorage.setItem('portal.locale', 'de-DE'));
    });
    afterAll(() => browser.close());

    it('has no password to change: it is offered a link to choose one, and keeps its only sign-in method', async () => {
      const { page } = browser;
      const email = `facebook-${unique}@facebook.example`;
      await actAtProviderAs(browser, email);
      await page.goto('/signup');
      await page.getByRole('button', { name: 'Weiter mit Facebook' }).click();
      await page.waitForURL('**/get-listed');
      await page.goto('/settings');
      await page.getByText('Sie melden sich mit Facebook an und haben noch kein Passwort.', { exact: false }).waitFor();
      // Facebook does not vouch for the address: choosing a password unlinks it, and the card says so
      await page.getByText('Ihre E-Mail-Adresse ist noch nicht bestätigt', { exact: false }).waitFor();
      const linked = page.getByRole('region', { name: 'Verknüpfte Konten' });
      await expect.poll(() => linked.getByRole('button', { name: 'Facebook trennen' }).isDisabled()).toBe(true);
      await linked.getByText('Dies ist Ihre einzige Anmeldemöglichkeit', { exact: false }).waitFor();
      await screenshot(page, 'settings-linked-accounts-de-375');
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Link per E-Mail senden' }).click();
      await page.getByText(`Wir haben einen Link an ${email} gesendet.`, { exact: false }).waitFor();
      // the mail is sent after the answer: awaited, not read once
      const firstMail = async () =>
        (
          (await (await browser.context.request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`)).json()) as {
            mails: { text: string }[];
          }
        ).mails[0]?.text ?? '';
      await expect.poll(firstMail).toMatch(/reset-password\?token=/);
    });
  });
});
