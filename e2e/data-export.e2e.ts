import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipEntries } from '../src/server/test/zip-entries.ts';
import { createSupplierViaApi, signUpViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession } from './browser.ts';

describe("data export: a supplier admin downloads the business's data", () => {
  const unique = randomUUID().slice(0, 8);
  const business = `Export Florist ${unique}`;
  const email = `exporter-${unique}@e2e.example`;
  let owner: BrowserSession;

  beforeAll(async () => {
    owner = await openBrowser();
    await signUpViaApi(owner, { email, firstName: 'Erin', lastName: 'Exporter' });
    await createSupplierViaApi(owner, { name: business, category: 'florist', unique });
  });
  afterAll(() => owner.close());

  it('asks for the export in the business settings, is mailed when the job built it, and downloads the ZIP', async () => {
    const { page } = owner;
    await page.goto('/settings/team');
    const card = page.getByRole('region', { name: "Download the business's data" });
    await card.getByText('enquiries', { exact: true }).waitFor();
    await card.getByRole('button', { name: "Request the business's data" }).click();
    await card.getByText(/^Requested on /).waitFor();
    await screenshot(page, 'data-export-requested');
    expect(await axeViolations(page)).toEqual([]);

    // the export job runs on the portal every few seconds; the card looks again until the download is there
    const download = card.getByRole('link', { name: /^Download ZIP/ });
    await download.waitFor({ timeout: 60_000 });
    await card.getByText(/^Ready: download it until /).waitFor();
    await screenshot(page, 'data-export-ready');
    expect(await axeViolations(page)).toEqual([]);

    const mails = await (await owner.context.request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`)).json();
    expect(mails.mails.map((mail: { subject: string }) => mail.subject)).toContain(
      "Your business's data is ready to download",
    );

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^business-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = await zipEntries(await readFile(await file.path()));
    expect([...entries.keys()]).toEqual(expect.arrayContaining(['listing.json', 'enquiries.csv', 'invoices.json']));
    expect(JSON.parse(entries.get('listing.json')!.toString()).name).toBe(business);
  });
});
