import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardHome } from '../src/domain/dashboard/home-api.ts';
import { demoAccount, signInViaApi, storeLocale } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { expectNoSidewaysScroll, openBrowser, screenshot, type BrowserSession } from './browser.ts';

/** Issue 34: /dashboard as home, walked as the demo venue, whose inbox has enquiries waiting for a first reply. */
describe('/dashboard as home', () => {
  let browser: BrowserSession;
  let home: DashboardHome;

  beforeAll(async () => {
    browser = await openBrowser();
    await signInViaApi(browser, demoAccount('venue'));
    const viewer = await (await browser.context.request.get('/api/viewer')).json();
    home = await (await browser.context.request.get(`/api/supplier/${viewer.activeSupplier.id}/home`)).json();
  });
  afterAll(() => browser.close());

  it('greets by first name and shows the enquiries waiting for a reply first (English, 1280 px)', async () => {
    const { page } = browser;
    expect(home.awaitingReply.count).toBeGreaterThan(0);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Victoria$/ }).waitFor();
    const waiting = page.getByRole('region', { name: 'Waiting for your reply' });
    await waiting.getByRole('link', { name: 'See all open enquiries in the inbox' }).waitFor();
    const rows = waiting.getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(Math.min(3, home.awaitingReply.count));
    expect(await rows.first().getByRole('link').getAttribute('href')).toBe(
      `/enquiry-manager/${home.awaitingReply.oldest[0]!.id}`,
    );
    await rows
      .first()
      .getByText(/ · waiting \d+ (minute|hour|day)s?$/)
      .waitFor();
    // what needs the supplier comes first, the plan is a slim strip below the working cards
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.slice(0, 4)).toEqual(['Waiting for your reply', 'Key figures', 'Next 30 days', 'Profile strength']);
    const plan = page.getByRole('region', { name: 'Your plan' });
    await plan.getByRole('link', { name: /^(Upgrade|See the Classic Plus plans)$/ }).waitFor();
    await page.getByRole('region', { name: 'Key figures' }).getByText('Profile views').waitFor();
    await page.getByRole('region', { name: 'Profile strength' }).getByText('Next best step:').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-en-desktop');
  });

  it('starts the key figures within the first phone screen (German, 375 x 667)', async () => {
    const { page } = browser;
    const restore = await storeLocale(browser, 'de-DE');
    try {
      await page.setViewportSize({ width: 375, height: 667 });
      await page.goto('/dashboard');
      const figures = page.getByRole('region', { name: 'Kennzahlen' });
      await figures.getByText('Profilaufrufe').waitFor();
      await page.getByRole('region', { name: 'Antwort ausstehend' }).getByRole('listitem').first().waitFor();
      const box = await figures.getByRole('heading', { name: 'Kennzahlen' }).boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(667);
      await expectNoSidewaysScroll(page, 375);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'dashboard-de-phone');
    } finally {
      await restore();
    }
  });

  it('fits a tablet (French, 768 px)', async () => {
    const { page } = browser;
    const restore = await storeLocale(browser, 'fr-FR');
    try {
      await page.setViewportSize({ width: 768, height: 1024 });
      await page.goto('/dashboard');
      await page.getByRole('region', { name: 'En attente de votre réponse' }).getByRole('listitem').first().waitFor();
      await page.getByRole('region', { name: 'Les 30 prochains jours' }).waitFor();
      await expectNoSidewaysScroll(page, 768);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'dashboard-fr-tablet');
    } finally {
      await restore();
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
