import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSupplierViaApi,
  demoAccount,
  inGermanOnPhone,
  setTierAsAdmin,
  signInViaApi,
  signUpViaApi,
} from './accounts.ts';
import { axeViolations } from './axe.ts';
import { expectNoSidewaysScroll, openBrowser, screenshot, type BrowserSession } from './browser.ts';

describe('/benefits: member benefits', () => {
  const unique = randomUUID().slice(0, 8);
  const business = `Wildflower Studio ${unique}`;
  const partner = `Confetti Cover ${unique}`;
  let admin: BrowserSession;
  let supplier: BrowserSession;

  beforeAll(async () => {
    supplier = await openBrowser();
    await signUpViaApi(supplier, { email: `benefits-${unique}@e2e.example`, firstName: 'Bea', lastName: 'Benefit' });
    const supplierId = await createSupplierViaApi(supplier, { name: business, category: 'florist', unique });
    admin = await openBrowser();
    await signInViaApi(admin, demoAccount('admin'));
    await setTierAsAdmin(admin, supplierId, 'lite');
  });
  afterAll(async () => {
    await supplier.close();
    await admin.close();
  });

  it('an admin adds a benefit in the admin panel; a lite supplier reveals its code, and the use is counted', async () => {
    const { page } = admin;
    await page.goto('/search');
    await page.getByLabel('Name, id or user e-mail').fill(business);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: `Supplier controls of ${business}` }).click();
    await page.waitForURL('**/admin-panel');
    // the panel works for the business once the switch has landed (a click before it could be lost with a re-render)
    await page.getByText(`Platform admin controls for ${business}.`, { exact: false }).waitFor();
    const card = page.getByRole('region', { name: 'Member benefits' });
    await card.getByRole('button', { name: 'Add a benefit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a member benefit' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Save the benefit' }).click();
    await dialog.getByText('Enter the partner’s name.').waitFor();
    await dialog.getByText('Choose at least one of the portal’s countries.').waitFor();
    await dialog.getByLabel(/^Partner( \*)?$/).fill(partner);
    // picked with the keyboard once the filtered option shows (as the counties of boosts.e2e.ts)
    const countries = dialog.getByLabel(/^Countries/).and(page.locator('input'));
    await countries.fill('United Kingdom');
    await page.getByRole('option', { name: 'United Kingdom', exact: true }).waitFor();
    await countries.press('ArrowDown');
    await countries.press('Enter');
    await countries.press('Escape');
    await dialog.getByLabel(/^Title( \*)?$/).fill('20% off wedding insurance');
    await dialog.getByLabel(/^Description( \*)?$/).fill('Cover for your stock and your stand at fairs.');
    await dialog.getByLabel(/^Code$/).fill('CONFETTI20');
    await dialog.getByLabel('Partner’s link').fill('http://confetti.example');
    await dialog.getByRole('button', { name: 'Save the benefit' }).click();
    await dialog.getByText('Enter the partner’s link, starting with https://').waitFor();
    await dialog.getByLabel('Partner’s link').fill('https://confetti.example/members');
    await screenshot(page, 'benefits-admin-form');
    await dialog.getByRole('button', { name: 'Save the benefit' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Benefit saved').waitFor();
    const row = card.getByRole('listitem').filter({ hasText: partner });
    await row.getByText('Used by 0 suppliers').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const own = supplier.page;
    await own.goto('/benefits');
    await own.getByRole('heading', { name: 'Member benefits', level: 1 }).waitFor();
    const offer = own.getByRole('list', { name: 'Member benefits' }).getByRole('listitem').filter({ hasText: partner });
    await offer.getByRole('heading', { name: '20% off wedding insurance' }).waitFor();
    expect(await offer.getByTestId('benefit-code').count()).toBe(0);
    await offer.getByRole('button', { name: `Show code for “${partner}”` }).click();
    expect(await offer.getByTestId('benefit-code').textContent()).toBe('CONFETTI20');
    await offer.getByRole('button', { name: 'Copy code' }).waitFor();
    expect(await offer.getByRole('link', { name: `Go to offer from “${partner}”` }).getAttribute('href')).toBe(
      'https://confetti.example/members',
    );
    expect(await axeViolations(own)).toEqual([]);
    await screenshot(own, 'benefits-lite');

    await page.reload();
    await page
      .getByRole('region', { name: 'Member benefits' })
      .getByRole('listitem')
      .filter({ hasText: partner })
      .getByText('Used by 1 supplier')
      .waitFor();
  });

  it('shows a free supplier the partners and titles, with codes and links locked and the upsell after them', async () => {
    const photographer = await openBrowser();
    try {
      await signInViaApi(photographer, demoAccount('photographer'));
      const { page } = photographer;
      await inGermanOnPhone(photographer, async () => {
        await page.goto('/benefits');
        await page.getByRole('heading', { name: 'Mitgliedervorteile', level: 1 }).waitFor();
        const offer = page.getByRole('listitem').filter({ hasText: 'KassenKlick' });
        await offer.getByText('Code und Link mit Lite').waitFor();
        expect(await offer.getByRole('button', { name: /Code anzeigen/ }).count()).toBe(0);
        expect(await offer.getByRole('link').count()).toBe(0);
        await page.getByText('Die Codes und Links der Mitgliedervorteile gehören zum Tarif Lite.').waitFor();
        await expectNoSidewaysScroll(page);
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, 'benefits-locked-de-phone');
      });
      // the photographer's own language is German too
      await page.goto('/benefits');
      await page.getByRole('heading', { name: 'Mitgliedervorteile', level: 1 }).waitFor();
      await screenshot(page, 'benefits-locked-desktop');
    } finally {
      await photographer.close();
    }
  });
});
