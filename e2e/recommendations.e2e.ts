import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecommendationsResponse } from '../src/domain/recommendations-api.ts';
import { createSupplierViaApi, inGermanOnPhone, signUpViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession } from './browser.ts';

describe('/recommendations', () => {
  const unique = randomUUID().slice(0, 8);
  const business = `Velvet Strings ${unique}`;
  const florist = `Cedar Blooms ${unique}`;
  let browser: BrowserSession;
  /**
   * The florist's own team, who will be recommended (its own account: the demo accounts' language stays as other files
   * expect).
   */
  let floristTeam: BrowserSession;
  let supplierId: string;

  beforeAll(async () => {
    browser = await openBrowser();
    await signUpViaApi(browser, {
      email: `recommends-${unique}@e2e.example`,
      firstName: 'Rita',
      lastName: 'Recommends',
    });
    supplierId = await createSupplierViaApi(browser, { name: business, category: 'music', unique });
    floristTeam = await openBrowser();
    await signUpViaApi(floristTeam, {
      email: `recommended-${unique}@e2e.example`,
      firstName: 'Cedric',
      lastName: 'Bloom',
    });
    await createSupplierViaApi(floristTeam, { name: florist, category: 'florist', unique: `f${unique}` });
  });
  afterAll(async () => {
    await browser.close();
    await floristTeam.close();
  });

  const recommendedNames = (page: BrowserSession['page']) =>
    page.getByRole('list', { name: 'Suppliers you recommend' }).getByRole('listitem').allTextContents();

  it('finds two suppliers by name, recommends both, moves the second up, and couples see them in that order', async () => {
    const { page } = browser;
    await page.goto('/recommendations');
    await page.getByRole('heading', { name: 'Recommendations', level: 1 }).waitFor();
    await page.getByText('You do not recommend anyone yet.', { exact: false }).waitFor();

    const search = page.getByLabel('Find a supplier by name');
    await search.fill('old barn');
    const results = page.getByRole('list', { name: 'Suppliers found' });
    await results.getByRole('button', { name: 'Recommend The Old Barn' }).click();
    await page.getByText('The Old Barn is now recommended on your profile.').waitFor();
    // recommended: no longer offered
    await results.getByRole('button', { name: 'Recommend The Old Barn' }).waitFor({ state: 'detached' });

    await search.fill(`cedar blooms ${unique}`);
    await results.getByRole('button', { name: `Recommend ${florist}` }).click();
    await page.getByRole('heading', { name: 'Suppliers you recommend (2)' }).waitFor();
    await expect
      .poll(() => recommendedNames(page))
      .toEqual([expect.stringContaining('The Old Barn'), expect.stringContaining(florist)]);
    await screenshot(page, 'recommendations');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: `Move ${florist} up` }).click();
    await expect
      .poll(() => recommendedNames(page))
      .toEqual([expect.stringContaining(florist), expect.stringContaining('The Old Barn')]);
    const stored = (await (
      await browser.context.request.get(`/api/supplier/${supplierId}/recommendations`)
    ).json()) as RecommendationsResponse;
    expect(stored.recommendations).toHaveLength(2);

    const link = (await (await browser.context.request.get(`/api/supplier/${supplierId}/profile-link`)).json()) as {
      url: string;
    };
    await page.goto(new URL(link.url).pathname);
    const section = page.getByRole('region', { name: 'Suppliers we recommend' });
    await expect.poll(() => section.getByRole('link').allTextContents()).toEqual([florist, 'The Old Barn']);
    await section.getByRole('link', { name: 'The Old Barn' }).click();
    await page.getByRole('heading', { name: 'The Old Barn', level: 1 }).waitFor();
  });

  it('the recommended florist sees who recommends it, in German on a phone', async () => {
    const { page } = floristTeam;
    await inGermanOnPhone(floristTeam, async () => {
      await page.goto('/recommendations');
      await page.getByRole('heading', { name: 'Empfehlungen', level: 1 }).waitFor();
      await page.getByRole('region', { name: 'Wer Sie empfiehlt (1)' }).getByText(business, { exact: false }).waitFor();
      await screenshot(page, 'recommendations-german-narrow');
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
