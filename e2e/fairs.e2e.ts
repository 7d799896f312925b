import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FairsResponse } from '../src/domain/fairs-api.ts';
import { demoSuppliers } from '../src/server/seed/demo.ts';
import { demoAccount, inGermanOnPhone, signInViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession, expectNoSidewaysScroll } from './browser.ts';

const { petalAndStem } = demoSuppliers;

describe('/fairs: wedding fairs', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
    await signInViaApi(browser, demoAccount('florist'));
  });
  afterAll(() => browser.close());

  it('adds a fair of two days in German on a phone, and couples see it on the profile while it is to come', async () => {
    const { page } = browser;
    await inGermanOnPhone(browser, async () => {
      await page.goto('/fairs');
      await page.getByRole('heading', { name: 'Hochzeitsmessen', level: 1 }).waitFor();
      await page.getByText('Noch keine Hochzeitsmessen.').waitFor();
      await page.getByRole('button', { name: 'Hochzeitsmesse hinzufügen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Hochzeitsmesse hinzufügen' });
      await dialog.getByRole('button', { name: 'Hochzeitsmesse speichern' }).click();
      await dialog.getByText('Geben Sie den Namen der Messe ein.').waitFor();
      await dialog.getByText('Fügen Sie mindestens einen Tag hinzu.').waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await dialog.getByLabel('Name der Messe').fill('Londoner Hochzeitsmesse');
      await dialog.getByLabel('Tag 1', { exact: true }).fill('2099-03-07');
      await dialog.getByRole('button', { name: 'Tag hinzufügen' }).click();
      await dialog.getByLabel('Tag 2', { exact: true }).fill('2099-03-06');
      await dialog.getByLabel('Beschreibung').fill('Stand 14, gleich neben der Hauptbühne.');
      await screenshot(page, 'fairs-form-de-phone');
      await dialog.getByRole('button', { name: 'Hochzeitsmesse speichern' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('Hochzeitsmesse gespeichert').waitFor();
      const card = page
        .getByRole('list', { name: 'Ihre Hochzeitsmessen' })
        .getByRole('listitem')
        .filter({ hasText: 'Londoner Hochzeitsmesse' });
      // the days in order, whatever order they were entered in
      await card.getByText('Freitag, 6. März 2099 · Samstag, 7. März 2099').waitFor();
      await expectNoSidewaysScroll(page);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'fairs-de-phone');
    });

    const link = (await (await page.request.get(`/api/supplier/${petalAndStem.id}/profile-link`)).json()) as {
      url: string;
    };
    await page.goto(new URL(link.url).pathname);
    const section = page.getByRole('region', { name: 'Wedding fairs' });
    await section.getByRole('heading', { name: 'Londoner Hochzeitsmesse' }).waitFor();
    await section.getByText('Stand 14, gleich neben der Hauptbühne.').waitFor();
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'fairs-public-profile');
  });

  it('keeps the edits and says why when the fair was deleted meanwhile (as testimonials and real weddings do)', async () => {
    const { page } = browser;
    await page.goto('/fairs');
    await page.getByRole('button', { name: 'Edit “Londoner Hochzeitsmesse”' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit the wedding fair' });
    await dialog.getByLabel('Description').fill('Stand 15 now, by the entrance.');
    // someone else in the team deletes it
    const url = `/api/supplier/${petalAndStem.id}/fairs`;
    const { fairs } = (await (await page.request.get(url)).json()) as FairsResponse;
    for (const fair of fairs) expect((await page.request.delete(`${url}/${fair.id}`)).status()).toBe(204);
    await dialog.getByRole('button', { name: 'Save the wedding fair' }).click();
    await page.getByText('This wedding fair no longer exists: someone in your team deleted it.').waitFor();
    expect(await dialog.getByLabel('Description').inputValue()).toBe('Stand 15 now, by the entrance.');
    expect(await dialog.isVisible()).toBe(true);
  });
});
