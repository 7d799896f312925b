import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSuppliers } from '../src/server/seed/demo.ts';
import { demoAccount, inGermanOnPhone, signInViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession, expectNoSidewaysScroll } from './browser.ts';

const { oldBarn } = demoSuppliers;
/** A free date 20 days from now, YYYY-MM-DD: inside the 8-week window, shown in days. */
const freeDate = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);

describe('/offers: special offers', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
    await signInViaApi(browser, demoAccount('venue'));
  });
  afterAll(() => browser.close());

  it('adds a late availability offer in German on a phone, couples see it with the time left, and it is deleted again', async () => {
    const { page } = browser;
    const cardOf = (list: string, heading: string) =>
      page
        .getByRole('list', { name: list })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: heading }) });
    const card = () => cardOf('Ihre Angebote nach Art', 'Kurzfristige Termine');
    await inGermanOnPhone(browser, async () => {
      await page.goto('/offers');
      await page.getByRole('heading', { name: 'Sonderangebote', level: 1 }).waitFor();
      await card().getByText('Noch kein Angebot dieser Art.').waitFor();
      await card().getByRole('link', { name: 'Hinzufügen: Kurzfristige Termine' }).click();
      await page.getByRole('heading', { name: 'Hinzufügen: Kurzfristige Termine', level: 1 }).waitFor();

      // the validation errors as one notice (spec section 8), each field marked too
      await page.getByRole('button', { name: 'Angebot speichern' }).click();
      const notice = page.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie die markierten Felder' });
      await notice.getByText('Geben Sie einen Titel ein.').waitFor();
      await notice.getByText('Fügen Sie mindestens einen freien Termin hinzu.').waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page.getByLabel('Titel').fill('Last-Minute im Frühling');
      await page.getByRole('radio', { name: 'Rabatt als Betrag' }).check();
      await page.getByRole('textbox', { name: 'Betrag', exact: true }).fill('500');
      await page.getByLabel('Freier Termin 1', { exact: true }).fill(freeDate);
      await screenshot(page, 'offers-form-de-phone');
      await page.getByRole('button', { name: 'Angebot speichern' }).click();

      // back home, the offer live with its deal and the time left
      await page.getByRole('heading', { name: 'Sonderangebote', level: 1 }).waitFor();
      await page.getByText('Angebot gespeichert').waitFor();
      await card().getByText('Läuft').waitFor();
      await card().getByText('500 £ Rabatt').waitFor();
      await card().getByText('Nächster freier Termin in 20 Tagen').waitFor();
      await expectNoSidewaysScroll(page);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'offers-de-phone');
    });

    const link = (await (await page.request.get(`/api/supplier/${oldBarn.id}/profile-link`)).json()) as { url: string };
    await page.goto(new URL(link.url).pathname);
    const section = page.getByRole('region', { name: 'Special offers' });
    await section.getByRole('heading', { name: 'Last-Minute im Frühling' }).waitFor();
    await section.getByText('£500 off').waitFor();
    await section.getByText('Next free date in 20 days').waitFor();
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'offers-public-profile');

    await page.goto('/offers');
    const englishCard = cardOf('Your offers by type', 'Late availability');
    await englishCard.getByRole('button', { name: 'Delete: Late availability' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Offer deleted').waitFor();
    await englishCard.getByText('No offer of this kind yet.').waitFor();
  });
});
