import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSupplierViaApi,
  demoAccount,
  inGermanOnPhone,
  setTierAsAdmin,
  signInViaApi,
  signUpViaApi,
  storeLocale,
} from './accounts.ts';
import { axeViolations } from './axe.ts';
import { expectNoSidewaysScroll, openBrowser, screenshot, type BrowserSession } from './browser.ts';

/** A new GB venue alone in Rutland (no other test lists one there): first of one, whatever else the run adds. */
describe('/dashboard: the position widget', () => {
  const unique = randomUUID().slice(0, 8);
  let supplier: BrowserSession;
  let admin: BrowserSession;
  let supplierId: string;

  beforeAll(async () => {
    supplier = await openBrowser();
    await signUpViaApi(supplier, { email: `position-${unique}@e2e.example`, firstName: 'Pia' });
    supplierId = await createSupplierViaApi(supplier, {
      name: `Rutland Mill ${unique}`,
      category: 'venue',
      unique,
      county: 'Rutland',
    });
    admin = await openBrowser();
    await signInViaApi(admin, demoAccount('admin'));
  });
  afterAll(async () => {
    await admin.close();
    await supplier.close();
  });

  const card = (page: Page) => page.getByRole('region', { name: 'Your place in search' });

  it('shows the place in the home county among the working cards, the expert lock and the way to improve it (free)', async () => {
    await setTierAsAdmin(admin, supplierId, 'free');
    const { page } = supplier;
    await page.goto('/dashboard');
    const position = card(page);
    const row = position.getByRole('listitem');
    await row.getByText('Venues in Rutland').waitFor();
    await row.getByText('1st of 1').waitFor();
    await row.getByText('No place recorded 7 days ago yet').waitFor();
    await position.getByText('Your place in every county you add to your listing is part of Expert.').waitFor();
    await position.getByRole('link', { name: 'Upgrade' }).waitFor();
    expect(
      await position.getByRole('link', { name: 'Improve your place with search optimisation' }).getAttribute('href'),
    ).toBe('/search-optimisation');
    // what the user came for comes first: the key figures above the position, which is no upsell above them
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.indexOf('Key figures')).toBeGreaterThanOrEqual(0);
    expect(headings.indexOf('Key figures')).toBeLessThan(headings.indexOf('Your place in search'));
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'search-position-free');
  });

  it('answers every county of the boost at expert, and without extra counties says how to add them, in German', async () => {
    await setTierAsAdmin(admin, supplierId, 'expert');
    const walk = async (width: number) => {
      const { page } = supplier;
      await page.goto('/dashboard');
      const position = page.getByRole('region', { name: 'Ihre Position in der Suche' });
      const row = position.getByRole('listitem');
      await row.getByText('Hochzeitslocations in Rutland').waitFor();
      await row.getByText('1. von 1').waitFor();
      await position.getByRole('link', { name: 'Regionen hinzufügen, um dort gefunden zu werden' }).waitFor();
      expect(await position.getByText(/jeder Region, die Sie hinzufügen, ist Teil von/).count()).toBe(0);
      await expectNoSidewaysScroll(page, width);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `search-position-expert-de-${width}`);
    };
    const restore = await storeLocale(supplier, 'de-DE');
    try {
      await walk(1280);
    } finally {
      await restore();
    }
    await inGermanOnPhone(supplier, () => walk(375));
  });

  it('is locked for an unverified supplier, saying what to do next', async () => {
    await setTierAsAdmin(admin, supplierId, 'unverified');
    const { page } = supplier;
    await page.goto('/dashboard');
    const position = card(page);
    await position
      .getByText('Where couples find you in search opens at Free, once your listing is verified.')
      .waitFor();
    await position.getByRole('link', { name: 'Your business details' }).waitFor();
    expect(await position.getByRole('listitem').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'search-position-unverified');
  });
});
