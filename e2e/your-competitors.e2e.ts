import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompetitorList, CompetitorStatistics } from '../src/domain/competitors/competitors-api.ts';
import { demoSuppliers } from '../src/server/seed/demo.ts';
import { demoAccount, inGermanOnPhone, setTierAsAdmin, signInViaApi, storeLocale } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession, expectNoSidewaysScroll } from './browser.ts';

const { oldBarn } = demoSuppliers;

describe('/your-competitors: the venue beside the venues of its county', () => {
  let browser: BrowserSession;
  let admin: BrowserSession;
  /**
   * The demo venue is classic: the competitors page opens at classic23, the insights at expert (as an admin sets a
   * plan).
   */
  const setTier = (tier: string) => setTierAsAdmin(admin, oldBarn.id, tier);

  beforeAll(async () => {
    admin = await openBrowser();
    await signInViaApi(admin, demoAccount('admin'));
    await setTier('classic23');
    browser = await openBrowser();
    await signInViaApi(browser, demoAccount('venue'));
  });
  afterAll(async () => {
    // the tier the other test files know the demo venue by
    await setTier('classic');
    await admin.close();
    await browser.close();
  });

  it('compares in German at 1280 px: suggested neighbours, their shortlists and ranks as charts and tables, then a list of its own; insights locked below expert', async () => {
    const { page } = browser;
    const restoreLocale = await storeLocale(browser, 'de-DE');
    try {
      await page.goto('/dashboard');
      await page
        .getByRole('navigation', { name: 'Portalmenü' })
        .getByRole('link', { name: 'Ihre Mitbewerber' })
        .click();
      await page.getByRole('heading', { name: 'Ihre Mitbewerber', level: 1 }).waitFor();
      // until it chooses: the five venues ranked next to it in Gloucestershire
      await page
        .getByText(
          'Bis Sie selbst wählen, sind dies die Anbieter, die in Gloucestershire direkt neben Ihnen platziert sind.',
          { exact: false },
        )
        .waitFor();
      const list = page.getByRole('list', { name: 'Mitbewerberliste' });
      await expect.poll(() => list.getByRole('listitem').count()).toBe(5);
      await list.getByText('Cotswold Manor').waitFor();

      const shortlists = page.getByRole('region', { name: 'Auf die Merkliste gesetzt, pro Monat' });
      await shortlists.getByRole('img', { name: /Auf die Merkliste gesetzt/ }).waitFor();
      const ranks = page.getByRole('region', { name: 'Platz in der Suche in Gloucestershire' });
      await ranks.getByText('je tiefer die Linie, desto besser', { exact: false }).waitFor();
      const sideBySide = page.getByRole('region', { name: 'Im Vergleich' });
      await sideBySide.getByRole('rowheader', { name: 'The Old Barn (Sie)' }).waitFor();
      await sideBySide
        .getByRole('row', { name: /Cotswold Manor/ })
        .getByText(/^\d+\. von \d+$/)
        .waitFor();
      // insights are expert's
      await page
        .getByRole('region', { name: 'Einblicke in Mitbewerber' })
        .getByText(/ab dem Tarif/)
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'your-competitors-de');

      // the chart's figures as a table, the same as the call answers
      await shortlists.getByText('Tabelle', { exact: true }).click();
      const table = shortlists.getByRole('table');
      await table.getByRole('columnheader', { name: 'Cotswold Manor' }).waitFor();
      const answer = (await (
        await page.request.get(`/api/supplier/${oldBarn.id}/statistics/competitor-list-shortlists`)
      ).json()) as CompetitorStatistics;
      expect(answer.suppliers.map((supplier) => supplier.own)).toEqual([true, false, false, false, false, false]);
      expect(answer.suppliers.slice(1).reduce((sum, supplier) => sum + supplier.shortlisted.total, 0)).toBeGreaterThan(
        0,
      );
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'your-competitors-table-de');

      // its own list: one removed, then found by name and added back at the end
      await list.getByRole('button', { name: 'Forest Lodge aus Ihren Mitbewerbern entfernen' }).click();
      await page.getByText('Forest Lodge steht nicht mehr auf Ihrer Mitbewerberliste.').waitFor();
      await expect.poll(() => list.getByRole('listitem').count()).toBe(4);
      await page.getByRole('textbox', { name: 'Mitbewerber nach Namen suchen' }).fill('lodge');
      await page
        .getByRole('list', { name: 'Gefundene Anbieter' })
        .getByRole('button', { name: 'Forest Lodge als Mitbewerber hinzufügen' })
        .click();
      await page.getByText('Forest Lodge steht jetzt auf Ihrer Mitbewerberliste.').waitFor();
      await expect.poll(() => list.getByRole('listitem').count()).toBe(5);
      await page.getByText('Ihre Liste umfasst 5 Mitbewerber, einen pro Farbe.', { exact: false }).waitFor();
      const saved = (await (
        await page.request.get(`/api/supplier/${oldBarn.id}/competitors`)
      ).json()) as CompetitorList;
      expect(saved).toMatchObject({ chosen: true });
      expect(saved.competitors.at(-1)?.name).toBe('Forest Lodge');
    } finally {
      await restoreLocale();
    }
  });

  it('shows the competitor insights at expert, and the whole screen on a phone in German', async () => {
    const { page } = browser;
    await setTier('expert');
    await inGermanOnPhone(browser, async () => {
      await page.goto('/your-competitors');
      await page.getByRole('heading', { name: 'Ihre Mitbewerber', level: 1 }).waitFor();
      const insights = page.getByRole('region', { name: 'Einblicke in Mitbewerber' });
      // on a phone each supplier is a card rather than a table row
      const cards = insights.getByRole('list', { name: 'Einblicke in Mitbewerber' }).getByRole('listitem');
      await cards.filter({ hasText: 'Cotswold Manor' }).getByText('TopSpot TOP2').waitFor();
      await cards.filter({ hasText: 'Forest Lodge' }).getByText('keine Pakete').waitFor();
      await page
        .getByRole('list', { name: 'Im Vergleich' })
        .getByRole('listitem')
        .filter({ hasText: 'The Old Barn (Sie)' })
        .getByText('Einsteiger')
        .waitFor();
      await page.getByRole('region', { name: 'Auf die Merkliste gesetzt, pro Monat' }).getByRole('img').waitFor();
      await expectNoSidewaysScroll(page);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'your-competitors-de-phone');
      // the ranks as a table: six suppliers side by side scroll inside the card, not the page
      const ranks = page.getByRole('region', { name: 'Platz in der Suche in Gloucestershire' });
      await ranks.getByText('Tabelle', { exact: true }).click();
      await ranks.getByRole('table').getByRole('columnheader', { name: 'Cotswold Manor' }).waitFor();
      await expectNoSidewaysScroll(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
