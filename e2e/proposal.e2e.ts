import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnquiryList } from '../src/domain/enquiries/inbox.ts';
import { defaultContractTemplates } from '../src/domain/quotes/contract-defaults.ts';
import type { QuoteResponse } from '../src/domain/quotes/quote-api.ts';
import { localDayIn } from '../src/domain/local-day.ts';
import { demoSuppliers } from '../src/server/seed/demo.ts';
import { demoAccount, signInViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { expectNoSidewaysScroll, openBrowser, screenshot, type BrowserSession } from './browser.ts';

const { oldBarn } = demoSuppliers;
const daysFromToday = (days: number) =>
  new Date(Date.parse(`${localDayIn('GB', new Date())}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Issue 38, the couple's half of its main path (the supplier's screens come next): the demo venue sends a quote in
 * French through the API, and the couple reads it and accepts it on a phone, with no account.
 */
describe('the couple’s proposal: read and accepted in French on a phone', () => {
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

  it('shows every line and figure in a narrow column, refuses an empty signature, and records the acceptance', async () => {
    const { request } = supplier.context;
    const list = (await (
      await request.get(`/api/inbox/weddings/${oldBarn.id}/0/inprogress/all`)
    ).json()) as EnquiryList;
    const enquiryId = list.enquiries[0]!.id;
    const created = await request.post(`/api/supplier/${oldBarn.id}/enquiries/${enquiryId}/quotes`, {
      data: {
        language: 'fr-FR',
        couple: 'Camille Martin & Louis Bernard',
        weddingDate: daysFromToday(200),
        venue: 'The Old Barn',
        validUntil: daysFromToday(14),
        items: [
          { description: 'Location du lieu, journée complète', quantity: 1, unitPrice: 450_000 },
          {
            description: 'Heure supplémentaire',
            quantity: 1.5,
            unitPrice: 20_000,
            discount: { type: 'percent', percent: 10 },
          },
        ],
        deposit: { type: 'percent', percent: 25 },
        balanceDaysBefore: 30,
        terms: defaultContractTemplates['fr-FR'],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const quote = (await created.json()) as QuoteResponse;
    const sent = await request.post(`/api/supplier/${oldBarn.id}/quotes/${quote.id}/send`, { data: {} });
    expect(sent.status(), await sent.text()).toBe(200);
    const { link } = (await sent.json()) as { link: string };

    // the couple's own phone, signed in nowhere; the page runs no script (its CSP allows none)
    const { page } = couple;
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Devis de The Old Barn' }).waitFor();
    const lines = page.getByRole('table');
    // 4,500.00 + 1.5 x 200.00 less 10 %: 4,770.00, VAT 20 % included; each figure named on a phone
    for (const text of ['Location du lieu, journée complète', 'Heure supplémentaire', 'Prix unitaire', 'Total TTC'])
      await lines.getByText(text).first().waitFor();
    expect((await lines.innerText()).replace(/\s/g, '')).toContain('TotalTTC4770,00£');
    await expectNoSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'proposal-fr-phone');

    await page.getByRole('button', { name: 'Accepter et signer' }).click();
    await page.getByText('Saisissez votre nom complet.').first().waitFor();
    await page.getByText('Cochez la case pour accepter les conditions.').first().waitFor();

    await page.getByLabel('Votre nom complet').fill('Camille Martin');
    await page.getByLabel('J’accepte ces conditions').check();
    await page.getByRole('button', { name: 'Accepter et signer' }).click();
    await page.getByRole('heading', { name: 'Accepté' }).waitFor();
    await page.getByText(/^Accepté par Camille Martin le /).waitFor();
    await screenshot(page, 'proposal-fr-phone-accepted');

    const read = (await (await request.get(`/api/supplier/${oldBarn.id}/quotes/${quote.id}`)).json()) as QuoteResponse;
    expect(read.status).toBe('accepted');
    expect(read.acceptance).toMatchObject({ version: 1, typedName: 'Camille Martin' });
    expect(read.acceptance?.documentSha256).toBe(read.versions[0]!.documentSha256);
  });
});
