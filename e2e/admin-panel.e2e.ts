import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplierViaApi, demoAccount, signInViaApi, signUpViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession } from './browser.ts';

describe('the admin panel: a platform admin changes a tier and the supplier’s menu locks change', () => {
  const unique = randomUUID().slice(0, 8);
  const business = `Blumen Atelier ${unique}`;
  let supplier: BrowserSession;
  let admin: BrowserSession;

  /** The lock the side menu shows on Wedding fairs (they need the lite tier), as the supplier sees it. */
  const fairsLock = async () => {
    await supplier.page.goto('/dashboard');
    const link = supplier.page
      .getByRole('navigation', { name: 'Portal menu' })
      .getByRole('link', { name: /^Wedding fairs/ });
    await link.waitFor();
    return link.getAttribute('aria-description');
  };

  beforeAll(async () => {
    supplier = await openBrowser();
    await signUpViaApi(supplier, { email: `florist-${unique}@e2e.example`, firstName: 'Frieda', lastName: 'Florist' });
    await createSupplierViaApi(supplier, { name: business, category: 'florist', unique });
    admin = await openBrowser();
    await signInViaApi(admin, demoAccount('admin'));
  });
  afterAll(async () => {
    await supplier.close();
    await admin.close();
  });

  it('changes the tier from the supplier controls, and the change is in the audit log', async () => {
    expect(await fairsLock()).toBe('Available from the Lite tier');
    const { page } = admin;
    await page.goto('/search');
    await page.getByLabel('Name, id or user e-mail').fill(business);
    await page.getByRole('button', { name: 'Search' }).click();
    // straight from the search result to the supplier's controls (working as it)
    await page.getByRole('button', { name: `Supplier controls of ${business}` }).click();
    await page.waitForURL('**/admin-panel');
    // the admin panel section is on by default: its entry leads back here
    await page
      .getByRole('navigation', { name: 'Portal menu' })
      .getByRole('link', { name: 'Supplier controls' })
      .waitFor();
    await page.getByRole('heading', { level: 1, name: 'Supplier controls' }).waitFor();
    await page.getByText('No admin changes yet.').waitFor();

    await page.getByRole('combobox', { name: 'Tier', exact: true }).click();
    await page.getByRole('option', { name: 'Lite' }).click();
    await page.getByRole('button', { name: 'Change tier' }).click();
    await page.getByText('The change was saved.').waitFor();
    const audit = page.getByRole('region', { name: 'Audit log' });
    await audit.getByText('Premium tier').waitFor();
    await audit.getByText('Alex Admin').waitFor();
    await screenshot(page, 'admin-panel');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the supplier finds Wedding fairs unlocked', async () => {
    expect(await fairsLock()).toBeNull();
  });

  it('demo mode shows the admin another tier while the supplier keeps the real one', async () => {
    const { page } = admin;
    await page.getByRole('combobox', { name: 'Demo tier' }).click();
    await page.getByRole('option', { name: 'Free' }).click();
    await page.getByRole('button', { name: 'Start demo' }).click();
    await page.getByRole('button', { name: 'End demo' }).waitFor();
    const menuLink = page
      .getByRole('navigation', { name: 'Portal menu' })
      .getByRole('link', { name: /^Wedding fairs/ });
    await expect.poll(() => menuLink.getAttribute('aria-description')).toBe('Available from the Lite tier');
    expect(await fairsLock()).toBeNull();
    await page.getByRole('button', { name: 'End demo' }).click();
    await expect.poll(() => menuLink.getAttribute('aria-description')).toBeNull();
  });
});
