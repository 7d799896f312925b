import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSuppliers } from '../src/server/seed/demo.ts';
import { demoAccount, inGermanOnPhone, signInViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession } from './browser.ts';

const { oldBarn } = demoSuppliers;

describe('"What\'s new", the help widget and Instagram of a GB venue', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
    await signInViaApi(browser, demoAccount('venue'));
  });
  afterAll(() => browser.close());

  it('shows "What\'s new" on the bell until read, read on another browser too; help is sent in German on a phone', async () => {
    const { page } = browser;
    const subject = `Fotos fehlen ${Date.now()}`;
    await inGermanOnPhone(browser, async () => {
      await page.goto('/dashboard');
      // no banner above the page: a dot on the bell, the notes in its panel in the screen's language
      await page.getByRole('button', { name: 'Benachrichtigungen: etwas Neues' }).click();
      const panel = page.getByRole('dialog', { name: 'Neuigkeiten' });
      await panel.getByText('Sofort wissen, wenn ein Paar schreibt').waitFor();
      expect(await panel.getByRole('listitem').count()).toBe(3);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'changelog-de-phone');
      // Escape closes the panel from inside it: marking the notes read re-renders the list, which may drop the focus
      await panel.focus();
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Benachrichtigungen', exact: true }).waitFor();

      // a browser never used before (a fresh profile), the same user: the dot stays off
      const other = await openBrowser({ width: 375, height: 740 });
      try {
        await signInViaApi(other, demoAccount('venue'));
        const releases = other.page.waitForResponse((response) => response.url().includes('/api/help/releases'));
        await other.page.goto('/dashboard');
        await releases;
        await other.page.getByRole('button', { name: 'Benachrichtigungen', exact: true }).waitFor();
        expect(await other.page.getByRole('button', { name: 'Benachrichtigungen: etwas Neues' }).count()).toBe(0);
      } finally {
        await other.close();
      }

      await page.getByRole('button', { name: 'Hilfe' }).click();
      const dialog = page.getByRole('dialog', { name: 'Hilfe' });
      await dialog.getByRole('link', { name: 'Hilfe-Center öffnen' }).waitFor();
      await dialog.getByRole('button', { name: 'Nachricht senden' }).click();
      await dialog.getByText('Geben Sie einen Betreff ein.').waitFor();
      await dialog.getByText('Geben Sie Ihre Nachricht ein.').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByLabel('Betreff').fill(subject);
      await dialog.getByLabel('Ihre Nachricht').fill('Meine neuen Fotos erscheinen nicht im Profil.');
      await screenshot(page, 'help-de-phone');
      await dialog.getByRole('button', { name: 'Nachricht senden' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('Nachricht gesendet. Wir antworten per E-Mail.').waitFor();
    });
    const { mails } = (await (await page.request.get('/api/dev/mail?to=support%40localhost')).json()) as {
      mails: { subject: string; text: string }[];
    };
    const mail = mails.find((m) => m.subject === `Help request: ${subject}`);
    expect(mail?.text).toContain('Meine neuen Fotos erscheinen nicht im Profil.');
    expect(mail?.text).toContain(`About ${oldBarn.name}`);
  });

  it('connects Instagram through the stand-in, couples see the posts on the profile, and disconnecting removes them', async () => {
    const { page } = browser;
    await page.goto('/apps');
    await page.getByRole('heading', { name: 'Apps', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Connect Instagram' }).click();
    await page.waitForURL('**/apps?instagram=connected');
    await page.getByText('Instagram is connected.').waitFor();
    await page.getByText('Connected as @standin.weddings').waitFor();
    await page
      .getByRole('list', { name: 'Your posts on your profile' })
      .getByRole('img', { name: 'Tables set for a spring wedding in the barn' })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'apps-instagram-connected');

    const link = (await (await page.request.get(`/api/supplier/${oldBarn.id}/profile-link`)).json()) as { url: string };
    const profilePath = new URL(link.url).pathname;
    await page.goto(profilePath);
    const section = page.getByRole('region', { name: 'Instagram' });
    await section.getByRole('img', { name: 'Tables set for a spring wedding in the barn' }).waitFor();
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'instagram-public-profile');

    await page.goto('/apps');
    await page.getByRole('button', { name: 'Disconnect Instagram' }).click();
    await page.getByText('Instagram disconnected').waitFor();
    await page.getByRole('button', { name: 'Connect Instagram' }).waitFor();
    await page.goto(profilePath);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('region', { name: 'Instagram' }).count()).toBe(0);
  });
});
