import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../src/server/seed/demo.ts';
import { demoAccount, signUpViaApi, type Account } from './accounts.ts';
import { openBrowser, screenshot, type BrowserSession } from './browser.ts';

const uniqueEmail = (name: string) => `${name}-${Date.now()}@e2e.example`;

/** The error message attached to a field (aria-describedby), null when it has none. */
async function fieldError(page: Page, field: Locator): Promise<string | null> {
  const errorId = (await field.getAttribute('aria-describedby'))?.split(' ').find((id) => id.endsWith('-error'));
  return errorId ? page.locator(`[id="${errorId}"]`).textContent() : null;
}

const passwordField = (page: Page) => page.getByRole('textbox', { name: 'Password', exact: true });

/** Fills the e-mail and password of the sign-in or sign-up form and sends it. */
async function sendCredentials(
  page: Page,
  { email, password }: Account,
  button: 'Sign in' | 'Create account',
): Promise<void> {
  await page.getByLabel('E-mail address').fill(email);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: button }).click();
}

describe('accounts and sign-in', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  /** The page at `path`, signed out. */
  const signedOutAt = async (path: string): Promise<Page> => {
    await browser.context.clearCookies();
    await browser.page.goto(path);
    return browser.page;
  };

  it('signs a demo venue in through the form: a wrong password on the password field, then the dashboard', async () => {
    const { page } = browser;
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign in to your business account' }).waitFor();
    await screenshot(page, 'auth-login');

    await sendCredentials(page, { email: demoUsers.venue.email, password: 'not the password' }, 'Sign in');
    await page.getByText('The e-mail address or password is incorrect.').waitFor();
    await expect.poll(() => fieldError(page, passwordField(page))).toBe('The e-mail address or password is incorrect.');
    await expect.poll(() => fieldError(page, page.getByLabel('E-mail address'))).toBeNull();
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).isEnabled()).toBe(true);
    await screenshot(page, 'auth-login-error');

    await passwordField(page).fill(demoAccount('venue').password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });

  it('signs the platform admin in to /search and back out to /login', async () => {
    const page = await signedOutAt('/login');
    await sendCredentials(page, demoAccount('admin'), 'Sign in');
    await page.waitForURL((url) => url.pathname === '/search');
    const session = await page.request.get('/api/auth/get-session');
    expect((await session.json()).user.email).toBe(demoUsers.admin.email);

    await page.getByRole('button', { name: 'Open the user menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();
    await page.goto('/search');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/search');
  });

  it('says a failing permission check is a failure, not a missing permission', async () => {
    const page = await signedOutAt('/login');
    // the server's permission check fails as a proxy in front of it would
    await page.route('**/api/access-control/verify-permissions', (route) =>
      route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>Service Unavailable</h1>' }),
    );
    try {
      await sendCredentials(page, demoAccount('venue'), 'Sign in');
      await page.getByText(/^Something went wrong/).waitFor();
      expect(await page.getByText('You do not have permission', { exact: false }).count()).toBe(0);
      expect(page.url()).toMatch(/\/login$/);
    } finally {
      await page.unroute('**/api/access-control/verify-permissions');
    }
  });

  it('shows field messages before calling the server', async () => {
    const page = await signedOutAt('/signup');
    await sendCredentials(page, { email: 'not-an-email', password: '123' }, 'Create account');
    await page.getByText('Enter a valid e-mail address.').waitFor();
    await page.getByText('Use at least 6 characters.').waitFor();
  });

  it('signs up a new account, which goes on to get listed', async () => {
    const page = await signedOutAt('/signup');
    await page.getByRole('heading', { name: 'Create your business account' }).waitFor();
    await screenshot(page, 'auth-signup');
    await sendCredentials(page, { email: uniqueEmail('signup'), password: 'wedding-2024' }, 'Create account');
    await page.waitForURL((url) => url.pathname === '/get-listed');
  });

  it('refuses an e-mail already in use on the e-mail field', async () => {
    const page = await signedOutAt('/signup');
    await sendCredentials(page, { email: demoUsers.photographer.email, password: 'whatever-1' }, 'Create account');
    await page.getByText('An account with this e-mail address already exists.', { exact: false }).waitFor();
    await expect
      .poll(() => fieldError(page, page.getByLabel('E-mail address')))
      .toMatch(/^An account with this e-mail address already exists/);
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    await browser.context.clearCookies();
    const { email } = await signUpViaApi(browser, { email: uniqueEmail('reset'), password: 'first-pw' });
    const page = await signedOutAt('/forgot-password');
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await screenshot(page, 'auth-forgot-password');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(`If an account exists for ${email}, we have sent it a link`, { exact: false }).waitFor();
    await screenshot(page, 'auth-forgot-password-sent');

    // the reset mail is sent after the answer: wait until the outbox holds it
    const resetLink = async () => {
      const outbox = await (await page.request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`)).json();
      return /(http\S+reset-password\?token=\S+)/.exec(outbox.mails[0]?.text ?? '')?.[1];
    };
    await expect.poll(resetLink).toBeDefined();
    const link = await resetLink();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await screenshot(page, 'auth-reset-password');
    await page.getByRole('textbox', { name: 'New password' }).fill('second-pw');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Your password has been changed.').waitFor();

    await page.goto('/login');
    await sendCredentials(page, { email, password: 'second-pw' }, 'Sign in');
    await page.waitForURL((url) => url.pathname === '/get-listed');
  });

  it('shows the neutral message for an address without an account too', async () => {
    const page = await signedOutAt('/forgot-password');
    await page.getByLabel('E-mail address').fill('nobody@e2e.example');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByText('If an account exists for nobody@e2e.example, we have sent it a link', { exact: false })
      .waitFor();
  });

  it('changes the login e-mail and the password in the settings', async () => {
    const { page } = browser;
    await browser.context.clearCookies();
    const { email } = await signUpViaApi(browser, {
      email: uniqueEmail('settings'),
      password: 'settings-pw',
      firstName: 'Sam',
      lastName: 'Rivers',
    });

    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Account settings' }).waitFor();
    await screenshot(page, 'settings-account');
    const emailForm = page.getByRole('region', { name: 'Login e-mail' });
    await emailForm.getByLabel('New e-mail address').fill(`new-${email}`);
    await emailForm.getByRole('textbox', { name: 'Current password' }).fill('wrong-pw');
    await emailForm.getByRole('button', { name: 'Change e-mail' }).click();
    await emailForm.getByText('The e-mail address or password is incorrect.').waitFor();
    // an address another account uses: an alert that fits a signed-in user, not the sign-up field message
    await emailForm.getByLabel('New e-mail address').fill(demoUsers.photographer.email);
    await emailForm.getByRole('textbox', { name: 'Current password' }).fill('settings-pw');
    await emailForm.getByRole('button', { name: 'Change e-mail' }).click();
    await emailForm
      .getByRole('alert')
      .getByText('another account already uses this address', { exact: false })
      .waitFor();
    expect(await emailForm.getByText('Sign in instead', { exact: false }).count()).toBe(0);
    await emailForm.getByLabel('New e-mail address').fill(`new-${email}`);
    await emailForm.getByRole('textbox', { name: 'Current password' }).fill('settings-pw');
    await emailForm.getByRole('button', { name: 'Change e-mail' }).click();
    await page.getByText('Your login email has been changed.').waitFor();

    const passwordForm = page.getByRole('region', { name: 'Password' });
    await passwordForm.getByRole('textbox', { name: 'Current password' }).fill('settings-pw');
    await passwordForm.getByRole('textbox', { name: 'New password' }).fill('settings-pw-2');
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed.').waitFor();

    await page.goto('/profile-settings');
    await page.getByRole('heading', { name: 'Personal settings' }).waitFor();
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('Sam');
    await page.getByLabel('Phone').fill('+44 20 7946 0018');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your details have been saved.').waitFor();

    const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#d4a373' } })
      .png()
      .toBuffer();
    await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
    await page.getByText('Your profile photo has been updated.').waitFor();
    const avatar = page.getByRole('img', { name: 'Your profile photo' });
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^\/uploads\/profile-photos\/.+\.webp$/);
    await screenshot(page, 'settings-profile');
  });
});
