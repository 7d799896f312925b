import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrochuresResponse, PackagesResponse } from '../src/domain/pricing/pricing-api.ts';
import { demoSuppliers } from '../src/server/seed/demo.ts';
import { tinyPdf } from '../src/server/seed/demo-pricing.ts';
import { demoAccount, signInViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession } from './browser.ts';

// The demo venue (GB, en-GB): packages, price schemes and a brochure are seeded; other test files may add more.
const supplierId = demoSuppliers.oldBarn.id;

describe('/pricing', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
    await signInViaApi(browser, demoAccount('venue'));
  });
  afterAll(() => browser.close());

  const packageNames = async () => {
    const res = await browser.context.request.get(`/api/supplier/${supplierId}/packages`);
    return ((await res.json()) as PackagesResponse).packages.map((p) => p.name);
  };
  const packagesList = () => browser.page.getByRole('list', { name: 'Your packages' });

  it('adds a package with its sections: a range error first, then it is listed last and moves up', async () => {
    const { page } = browser;
    const name = `Autumn elopement ${randomUUID().slice(0, 6)}`;
    await page.goto('/pricing');
    await page.getByRole('heading', { name: 'Pricing and packages', level: 1 }).waitFor();
    await packagesList().getByRole('listitem').first().waitFor();
    await page.getByRole('heading', { name: 'Price schemes' }).waitFor();
    await screenshot(page, 'pricing');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add a package' }).click();
    const dialog = page.getByRole('dialog', { name: 'New package' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Price (GBP)').fill('2450.50');
    await dialog.getByLabel('Bridal suite').check();
    await dialog.getByLabel('Civil ceremony').check();
    await dialog.getByLabel('Guests, minimum').fill('30');
    await dialog.getByLabel('Guests, maximum').fill('12');
    await dialog.getByRole('button', { name: 'Save package' }).click();
    await dialog.getByText('The maximum must not be lower than the minimum.').waitFor();
    await screenshot(page, 'pricing-package-form');
    expect(await axeViolations(page)).toEqual([]);
    expect(await packageNames()).not.toContain(name);

    await dialog.getByLabel('Guests, maximum').fill('40');
    await dialog.getByRole('button', { name: 'Save package' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const item = packagesList().getByRole('listitem').filter({ hasText: name });
    await item.getByText('£2,450.50').waitFor();
    await item.getByText('Guests: 30 to 40').waitFor();
    await item.getByText('Bridal suite').waitFor();

    // a new package goes to the end of the list, in the page as in the API
    const names = await packageNames();
    expect(names.at(-1)).toBe(name);
    const titles = await packagesList().getByRole('heading', { level: 3 }).allTextContents();
    expect(titles).toEqual(names);

    await page.getByRole('button', { name: `Move ${name} up` }).click();
    await expect.poll(packageNames).toEqual([...names.slice(0, -2), name, names.at(-2)]);
    await expect
      .poll(() => packagesList().getByRole('heading', { level: 3 }).allTextContents())
      .toEqual([...names.slice(0, -2), name, names.at(-2)]);
  });

  it('uploads a PDF brochure, and refuses a file that is not a PDF with the message', async () => {
    const { page } = browser;
    const brochures = async () =>
      ((await (await browser.context.request.get(`/api/supplier/${supplierId}/brochures`)).json()) as BrochuresResponse)
        .brochures;
    // room for this test's upload whatever other runs left behind
    for (const extra of (await brochures()).slice(3))
      await browser.context.request.delete(`/api/supplier/${supplierId}/brochures/${extra.id}`);

    await page.goto('/pricing');
    const input = page.locator('input[type=file]');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a brochure') });
    const refused = page
      .getByRole('alert')
      .filter({ hasText: 'This is not a PDF file. Please upload your brochure as a PDF.' });
    await refused.waitFor();
    await screenshot(page, 'pricing-brochure-refused');
    // a file that claims to be a PDF is checked by its bytes on the server: the same message
    await input.setInputFiles({
      name: 'fake.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('GIF89a pretending'),
    });
    await refused.waitFor();
    const before = await brochures();
    expect(before.some((b) => b.name === 'fake')).toBe(false);

    const fileName = `Winter prices ${randomUUID().slice(0, 6)}`;
    await input.setInputFiles({
      name: `${fileName}.pdf`,
      mimeType: 'application/pdf',
      buffer: tinyPdf('Winter prices'),
    });
    await page
      .getByRole('status')
      .filter({ hasText: `“${fileName}” is uploaded` })
      .waitFor();
    const list = page.getByRole('list', { name: 'Your brochures' });
    const row = list.getByRole('listitem').filter({ hasText: fileName });
    await row.getByText(`${fileName} · 0.00 MB`).waitFor();
    await row.getByLabel('Title').fill('Winter wedding prices');
    await row.getByRole('button', { name: 'Save title' }).click();
    await list.getByRole('link', { name: 'Winter wedding prices' }).waitFor();
    expect((await brochures()).find((b) => b.name === fileName)?.title).toBe('Winter wedding prices');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('works at 375 px', async () => {
    const phone = await openBrowser({ width: 375, height: 812 });
    try {
      await signInViaApi(phone, demoAccount('venue'));
      await phone.page.goto('/pricing');
      await phone.page.getByRole('list', { name: 'Your packages' }).getByRole('listitem').first().waitFor();
      await phone.page.getByRole('list', { name: 'Your brochures' }).getByRole('listitem').first().waitFor();
      const overflow = await phone.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(phone.page, 'pricing-mobile');
      await phone.page.getByRole('button', { name: 'Add a price scheme' }).click();
      await phone.page.getByRole('dialog', { name: 'New price scheme' }).waitFor();
      await screenshot(phone.page, 'pricing-scheme-form-mobile');
      expect(await axeViolations(phone.page)).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
