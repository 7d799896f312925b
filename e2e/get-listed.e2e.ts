import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSuppliers } from '../src/server/seed/demo.ts';
import getListed from '../src/web/i18n/locales/en-GB/getListed.json';
import validation from '../src/web/i18n/locales/en-GB/validation.json';
import { signUpViaApi, type Account } from './accounts.ts';
import { axeViolations } from './axe.ts';
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
    let account: Account;
    beforeAll(async () => {
      browser = await openBrowser();
      account = await signUpViaApi(browser, { firstName: 'Grace', lastName: 'Lister' });
    });
    afterAll(() => browser.close());

    it('is sent to the form, fills both steps, finds the address and lands on the dashboard', async () => {
      const { page } = browser;
      await page.goto('/');
      await page.waitForURL('**/get-listed');
      await page.getByRole('heading', { level: 1, name: 'Get listed' }).waitFor();
      // greeted by first name; the e-mail comes from the account, and the first name is not asked again
      await page.getByText('Welcome, Grace. Tell couples about your business in two short steps.').waitFor();
      await expect.poll(() => page.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe(account.email);
      await expect.poll(() => page.getByRole('textbox', { name: getListed.fields.firstName }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);

      // step 1 refuses what the UK set does not allow, on the right fields
      await page.getByRole('textbox', { name: 'E-mail' }).fill('');
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
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Get listed' }).click();
      await page.waitForURL('**/dashboard');
      await page.getByText('Your business is listed.').waitFor();
      await page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening)/ }).waitFor();
    });
  });

  describe('a new supplier without a first name, in German on a 375 px phone', () => {
    let browser: BrowserSession;
    beforeAll(async () => {
      browser = await openBrowser({ width: 375, height: 740 }, { touch: true });
      await signUpViaApi(browser, { locale: 'de-DE' });
    });
    afterAll(() => browser.close());

    it('is asked for the first name once, and typing Wien with Germany chosen offers to switch to Austria', async () => {
      const { page } = browser;
      await page.goto('/');
      await page.waitForURL('**/get-listed');
      await page.getByRole('heading', { level: 1, name: 'Eintrag erstellen' }).waitFor();
      // no name to greet with: the plain intro, never the e-mail address
      await page.getByText('Stellen Sie Ihr Unternehmen Paaren in zwei kurzen Schritten vor.').waitFor();
      await expect.poll(() => page.getByText('@e2e.example', { exact: false }).count()).toBe(0);
      const unique = randomUUID().slice(0, 8);
      await page.getByRole('textbox', { name: 'Name des Unternehmens' }).fill(`Lichtwerk ${unique}`);
      await page.getByRole('combobox', { name: 'Was bieten Sie an?' }).click();
      await page.getByRole('option', { name: 'Fotografen' }).click();
      // a German user starts from Germany, not the United Kingdom
      await expect.poll(() => page.getByRole('combobox', { name: 'Land' }).inputValue()).toBe('Deutschland');
      await page.getByRole('textbox', { name: 'Telefon' }).fill('+49 89 1234567');
      await page.getByRole('textbox', { name: 'Website' }).fill(`lichtwerk-${unique}.example`);
      await page.getByRole('button', { name: 'Weiter' }).click();
      await page.getByText('Bitte geben Sie Ihren Vornamen ein.').waitFor();
      await screenshot(page, 'get-listed-first-name-de-375');
      await page.getByRole('textbox', { name: 'Ihr Vorname' }).fill('Lena');
      await page.getByRole('button', { name: 'Weiter' }).click();

      await page.getByRole('textbox', { name: 'Adresse', exact: true }).fill('Stephansplatz 1');
      await page.getByRole('textbox', { name: 'Postleitzahl' }).fill('1010');
      await page.getByRole('textbox', { name: 'Ort' }).fill('Wien');
      await page.getByRole('button', { name: 'Adresse suchen' }).click();
      const hint = page.getByRole('status').filter({ hasText: 'Wien liegt in einem anderen Land: Österreich.' });
      await hint.waitFor();
      // the towns offered are named in German, Wien first
      const offered = page.getByRole('group', {
        name: 'Diesen Ort haben wir nicht gefunden. Meinten Sie einen dieser Orte?',
      });
      await expect.poll(() => offered.getByRole('button').first().textContent()).toBe('Vienna, Österreich');
      await expect.poll(() => offered.getByRole('button', { name: /, Deutschland$/ }).count()).toBeGreaterThan(0);
      await expectNoSidewaysScroll(page);
      await screenshot(page, 'get-listed-other-country-de-375');
      expect(await axeViolations(page)).toEqual([]);

      await hint.getByRole('button', { name: 'Land auf Österreich ändern' }).click();
      await page.getByText(/^Adresse gefunden \(48,\d+, 16,\d+\)$/).waitFor();
      await expect.poll(() => hint.count()).toBe(0);
      await expect.poll(() => page.getByRole('textbox', { name: 'Ort' }).inputValue()).toBe('Wien');
      await page.getByRole('button', { name: 'Eintrag erstellen' }).click();
      await page.waitForURL('**/dashboard');
      await page.getByText('Ihr Unternehmen ist jetzt eingetragen.').waitFor();

      const viewer = await (await browser.context.request.get('/api/viewer')).json();
      expect(viewer.user.firstName).toBe('Lena');
      expect(viewer.activeSupplier.address.city).toBe('Wien');
      expect(viewer.activeSupplier.l10n.country).toBe('AT');
      expect(viewer.activeSupplier.coordinates.latitude).toBeCloseTo(48.21, 1);
    });
  });

  describe('a new supplier in France, in French on a 768 px tablet', () => {
    let browser: BrowserSession;
    let account: Account;
    beforeAll(async () => {
      browser = await openBrowser({ width: 768, height: 1024 }, { touch: true });
      account = await signUpViaApi(browser, { firstName: 'Camille', lastName: 'Martin', locale: 'fr-FR' });
    });
    afterAll(() => browser.close());

    it('is greeted by first name, has the e-mail filled in, and is listed in Lyon by a postcode alone', async () => {
      const { page } = browser;
      await page.goto('/get-listed');
      await page.getByRole('heading', { level: 1, name: 'Créer votre fiche' }).waitFor();
      await page.getByText('Bienvenue, Camille.', { exact: false }).waitFor();
      await expect.poll(() => page.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe(account.email);
      const unique = randomUUID().slice(0, 8);
      await page.getByRole('textbox', { name: 'Nom de l’entreprise' }).fill(`Château ${unique}`);
      await page.getByRole('combobox', { name: 'Que proposez-vous\u202f?' }).click();
      await page.getByRole('option', { name: 'Lieux de réception' }).click();
      await expect.poll(() => page.getByRole('combobox', { name: 'Pays' }).inputValue()).toBe('France');
      await page.getByRole('textbox', { name: 'Téléphone' }).fill('+33 4 72 00 00 00');
      await page.getByRole('textbox', { name: 'Site web' }).fill(`chateau-${unique}.example`);
      await expectNoSidewaysScroll(page, 768);
      await screenshot(page, 'get-listed-step1-fr-768');
      await page.getByRole('button', { name: 'Suivant' }).click();

      await page.getByRole('textbox', { name: 'Adresse', exact: true }).fill('1 place Bellecour');
      await page.getByRole('textbox', { name: 'Code postal' }).fill('69002');
      await expectNoSidewaysScroll(page, 768);
      await screenshot(page, 'get-listed-step2-fr-768');
      expect(await axeViolations(page)).toEqual([]);
      // sent without "Trouver l’adresse": the postcode is located on the way (the town filled from it)
      await page.getByRole('button', { name: 'Créer ma fiche' }).click();
      await page.waitForURL('**/dashboard');
      const viewer = await (await browser.context.request.get('/api/viewer')).json();
      expect(viewer.activeSupplier.address.city).toBe('Lyon');
      expect(viewer.activeSupplier.coordinates.latitude).toBeCloseTo(45.75, 1);
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
