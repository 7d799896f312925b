import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identifyCalls } from '../src/domain/analytics-events.ts';
import { demoSuppliers, demoUsers } from '../src/server/seed/demo.ts';
import { demoAccount, signInViaApi, signUpViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { cutInHeader, expectNoSidewaysScroll, openBrowser, screenshot, type BrowserSession } from './browser.ts';

/** The serious and critical accessibility violations axe finds on the page as it is now. */

describe('the portal shell', () => {
  describe('a demo venue on a desktop', () => {
    let browser: BrowserSession;
    beforeAll(async () => {
      browser = await openBrowser();
      await signInViaApi(browser, demoAccount('venue'));
    });
    afterAll(() => browser.close());

    it('lands on the dashboard with the greeting, one profile strength and the plan as a slim strip', async () => {
      const { page } = browser;
      const pageView = page.waitForRequest(
        (r) => r.url().endsWith('/api/a/t') && r.postDataJSON()?.genericProps?.pathname === '/dashboard',
      );
      // the active supplier identified once it has loaded: both calls, stored (204)
      const identified = Promise.all(
        Object.values(identifyCalls).map((path) => page.waitForResponse((r) => r.url().endsWith(path))),
      );
      await page.goto('/');
      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Victoria$/ }).waitFor();
      // the plan as one slim strip: the tier and one Upgrade, no list of what it unlocks
      const plan = page.getByRole('region', { name: 'Your plan' });
      await plan.getByText('Classic', { exact: true }).waitFor();
      expect(await plan.getByRole('listitem').count()).toBe(0);
      // the top bar names the tier from lite up (spec: top-bar tier info)
      await page.getByRole('banner').getByText('Classic', { exact: true }).waitFor();
      // one profile strength: its category and the next best step, no second percentage
      const strength = page.getByRole('region', { name: 'Profile strength' });
      await strength.getByRole('progressbar', { name: /^Profile strength \d+%$/ }).waitFor();
      await expect.poll(() => strength.getByText(/^(Beginner|Intermediate|Expert)$/).count()).toBe(1);
      expect(await page.getByText('Profile completion').count()).toBe(0);
      // the place in search (the position widget)
      await page
        .getByRole('region', { name: 'Your place in search' })
        .getByText(/^\d+(st|nd|rd|th) of \d+$/)
        .waitFor();
      await page.getByRole('navigation', { name: 'Portal menu' }).getByRole('link', { name: 'Dashboard' }).waitFor();
      // a desktop window has the side menu, no burger
      expect(await page.getByRole('button', { name: 'Open the menu', exact: true }).count()).toBe(0);
      // the GB footer: no impressum, the GB contact address
      await page.getByRole('link', { name: 'hello@couples.example.com' }).waitFor();
      await expect.poll(() => page.getByRole('link', { name: 'Impressum' }).count()).toBe(0);
      const event = (await pageView).postDataJSON();
      expect(event).toMatchObject({
        event: 'pageView',
        source: 'cms',
        genericProps: { pathname: '/dashboard', isAnonymous: false },
        // no modal is open as the dashboard shows
        specificEventProps: { modalOpen: false },
      });
      for (const response of await identified) {
        expect(response.status(), response.url()).toBe(204);
        expect(response.request().postDataJSON()).toMatchObject({
          supplierId: demoSuppliers.oldBarn.id,
          props: { sessionId: expect.any(String), anonymousId: expect.any(String) },
        });
      }
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'dashboard');
    });

    it('switches to German from the user menu, keeps it after a reload, and switches back', async () => {
      const { page } = browser;
      await page.getByRole('button', { name: 'Open the user menu' }).click();
      await page.getByRole('menuitem', { name: 'Deutsch' }).click();
      const menu = page.getByRole('navigation', { name: 'Portalmenü' });
      await menu.waitFor();
      await page.getByRole('heading', { level: 1, name: /^Guten (Morgen|Tag|Abend), Victoria$/ }).waitFor();
      await page.getByRole('heading', { name: 'Kennzahlen' }).waitFor();
      await page.getByRole('heading', { name: 'Profilstärke' }).waitFor();
      await screenshot(page, 'dashboard-de');

      // saved on the user: a fresh load opens in German
      await page.reload();
      await page.getByRole('navigation', { name: 'Portalmenü' }).waitFor();
      await page.getByRole('button', { name: 'Benutzermenü öffnen' }).click();
      await screenshot(page, 'user-menu-de');
      await page.getByRole('menuitem', { name: 'English' }).click();
      await page.getByRole('navigation', { name: 'Portal menu' }).waitFor();
    });

    it('asks before leaving a page with unsaved changes', async () => {
      const { page } = browser;
      await page.getByRole('button', { name: 'Open the user menu' }).click();
      await page.getByRole('menuitem', { name: 'Profile settings' }).click();
      await page.waitForURL('**/profile-settings');
      await page.getByLabel('Phone').fill('020 7946 0999');
      const dashboardLink = page
        .getByRole('navigation', { name: 'Portal menu' })
        .getByRole('link', { name: 'Dashboard' });
      await dashboardLink.click();
      const popup = page.getByRole('dialog', { name: 'Leave without saving?' });
      await popup.waitFor();
      await screenshot(page, 'unsaved-changes');
      await popup.getByRole('button', { name: 'Stay on this page' }).click();
      await popup.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe('/profile-settings');
      await expect.poll(() => page.getByLabel('Phone').inputValue()).toBe('020 7946 0999');

      await dashboardLink.click();
      await popup.getByRole('button', { name: 'Leave without saving' }).click();
      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening)/ }).waitFor();
    });

    it('sends a signed-out visitor to the sign-in page with the page to come back to, in the language they pick', async () => {
      const other = await openBrowser();
      try {
        await other.page.goto('/dashboard?tab=1');
        await other.page.waitForURL(
          (url) => url.pathname === '/login' && url.searchParams.get('next') === '/dashboard?tab=1',
        );
        // the signed-out header switches the language, kept by the browser
        await other.page.getByRole('button', { name: 'Choose the language' }).click();
        await other.page.getByRole('menuitem', { name: 'Français' }).click();
        await other.page.getByRole('button', { name: 'Choisir la langue' }).waitFor();
        await expect.poll(() => other.page.evaluate(() => document.documentElement.lang)).toBe('fr-FR');
        await screenshot(other.page, 'login-fr');
        await other.page.reload();
        await other.page.getByRole('button', { name: 'Choisir la langue' }).waitFor();
      } finally {
        await other.close();
      }
    });
  });

  describe('a user of two suppliers', () => {
    let browser: BrowserSession;
    const unique = randomUUID().slice(0, 8);
    const names = [`Atelier Fleuri ${unique}`, `Bouquets du Marais ${unique}`];
    // the businesses' own data on the dashboard: where each is listed
    const regions = ['Île-de-France', 'Auvergne-Rhône-Alpes'];

    beforeAll(async () => {
      browser = await openBrowser();
      await signUpViaApi(browser, {
        email: `two-${unique}@e2e.example`,
        password: 'two suppliers',
        firstName: 'Camille',
        lastName: 'Roux',
      });
      for (const [i, name] of names.entries()) {
        const supplierFields = {
          name,
          type: ['florist'],
          contacts: {
            email: `hello-${i}@${unique}.example.fr`,
            phone: '+33 1 23 45 67 89',
            website: `https://fleurs-${i}-${unique}.example.fr`,
          },
          address: {
            street: [`${i + 1} rue des Rosiers`],
            postalCode: i === 0 ? '75004' : '69002',
            city: i === 0 ? 'Paris' : 'Lyon',
            adminArea: [regions[i], 'France'],
            country: 'France',
          },
          l10n: { country: 'FR' },
          coordinates: i === 0 ? { latitude: 48.857, longitude: 2.358 } : { latitude: 45.76, longitude: 4.835 },
        };
        const created = await browser.context.request.post('/api/supplier/create', { data: { supplierFields } });
        expect(created.status(), await created.text()).toBe(201);
      }
    });
    afterAll(() => browser.close());

    it("switches the active supplier from the header's menu and shows the other business's dashboard", async () => {
      const { page } = browser;
      await page.goto('/dashboard');
      const header = page.getByRole('banner');
      const main = page.getByRole('main');
      // the last supplier created is the active one: its name is the header's menu button
      const switcher = header.getByRole('button', { name: `${names[1]}: switch supplier` });
      await switcher.waitFor();
      await main.getByText(`Florists in ${regions[1]}`).waitFor();
      // the header has the choice from 768 px: the side menu names the business without a second one
      expect(await page.getByRole('navigation', { name: 'Portal menu' }).getByLabel('Supplier').count()).toBe(0);

      await switcher.click();
      const menu = page.getByRole('menu');
      await menu.getByRole('menuitem', { name: `${names[1]} (current)` }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'supplier-switcher');
      // the menu may be closed after axe's scan of the page (it closes when the focus leaves it): open it again
      if (!(await menu.isVisible())) await switcher.click();
      await menu.getByRole('menuitem', { name: names[0] }).click();

      await page.getByText(`You are now working on ${names[0]}.`).waitFor();
      await header.getByRole('button', { name: `${names[0]}: switch supplier` }).waitFor();
      await main.getByText(`Florists in ${regions[0]}`).waitFor();
      expect(await main.getByText(`Florists in ${regions[1]}`).count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/dashboard');

      // persisted on the server: a fresh load keeps it
      await page.reload();
      await header.getByRole('button', { name: `${names[0]}: switch supplier` }).waitFor();
      await main.getByText(`Florists in ${regions[0]}`).waitFor();
    });

    it('on a phone (375 px) keeps the header whole and offers the choice in the drawer', async () => {
      const { page } = browser;
      await page.setViewportSize({ width: 375, height: 740 });
      try {
        await page.goto('/dashboard');
        const burger = page.getByRole('button', { name: 'Open the menu', exact: true });
        await burger.waitFor();
        // no business name to cut in the phone's header: every item in it is whole and inside the window
        expect(
          await page
            .getByRole('banner')
            .getByRole('button', { name: /switch supplier$/ })
            .count(),
        ).toBe(0);
        expect(await cutInHeader(page)).toEqual([]);
        await expectNoSidewaysScroll(page, 375);

        await burger.click();
        const choice = page.getByRole('navigation', { name: 'Portal menu' }).getByLabel('Supplier', { exact: true });
        await choice.click();
        await page.getByRole('option', { name: new RegExp(`^${names[1]}`) }).click();
        await page.getByText(`You are now working on ${names[1]}.`).waitFor();
        await page.getByRole('main').getByText(`Florists in ${regions[1]}`).waitFor();
        expect(await cutInHeader(page)).toEqual([]);
        await screenshot(page, 'supplier-switcher-phone');
      } finally {
        await page.setViewportSize({ width: 1280, height: 800 });
      }
    });
  });

  describe('on a phone (375 px)', () => {
    let browser: BrowserSession;
    beforeAll(async () => {
      browser = await openBrowser({ width: 375, height: 812 });
      await signInViaApi(browser, demoAccount('photographer'));
    });
    afterAll(() => browser.close());

    it('hides the menu behind a burger that opens it', async () => {
      const { page } = browser;
      await page.goto('/dashboard');
      // the photographer's stored language is German
      const burger = page.getByRole('button', { name: 'Menü öffnen', exact: true });
      await burger.waitFor();
      // a free supplier's top bar does not name its tier (top-bar tier info opens at lite)
      expect(await page.getByRole('banner').getByText('Kostenlos', { exact: true }).count()).toBe(0);
      const nav = page.locator('nav[aria-label="Portalmenü"]');
      // a phone's header has no room for the business: the drawer names it
      await nav.getByText('Lichtblick', { exact: false }).waitFor({ state: 'attached' });
      const dashboardLink = nav.getByRole('link', { name: 'Dashboard' });
      const navEdges = () =>
        nav.evaluate((el) => ({
          left: el.getBoundingClientRect().left,
          right: el.getBoundingClientRect().right,
          inert: (el as HTMLElement).inert,
        }));
      // closed: off screen and inert (out of the tab order)
      expect(await navEdges()).toMatchObject({ right: expect.toSatisfy((r: number) => r <= 0), inert: true });
      await screenshot(page, 'dashboard-mobile');
      await burger.click();
      await page.waitForFunction(
        () => document.querySelector('nav[aria-label="Portalmenü"]')!.getBoundingClientRect().left >= 0,
      );
      expect(await navEdges()).toMatchObject({ inert: false });
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'menu-mobile');
      await dashboardLink.click();
      await page.waitForFunction(
        () => document.querySelector('nav[aria-label="Portalmenü"]')!.getBoundingClientRect().right <= 0,
      );
      expect(await navEdges()).toMatchObject({ inert: true });
    });
  });

  describe('on a phone turned to landscape (844x390, touch)', () => {
    let browser: BrowserSession;
    beforeAll(async () => {
      browser = await openBrowser({ width: 844, height: 390 }, { touch: true });
      await signInViaApi(browser, demoAccount('venue'));
    });
    afterAll(() => browser.close());

    it('keeps the phone menu: a burger, the drawer off screen, no enquiry widget entry', async () => {
      const { page } = browser;
      await page.goto('/dashboard');
      await page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening)/ }).waitFor();
      const burger = page.getByRole('button', { name: 'Open the menu', exact: true });
      await burger.waitFor();
      const nav = page.locator('nav[aria-label="Portal menu"]');
      expect(await nav.evaluate((el) => (el as HTMLElement).inert)).toBe(true);
      await burger.click();
      await page.waitForFunction(
        () => document.querySelector('nav[aria-label="Portal menu"]')!.getBoundingClientRect().left >= 0,
      );
      await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
      // the widget entry is hidden on phones (menu.ts), also on a phone turned sideways
      expect(await nav.getByRole('link', { name: 'Enquiry widget' }).count()).toBe(0);
      await screenshot(page, 'menu-mobile-landscape');
    });
  });

  describe('a platform admin', () => {
    let browser: BrowserSession;
    beforeAll(async () => {
      browser = await openBrowser();
      await signInViaApi(browser, demoAccount('admin'));
    });
    afterAll(() => browser.close());

    it('lands on /search, finds a supplier and works as it', async () => {
      const { page } = browser;
      await page.goto('/');
      await page.waitForURL('**/search');
      await page.getByRole('heading', { level: 1, name: 'Find a supplier' }).waitFor();
      await page.getByLabel('Name, id or user e-mail').fill('lichtblick');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByText('Suppliers found: 1').waitFor();
      const workAs = page.getByRole('button', { name: `Work as ${demoSuppliers.lichtblick.name}` });
      await workAs.waitFor();
      await page.getByText(demoUsers.photographer.email).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'admin-search');

      await workAs.click();
      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening)/ }).waitFor();
      await page.getByText(`You are working as ${demoSuppliers.lichtblick.name}`).waitFor();
      // the DE supplier's footer: the impressum and the German contact address
      await page.getByRole('link', { name: 'Impressum' }).waitFor();
      await page.getByRole('link', { name: 'kontakt@couples.example.com' }).waitFor();
      await page
        .getByRole('navigation', { name: 'Portal menu' })
        .getByRole('link', { name: 'Find a supplier' })
        .waitFor();
      await screenshot(page, 'admin-working-as');
    });
  });

  describe('a browser that blocks site storage', () => {
    let browser: BrowserSession;
    const pageErrors: string[] = [];
    beforeAll(async () => {
      browser = await openBrowser();
      // what a browser blocking cookies and site data does: even reading localStorage or sessionStorage throws
      await browser.context.addInitScript(() => {
        for (const name of ['localStorage', 'sessionStorage']) {
          Object.defineProperty(window, name, {
            get() {
              throw new DOMException(`Access to '${name}' is denied for this document.`, 'SecurityError');
            },
          });
        }
      });
      browser.page.on('pageerror', (error) => pageErrors.push(error.message));
      await signInViaApi(browser, demoAccount('venue'));
    });
    afterAll(() => browser.close());

    it('still shows the dashboard and the enquiries, and switches language', async () => {
      const { page } = browser;
      await page.goto('/');
      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening)/ }).waitFor();
      await page
        .getByRole('navigation', { name: 'Portal menu' })
        .getByRole('link', { name: /^Enquiries/ })
        .click();
      await page.getByRole('table', { name: 'Enquiries' }).waitFor();
      await page.getByRole('button', { name: 'Open the user menu' }).click();
      await page.getByRole('menuitem', { name: 'Deutsch' }).click();
      await page.getByRole('navigation', { name: 'Portalmenü' }).waitFor();
      await page.getByRole('button', { name: 'Benutzermenü öffnen' }).click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await page.getByRole('navigation', { name: 'Portal menu' }).waitFor();
      expect(pageErrors).toEqual([]);
    });
  });
});
