import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { abTestingCmsSchema } from '../src/domain/ab-testing-cms.ts';
import { assignVariant } from '../src/domain/ab-testing.ts';
import { demoAccount, signInViaApi } from './accounts.ts';
import { openBrowser, screenshot, type BrowserSession } from './browser.ts';

const [experiment] = abTestingCmsSchema.parse(
  JSON.parse(readFileSync('src/server/features/ab-testing/cms.json', 'utf8')),
).experiments;
const labels = { control: 'Upgrade', seePlans: 'See the Classic Plus plans' } as const;

/**
 * The plan strip, where the experiment's button is: the search position card's lock line reads "Upgrade" too once its
 * figures have loaded, so a page-wide look found one or two links by how fast that call answered.
 */
const planStrip = (page: Page) => page.getByRole('region', { name: 'Your plan' });

/** The dashboard's page view as it is posted. */
const dashboardView = (page: Page) =>
  page.waitForRequest((r) => r.url().endsWith('/api/a/t') && r.postDataJSON()?.genericProps?.pathname === '/dashboard');

describe('the next-tier button experiment on the dashboard of the demo venue', () => {
  let browser: BrowserSession;
  afterEach(() => browser.close());

  it("takes a testing tool's answer from the data layer into the page and its analytics event", async () => {
    browser = await openBrowser();
    await signInViaApi(browser, demoAccount('venue'));
    const { page } = browser;
    // a tag manager's testing tool that has answered before the portal starts
    await page.addInitScript(() => {
      (window as unknown as { dataLayer: unknown[] }).dataLayer = [
        { event: 'abtesting', experiment: 'nextTierButton', variant: 'seePlans' },
      ];
    });
    const view = dashboardView(page);
    await page.goto('/dashboard');
    await planStrip(page).getByRole('link', { name: labels.seePlans, exact: true }).waitFor();
    expect((await view).postDataJSON()).toMatchObject({
      identifyProps: { experiments: { nextTierButton: 'seePlans' } },
    });
    await screenshot(page, 'dashboard-experiment');
  });

  it('assigns a variant itself without a tool, the same for the browser every time', async () => {
    browser = await openBrowser();
    await signInViaApi(browser, demoAccount('venue'));
    const { page } = browser;
    const browserId = 'e2e-ab-browser';
    await page.addInitScript((id) => localStorage.setItem('portal.anonymousId', id), browserId);
    const variant = assignVariant(experiment!, browserId) as keyof typeof labels;
    for (let visit = 0; visit < 2; visit++) {
      const view = dashboardView(page);
      await page.goto('/dashboard');
      await planStrip(page).getByRole('link', { name: labels[variant], exact: true }).waitFor();
      expect((await view).postDataJSON()).toMatchObject({
        identifyProps: { experiments: { nextTierButton: variant } },
        genericProps: { anonymousId: browserId },
      });
    }
  });

  it('works on with the control when cms.json does not load', async () => {
    browser = await openBrowser();
    await signInViaApi(browser, demoAccount('venue'));
    const { page } = browser;
    await page.route('**/abtesting/cms.json', (route) => route.fulfill({ status: 500, body: '{}' }));
    const view = dashboardView(page);
    await page.goto('/dashboard');
    await planStrip(page).getByRole('link', { name: labels.control, exact: true }).waitFor();
    // any event of the dashboard (the page view, or a notice's) reports no experiment
    expect((await view).postDataJSON().identifyProps?.experiments).toBeUndefined();
  });
});
