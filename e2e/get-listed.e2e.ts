import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSuppliers } from '../src/server/seed/demo.ts';
import getListed from '../src/web/i18n/locales/en-GB/getListed.json';
import validation from '../src/web/i18n/locales/en-GB/validation.json';
import { signUpViaApi } from './accounts.ts';
import { openBrowser, screenshot, type BrowserSession, expectNoSidewaysScroll } from './browser.ts';

async function chooseCategory(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'What do you offer?' }).click();
  await page.getByRole('option', { name }).click();
}

async function fillStep1(page: Page, details: { name: string; email: string; website: string }): Promise<void> {
  await page.getByRole('textbox', { name: 'Business name' }).fill(details.name);
  await chooseCategory(page, 'Venues');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(details.email);
  await page.getByRole('textbox', { name: 'Phone' }).fill('020 7946 0018');
  await page.getByRole('textbox', { name: 'Website' }).fill(details.website);
}

describe('get listed', () => {
  describe('a new supplier on a desktop', () => {
    let browser: BrowserSession;
    beforeAll(async () => {
      browser = await openBrowser();
      await signUpViaApi(browser, { firstName: 'Grace', lastName: 'Lister' });
    });
    afterAll(() => browser.close());

    it('is sent to the form, fills both steps, finds the address and lands on the dashboard', async () => {
      const { page } = browser;
      await page.goto('/');
      await page.waitForURL('**/get-listed');
      await page.getByRole('heading', { level: 1, name: 'Get listed' }).waitFor();

      // step 1 refuses what the UK set does not allow, on the right fields
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText(validation.requiredFrom).waitFor();
      await expect.poll(() => page.getByText(validation.required).count()).toBe(4); // name, e-mail, phone, website
      const unique = randomUUID().slice(0, 8);
      await fillStep1(page, {
        name: `Willow Manor ${unique}`,
        email: `hello@willow-${unique}.example`,
        website: `willow-${unique}.example`,
      });
      await page.getByRole('textbox', { name: 'Phone' }).fill('+33 1 23 45 67 89');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText(validation.ukPhone).waitFor();
      await page.getByRole('textbox', { name: 'Phone' }).fill('020 7946 0018');
      await screenshot(page, 'get-listed-step1');
      await page.getByRole('button', { name: 'Next' }).click();

      // step 2: a town nobody can locate is refused, with the nearest-spelled towns to choose from
      await page.getByRole('textbox', { name: 'Address' }).fill('1 Willow Lane');
      await page.getByRole('textbox', { name: 'Postcode' }).fill('zz1 1zz');
      await page.getByRole('textbox', { name: 'Town or city' }).fill('Bathh');
      await page.getByRole('button', { name: 'Get listed' }).click();
      await page.getByText(validation.invalidGeoAddress).waitFor();
      const suggested = page.getByRole('group', { name: getListed.suggestedTowns });
      await suggested.waitFor();
      await screenshot(page, 'get-listed-suggested-towns');
      await suggested.getByRole('button', { name: 'Bath, United Kingdom' }).click();
      await page.getByText(/^Address found \(51\.\d+, -2\.\d+\)$/).waitFor();
      await expect.poll(() => page.getByRole('textbox', { name: 'Town or city' }).inputValue()).toBe('Bath');
      await expect.poll(() => page.getByText(validation.invalidGeoAddress).count()).toBe(0);

      // a UK postcode alone is located at its postcode area's town, which fills the empty town
      await page.getByRole('textbox', { name: 'Town or city' }).fill('');
      await page.getByRole('textbox', { name: 'Postcode' }).fill('ba1 1aa');
      await page.getByRole('button', { name: 'Find address' }).click();
      await page.getByText(/^Address found \(51\.\d+, -2\.\d+\)$/).waitFor();
      await expect.poll(() => page.getByRole('textbox', { name: 'Town or city' }).inputValue()).toBe('Bath');
      await screenshot(page, 'get-listed-step2');

      await page.getByRole('button', { name: 'Get listed' }).click();
      await page.waitForURL('**/dashboard');
      await page.getByText('Your business is listed.').waitFor();
      await page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening)/ }).waitFor();
    });
  });

  describe('a new supplier in Germany, in German', () => {
    let browser: BrowserSession;
    beforeAll(async () => {
      browser = await openBrowser();
      await signUpViaApi(browser, { firstName: 'Lena', lastName: 'Huber', locale: 'de-DE' });
    });
    afterAll(() => browser.close());

    it('gets listed in München by sending the form, without pressing "Adresse suchen" first', async () => {
      const { page } = browser;
      await page.goto('/');
      await page.waitForURL('**/get-listed');
      await page.getByRole('heading', { level: 1, name: 'Eintrag erstellen' }).waitFor();
      const unique = randomUUID().slice(0, 8);
      await page.getByRole('textbox', { name: 'Name des Unternehmens' }).fill(`Lichtwerk ${unique}`);
      await page.getByRole('combobox', { name: 'Was bieten Sie an?' }).click();
      await page.getByRole('option', { name: 'Fotografen' }).click();
      await page.getByRole('combobox', { name: 'Land' }).click();
      await page.getByRole('option', { name: 'Deutschland' }).click();
      await page.getByRole('textbox', { name: 'E-Mail' }).fill(`studio@lichtwerk-${unique}.example`);
      await page.getByRole('textbox', { name: 'Telefon' }).fill('+49 89 1234567');
      await page.getByRole('textbox', { name: 'Website' }).fill(`lichtwerk-${unique}.example`);
      await page.getByRole('button', { name: 'Weiter' }).click();

      await page.getByRole('textbox', { name: 'Adresse' }).fill('Marienplatz 1');
      await page.getByRole('textbox', { name: 'Postleitzahl' }).fill('80331');
      await page.getByRole('textbox', { name: 'Ort' }).fill('München');
      await screenshot(page, 'get-listed-step2-de');
      await page.getByRole('button', { name: 'Eintrag erstellen' }).click();
      await page.waitForURL('**/dashboard');
      await page.getByText('Ihr Unternehmen ist jetzt eingetragen.').waitFor();

      const viewer = await (await browser.context.request.get('/api/viewer')).json();
      expect(viewer.activeSupplier.address.city).toBe('München');
      expect(viewer.activeSupplier.coordinates.latitude).toBeCloseTo(48.14, 1);
      expect(viewer.activeSupplier.coordinates.longitude).toBeCloseTo(11.58, 1);
    });
  });

  describe('a business that is already listed, on a 375 px phone', () => {
    let browser: BrowserSession;
    beforeAll(async () => {
      browser = await openBrowser({ width: 375, height: 740 });
      await signUpViaApi(browser, { firstName: 'Grace', lastName: 'Lister' });
    });
    afterAll(() => browser.close());

    it('shows the profileExists message with the id, the reason and the profile link', async () => {
      const { page } = browser;
      await page.goto('/get-listed');
      await page.getByRole('heading', { level: 1, name: 'Get listed' }).waitFor();
      await fillStep1(page, {
        name: 'Another Barn',
        email: demoSuppliers.oldBarn.email.toUpperCase(),
        website: 'another-barn.example',
      });
      const name = page.getByRole('textbox', { name: 'Business name' });
      await name.fill('x'.repeat(120));
      await expect.poll(() => name.inputValue()).toHaveLength(100);
      await name.fill('Another Barn');
      await page.getByRole('button', { name: 'Next' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'This business is already listed' });
      await alert.waitFor();
      await expect
        .poll(() => alert.textContent())
        .toContain(`A listing with the same e-mail address already exists (ID ${demoSuppliers.oldBarn.publicId}).`);
      await expect
        .poll(() => alert.getByRole('link', { name: 'View the listing' }).getAttribute('href'))
        .toBe(
          // without COUPLE_SITE_URL the link points at the portal, which serves the couple-facing page
          `${browser.baseUrl}/wedding-venues/${demoSuppliers.oldBarn.slug}-${demoSuppliers.oldBarn.publicId}`,
        );
      await expectNoSidewaysScroll(page);
      await screenshot(page, 'get-listed-exists-mobile');
    });
  });
});
