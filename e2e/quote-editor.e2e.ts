import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnquiryList } from '../src/domain/enquiries/inbox.ts';
import { localDayIn } from '../src/domain/local-day.ts';
import { demoSuppliers } from '../src/server/seed/demo.ts';
import de from '../src/web/i18n/locales/de-DE/quotes.json';
import { demoAccount, inGermanOnPhone, signInViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { expectNoSidewaysScroll, openBrowser, screenshot, sidewaysBoxes, type BrowserSession } from './browser.ts';

const { oldBarn } = demoSuppliers;
const daysFromToday = (days: number) =>
  new Date(Date.parse(`${localDayIn('GB', new Date())}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Issue 38, the supplier's half of its main path: the demo venue (classic plan, GB) builds a quote on an enquiry in
 * German on a phone, is told of a bad value on its field, saves and sends it, and the couple's link shows the same
 * total the preview did.
 */
describe('the quote editor: a supplier builds and sends a quote in German at 375 px', () => {
  let supplier: BrowserSession;
  let couple: BrowserSession;
  beforeAll(async () => {
    supplier = await openBrowser();
    await signInViaApi(supplier, demoAccount('venue'));
    couple = await openBrowser({ width: 375, height: 800 });
  });
  afterAll(async () => {
    await supplier.close();
    await couple.close();
  });

  it('previews the totals, shows a server error on its field, saves, sends and gives the couple’s link', async () => {
    const list = (await (
      await supplier.context.request.get(`/api/inbox/weddings/${oldBarn.id}/0/inprogress/all`)
    ).json()) as EnquiryList;
    const enquiryId = list.enquiries.find((enquiry) => !enquiry.locked)!.id;
    let link = '';
    await inGermanOnPhone(supplier, async () => {
      const { page } = supplier;
      await page.goto(`/enquiry-manager/${enquiryId}`);
      const panel = page.getByRole('region', { name: 'Angebote' });
      await panel.getByRole('link', { name: 'Neues Angebot' }).click();
      await page.getByRole('heading', { level: 1, name: 'Angebot' }).waitFor();
      await page.getByLabel('Sprache des Angebots').waitFor();
      expect(await page.getByLabel('Sprache des Angebots').inputValue()).toBe('de-DE');

      await page.getByLabel('Hochzeitsdatum').fill(daysFromToday(200));
      await page.getByLabel('Gültig bis').fill(daysFromToday(14));
      await page.getByLabel('Location').fill('The Old Barn');
      const line = (number: number) => page.getByRole('listitem').filter({ hasText: `Position ${number}` });
      await line(1).getByLabel('Beschreibung').fill('Miete der Location, ganzer Tag');
      await line(1).getByLabel('Einzelpreis (GBP)').fill('4500');
      await page.getByRole('button', { name: 'Position hinzufügen' }).click();
      await line(2).getByLabel('Beschreibung').fill('Zusätzliche Stunde');
      await line(2).getByLabel('Menge').fill('1.5');
      await line(2).getByLabel('Einzelpreis (GBP)').fill('200');
      await line(2).getByLabel('Rabatt', { exact: true }).selectOption('percent');
      await line(2).getByLabel('Rabatt (%)').fill('10');

      // 4,500.00 + 1.5 × 200.00 less 10 %: 4,770.00, VAT at 20 % included (the venue is in GB)
      const preview = page.getByTestId('quote-preview');
      await expect.poll(async () => (await preview.innerText()).replace(/\s/g, '')).toContain('Gesamt4.770,00£');
      expect(await preview.innerText()).toContain('20');

      // a deposit above the total: the server's field error, on the deposit's field
      await page.getByLabel('Anzahlung als').selectOption('amount');
      await page.getByLabel('Anzahlung (GBP)').fill('5000');
      await page.getByRole('button', { name: 'Entwurf speichern' }).click();
      await page.getByText(de.errors.depositAboveTotal).waitFor();
      await expectNoSidewaysScroll(page);
      await screenshot(page, 'quote-editor-de-phone-error');

      await page.getByLabel('Anzahlung als').selectOption('percent');
      await page.getByRole('button', { name: 'Entwurf speichern' }).click();
      await page.waitForURL(/\/quotes\/(?!new)[^/]+$/);
      await expect.poll(() => page.getByText(de.errors.depositAboveTotal).count()).toBe(0);

      await page.getByRole('button', { name: 'An das Paar senden' }).click();
      await page.getByText('Angebot gesendet').waitFor();
      link = await page.getByTestId('quote-link').innerText();
      expect(link).toMatch(/\/proposal\/[\w-]+$/);
      await page.getByRole('button', { name: 'Link kopieren' }).waitFor();
      await expectNoSidewaysScroll(page);
      expect(await sidewaysBoxes(page)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'quote-editor-de-phone-sent');

      // the enquiry lists the quote as sent, with its total
      await page.getByRole('link', { name: 'Zurück zur Anfrage' }).click();
      await panel.getByText('Gesendet').waitFor();
      expect((await panel.innerText()).replace(/\s/g, '')).toContain('4.770,00£');
      await expectNoSidewaysScroll(page);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'quote-panel-de-phone');
    });

    // the couple, signed in nowhere, reads the same total in the quote's language
    await couple.page.goto(link);
    await couple.page.getByRole('heading', { level: 1, name: 'Angebot von The Old Barn' }).waitFor();
    expect((await couple.page.getByRole('table').innerText()).replace(/\s/g, '')).toContain('Gesamt4.770,00£');
  });
});
