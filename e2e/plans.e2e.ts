import { randomUUID } from 'node:crypto';
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
import { expectNoSidewaysScroll, openBrowser, screenshot, sidewaysBoxes, type BrowserSession } from './browser.ts';

describe('plans: upgrade from a lock in test mode', () => {
  const unique = randomUUID().slice(0, 8);
  const business = `Lumen Films ${unique}`;
  let browser: BrowserSession;
  let supplierId: string;

  beforeAll(async () => {
    browser = await openBrowser();
    await signUpViaApi(browser, { email: `plans-${unique}@e2e.example`, firstName: 'Pia', lastName: 'Plans' });
    // a free GB videographer of its own: wedding fairs open at Lite
    supplierId = await createSupplierViaApi(browser, { name: business, category: 'video', unique });
  });
  afterAll(() => browser.close());

  it("opens the plan of a locked menu entry from its padlock, keeping the entry's own link to its screen", async () => {
    const { page } = browser;
    await page.goto('/dashboard');
    const navigation = page.getByRole('navigation');
    await navigation.getByRole('link', { name: 'Search boost' }).waitFor();
    await navigation.getByRole('link', { name: 'Upgrade to Expert' }).click();
    await page.getByRole('heading', { name: 'Plans', level: 1 }).waitFor();
    await page.getByText('TopSpot comes with Expert: that plan is marked below.').waitFor();
    expect(new URL(page.url()).search).toBe('?tier=expert&feature=topSpot');
  });

  it('opens the plan that unlocks a locked feature, pays on the test-mode page and finds the feature open', async () => {
    const { page } = browser;
    await page.goto('/fairs');
    await page.getByRole('heading', { name: 'Wedding fairs', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Upgrade', exact: true }).click();

    await page.getByRole('heading', { name: 'Plans', level: 1 }).waitFor();
    await page.getByText('Wedding fairs comes with Lite: that plan is marked below.').waitFor();
    await page.getByText('£29 / month').waitFor();
    // from 768 px the plans are compared side by side, benefits in the customer's words; Lite, which the lock named, is
    // highlighted and has the focus; the next plan up is recommended
    const comparison = page.getByRole('table', { name: 'Compare the plans' });
    await comparison.getByRole('rowheader', { name: 'Show the wedding fairs you attend' }).waitFor();
    expect(await comparison.getByText('Tier details in the top bar').count()).toBe(0);
    expect(await comparison.getByText('Recommended', { exact: true }).count()).toBe(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-plan'))).toBe('lite');
    await screenshot(page, 'plans');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Choose Lite' }).click();
    await page.getByText('TEST MODE').waitFor();
    await page.getByText('Supplier pro Lite, monthly').waitFor();
    await page.getByRole('button', { name: 'Pay £29.00' }).click();

    await page.waitForURL('**/suppliers/supplier-pro/success?checkout=*');
    await page.getByText(`${business} is now on Supplier pro Lite.`).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Show the wedding fairs you attend' }).waitFor();
    await screenshot(page, 'plan-success');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/fairs');
    await page.getByRole('heading', { name: 'Wedding fairs', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add a wedding fair' }).waitFor();
    expect(await page.getByRole('link', { name: 'Upgrade', exact: true }).count()).toBe(0);

    await page.goto('/plans');
    await page.getByRole('heading', { name: 'Your plan: Supplier pro Lite' }).waitFor();
    await page.getByText(/^Renews on /).waitFor();
    expect(await page.getByRole('button', { name: /^Choose/ }).count()).toBe(0);
    // the plan in force is marked in the comparison
    const yours = page.getByRole('table', { name: 'Compare the plans' }).getByText('Your plan', { exact: true });
    await yours.waitFor();
    expect(await yours.count()).toBe(1);
  });

  it('says at once that nothing is pending on a success page opened again, in German on a phone, thanking no more', async () => {
    const { page } = browser;
    await page.goto('/suppliers/supplier-pro/success');
    await page.getByRole('status').getByText('No payment of yours is waiting to be confirmed here.').waitFor();
    expect(await page.getByText('Confirming your payment…').count()).toBe(0);
    expect(await page.getByText(`${business} is now on`, { exact: false }).count()).toBe(0);
    await page.getByRole('link', { name: 'See your plan' }).waitFor();
    await inGermanOnPhone(browser, async () => {
      // a checkout id of nobody's: the same, at once
      await page.goto('/suppliers/supplier-pro/success?checkout=unknown');
      await page.getByText('Hier wartet keine Zahlung von Ihnen auf Bestätigung.').waitFor();
      await screenshot(page, 'plan-success-nothing-pending-german-narrow');
      expect(await axeViolations(page)).toEqual([]);
      await page.goto('/plans');
      await page.getByRole('heading', { name: 'Ihr Tarif: Supplier pro Lite' }).waitFor();
      await screenshot(page, 'plans-german-narrow');
    });
  });

  it("cancels the plan for the period's end on the test-mode manage page, and keeps it again", async () => {
    const { page } = browser;
    await page.goto('/plans');
    await page.getByRole('button', { name: 'Manage subscription' }).click();
    await page.getByRole('heading', { name: 'Manage your plan' }).waitFor();
    await screenshot(page, 'plan-manage-test-mode');
    await page.getByRole('button', { name: 'Cancel at the end of the period' }).click();
    await page.getByRole('heading', { name: 'Your plan: Supplier pro Lite' }).waitFor();
    await page.getByText(/^Ends on .*; your tier stays until then\.$/).waitFor();
    await page.getByRole('button', { name: 'Manage subscription' }).click();
    await page.getByRole('button', { name: 'Keep the plan' }).click();
    await page.getByText(/^Renews on /).waitFor();
  });

  it('lists the plan among the purchases, with its test-mode receipt', async () => {
    const { page } = browser;
    await page.goto('/purchases');
    await page.getByRole('heading', { name: 'Purchases', level: 1 }).waitFor();
    // first the subscription, its price and renewal, then its invoices, then the other purchases
    const subscription = page.getByRole('region', { name: 'Your plan: Supplier pro Lite' });
    await subscription.getByText('£29 / month').waitFor();
    await subscription.getByText(/^Renews on /).waitFor();
    const invoices = page.getByRole('list', { name: 'Your plan’s invoices' });
    const item = invoices.getByRole('listitem').filter({ hasText: 'Supplier pro Lite, monthly' });
    await item.getByText('£29.00').waitFor();
    await item.getByText('Paid').waitFor();
    await page.getByRole('region', { name: 'Other purchases' }).getByText('Nothing else bought yet.').waitFor();
    await screenshot(page, 'purchases');
    expect(await axeViolations(page)).toEqual([]);
    await item.getByRole('link', { name: 'Receipt' }).click();
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    await page.getByText('A test-mode receipt: no card was charged and no money moved.').waitFor();
  });

  it('shows the invoice refunded once support has refunded it (in test mode, on the receipt as a platform admin)', async () => {
    const { page } = browser;
    await page.goto('/purchases');
    const item = page.getByRole('listitem').filter({ hasText: 'Supplier pro Lite, monthly' });
    const receipt = await item.getByRole('link', { name: 'Receipt' }).getAttribute('href');
    const support = await openBrowser();
    try {
      await signInViaApi(support, demoAccount('admin'));
      await support.page.goto(receipt!);
      await support.page.getByRole('button', { name: 'Refund in full' }).click();
      await support.page.getByRole('definition').filter({ hasText: 'Refunded' }).first().waitFor();
      await screenshot(support.page, 'receipt-refunded-test-mode');
      expect(await support.page.getByRole('button', { name: 'Refund in full' }).count()).toBe(0);
    } finally {
      await support.close();
    }
    await page.reload();
    await item.getByText('Refunded', { exact: true }).waitFor();
    await screenshot(page, 'purchases-refunded');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('reads the purchases in German on a phone', async () => {
    const { page } = browser;
    await inGermanOnPhone(browser, async () => {
      await page.goto('/purchases');
      await page.getByRole('heading', { name: 'Käufe', level: 1 }).waitFor();
      await page
        .getByRole('listitem')
        .filter({ hasText: 'Supplier pro Lite, monatlich' })
        .getByText('Erstattet', { exact: true })
        .waitFor();
      await screenshot(page, 'purchases-german-narrow');
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  it('switches to Classic from the plans page, asked once more, and the plan and tier follow', async () => {
    const { page } = browser;
    await page.goto('/plans');
    await page.getByRole('heading', { name: 'Your plan: Supplier pro Lite' }).waitFor();
    await page.getByRole('button', { name: 'Switch to Classic' }).first().click();
    const confirm = page.getByRole('dialog', { name: 'Switch to Classic?' });
    await confirm.getByText('Your plan becomes Classic at £59 a month from now.', { exact: false }).waitFor();
    await screenshot(page, 'plan-switch');
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Switch to Classic' }).click();
    await page.getByText('Your plan is now Classic.').waitFor();
    await page.getByRole('heading', { name: 'Your plan: Supplier pro Classic' }).waitFor();
    await page.getByRole('banner').getByText('Classic', { exact: true }).waitFor();
  });

  it('names what a switch down to Lite would take away, and keeps the plan when told to', async () => {
    const { page } = browser;
    await page.goto('/plans');
    await page.getByRole('heading', { name: 'Your plan: Supplier pro Classic' }).waitFor();
    await page.getByRole('button', { name: 'Switch to Lite' }).first().click();
    const confirm = page.getByRole('dialog', { name: 'Switch to Lite?' });
    await confirm.getByText('With Lite you will no longer have:').waitFor();
    await confirm.getByText('Market insights').waitFor();
    await confirm.getByText('This takes effect as soon as Lite is paid or switched to', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'plan-switch-down');
    await confirm.getByRole('button', { name: 'Keep my plan' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Your plan: Supplier pro Classic' }).waitFor();
  });

  it('cancels the renewal beside the plan, asked once more, and keeps the plan again', async () => {
    const { page } = browser;
    await page.goto('/plans');
    await page.getByRole('button', { name: 'Cancel renewal' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel your plan?' });
    await confirm.getByText(/^Your plan ends on /).waitFor();
    await confirm.getByRole('button', { name: 'Cancel renewal' }).click();
    await page.getByText(/^Ends on .*; your tier stays until then\.$/).waitFor();
    await page.getByRole('button', { name: 'Keep my plan' }).click();
    await page.getByText(/^Renews on /).waitFor();
  });
  it("shows no current plan once a platform admin sets another tier, until the plan's next change", async () => {
    const { page } = browser;
    const support = await openBrowser();
    try {
      await signInViaApi(support, demoAccount('admin'));
      await setTierAsAdmin(support, supplierId, 'free');
    } finally {
      await support.close();
    }
    await page.goto('/plans');
    await page.getByRole('heading', { name: 'Your Supplier pro Classic plan is still billed' }).waitFor();
    await page.getByText('The platform team has set your tier to Free', { exact: false }).waitFor();
    expect(await page.getByText('Your plan', { exact: true }).count()).toBe(0);
    await screenshot(page, 'plans-admin-override');
    expect(await axeViolations(page)).toEqual([]);
    await inGermanOnPhone(browser, async () => {
      await page.goto('/plans');
      await page.getByRole('heading', { name: 'Ihr Tarif Supplier pro Classic wird weiter abgerechnet' }).waitFor();
      await screenshot(page, 'plans-admin-override-german-narrow');
    });
  });
});

describe('plans: a lock on a phone, and the comparison on a tablet', () => {
  const unique = randomUUID().slice(0, 8);
  let browser: BrowserSession;

  beforeAll(async () => {
    browser = await openBrowser({ width: 375, height: 740 });
    await signUpViaApi(browser, { email: `plans-lock-${unique}@e2e.example`, firstName: 'Lea', lastName: 'Lock' });
    // a free GB videographer: its competitors open at Classic Plus, the third of five plans
    await createSupplierViaApi(browser, { name: `Klappe ${unique}`, category: 'video', unique });
    await storeLocale(browser, 'de-DE');
  });
  afterAll(() => browser.close());

  it('previews a locked screen with sample data, then scrolls its plan into view and highlights it (German, 375 px)', async () => {
    const { page } = browser;
    await page.goto('/your-competitors');
    await page.getByText('Beispieldaten', { exact: true }).waitFor();
    await page.getByText('Eine Illustration mit erfundenen Zahlen, nicht die Daten Ihres Unternehmens.').waitFor();
    await expectNoSidewaysScroll(page, 375);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'locked-preview-de-mobile');

    await page.getByRole('link', { name: 'Upgrade', exact: true }).click();
    await page.getByRole('heading', { name: 'Tarife', level: 1 }).waitFor();
    const wanted = page.locator('[data-plan="classic23"]');
    await wanted.waitFor();
    // the highlighted plan is on the screen, not a phone screen below, and has the focus
    await expect
      .poll(() =>
        wanted.evaluate((card) => {
          const box = card.getBoundingClientRect();
          return box.top >= 0 && box.top < window.innerHeight;
        }),
      )
      .toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-plan'))).toBe('classic23');
    await expectNoSidewaysScroll(page, 375);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'e2e/screenshots/plans-lock-highlight-de-mobile.png' });
  });

  it.each([
    ['fr-FR', 'Offres', 'Comparer les offres', 'Recommandée', 'Choisir Classic Plus'],
    ['de-DE', 'Tarife', 'Tarife im Vergleich', 'Empfohlen', 'Classic Plus wählen'],
  ])(
    'compares the plans in %s at 768 px: no sideways scrolling of page or boxes, no mark or label cut',
    async (locale, title, caption, recommended, choose) => {
      const { page } = browser;
      await storeLocale(browser, locale);
      await page.setViewportSize({ width: 768, height: 1024 });
      await page.goto('/plans');
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      const comparison = page.getByRole('table', { name: caption });
      const mark = comparison.getByText(recommended, { exact: true });
      await mark.waitFor();
      await comparison.getByRole('button', { name: choose }).waitFor();
      // the five plans fit the page beside the benefits: nothing scrolls sideways, the table's box neither
      await expectNoSidewaysScroll(page, 768);
      await expect.poll(() => sidewaysBoxes(page)).toEqual([]);
      // the mark is whole inside its plan's column: its word is not cut, its text stays on the badge (the badge clips
      // what leaves it; its padding may be eaten into by a pixel), the badge in its column
      expect(
        await mark.evaluate((label) => {
          const badge = label.closest('.mantine-Badge-root')!;
          const column = badge.closest('th')!.getBoundingClientRect();
          const box = badge.getBoundingClientRect();
          const text = label.getBoundingClientRect();
          return {
            labelFits: label.scrollWidth <= label.clientWidth + 1,
            onBadge: text.left >= box.left && text.right <= box.right,
            inColumn: box.left >= column.left && box.right <= column.right,
          };
        }),
      ).toEqual({ labelFits: true, onBadge: true, inColumn: true });
      // no button label is cut: each button's text fits its box
      const cut = await comparison
        .getByRole('button')
        .evaluateAll(
          (buttons) =>
            buttons.filter((button) =>
              [...button.querySelectorAll('span')].some((s) => s.scrollWidth > s.clientWidth + 1),
            ).length,
        );
      expect(cut).toBe(0);
      await screenshot(page, `plans-${locale}-tablet`);
      expect(await axeViolations(page)).toEqual([]);
    },
  );
});
