import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingAnswer } from '../src/domain/listing/listing-api.ts';
import { demoSuppliers } from '../src/server/seed/demo.ts';
import { demoAccount, signInViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession, expectNoSidewaysScroll } from './browser.ts';

/** The sticky bar of the editing state, discard and save. */
const saveBar = (page: Page) => page.getByTestId('save-bar');

const listingOf = async (session: BrowserSession, supplierId: string) =>
  ((await (await session.context.request.get(`/api/supplier/${supplierId}/listing`)).json()) as ListingAnswer).listing;

describe('the profile editor /supplier: the venue (English)', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
    await signInViaApi(browser, demoAccount('venue'));
  });
  afterAll(() => browser.close());

  it('edits the listing, saves, and shows the values again after a reload', async () => {
    const { page } = browser;
    await page.goto('/supplier');
    await page.getByRole('heading', { name: 'Profile details', level: 1 }).waitFor();
    // nothing to save yet: no save bar
    expect(await saveBar(page).count()).toBe(0);
    const description = `Cotswold barn weddings ${Date.now()}`;
    await page.getByLabel('Short description').fill(description);
    await page.getByLabel('Guests seated for an indoor meal').fill('135');
    await page.getByLabel('Nearest airport').fill('Bristol Airport, 75 minutes');
    await saveBar(page).getByRole('status').filter({ hasText: 'Unsaved changes' }).waitFor();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your changes have been saved.').waitFor();
    await saveBar(page).waitFor({ state: 'detached' });

    const saved = await listingOf(browser, demoSuppliers.oldBarn.id);
    expect(saved).toMatchObject({
      description,
      indoorSeatedDiningNoOfPeople: 135,
      nearestAirport: 'Bristol Airport, 75 minutes',
    });

    await page.reload();
    await expect.poll(() => page.getByLabel('Short description').inputValue()).toBe(description);
    await expect.poll(() => page.getByLabel('Guests seated for an indoor meal').inputValue()).toBe('135');
    await expect.poll(() => page.getByLabel('Nearest airport').inputValue()).toBe('Bristol Airport, 75 minutes');
    // the demo venue's hire scheme shows next to its info text, read-only
    await page.getByText(/^Venue hire £/).waitFor();
    await screenshot(page, 'listing-venue');
  });

  it('shows the field error of a bad UK phone number, writes nothing, and discards back to the saved copy', async () => {
    const { page } = browser;
    await page.goto('/supplier');
    const phone = page.getByLabel('Phone number');
    await phone.waitFor();
    const before = await phone.inputValue();
    await phone.fill('not a phone');
    await page.getByLabel('Business name').fill('  ');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Enter a valid UK phone number, such as 020 7946 0018 or 07700 900123.').waitFor();
    await page.getByText('Business name is required.').waitFor();
    // the first field with an error takes the focus
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    await page.getByText('Some fields are missing or not valid.').waitFor();
    await saveBar(page).getByRole('status').filter({ hasText: 'Check the marked fields' }).waitFor();
    await page.getByRole('button', { name: 'Try to save again' }).first().waitFor();
    await screenshot(page, 'listing-error');
    // the snackbar over the form included: its close button has a name
    expect(await axeViolations(page)).toEqual([]);
    expect((await listingOf(browser, demoSuppliers.oldBarn.id)).phone).toBe(before);

    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect.poll(() => phone.inputValue()).toBe(before);
    await expect.poll(() => page.getByLabel('Business name').inputValue()).not.toBe('  ');
    // back to the saved copy: nothing to save, no bar
    await saveBar(page).waitFor({ state: 'detached' });
  });

  it('asks before leaving with unsaved changes', async () => {
    const { page } = browser;
    await page.goto('/supplier');
    await page.getByLabel('Nearest town').fill('Stow-on-the-Wold');
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
    const popup = page.getByRole('dialog');
    await popup.waitFor();
    await popup.getByRole('button').last().click();
    await page.waitForURL('**/dashboard');
  });

  it('passes the accessibility checks', async () => {
    const { page } = browser;
    await page.goto('/supplier');
    await page.getByLabel('Business name').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('the profile editor /supplier: the photographer (German)', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
    await signInViaApi(browser, demoAccount('photographer'));
  });
  afterAll(() => browser.close());

  it('edits texts and a photography style, saves, and sees them after a reload', async () => {
    const { page } = browser;
    const supplierId = demoSuppliers.lichtblick.id;
    await page.goto('/supplier');
    await page.getByRole('heading', { name: 'Profildetails', level: 1 }).waitFor();
    const before = (await listingOf(browser, supplierId)).photographyStyleSection as Record<string, boolean>;

    const styles = page
      .getByRole('region', { name: /./ })
      .filter({ has: page.locator('#listing-photographyStyleSection') });
    const firstStyle = styles.getByRole('checkbox').first();
    await firstStyle.click();
    await page.getByLabel('Nächster Flughafen').fill('Flughafen BER, 35 Minuten');
    await page.getByLabel('Personen im Team').fill('3');
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await page.getByText('Ihre Änderungen wurden gespeichert.').waitFor();

    const saved = await listingOf(browser, supplierId);
    expect(saved).toMatchObject({ nearestAirport: 'Flughafen BER, 35 Minuten', noOfPeopleInTeam: 3 });
    expect(saved.photographyStyleSection).not.toEqual(before);

    await page.reload();
    await expect.poll(() => page.getByLabel('Nächster Flughafen').inputValue()).toBe('Flughafen BER, 35 Minuten');
    await expect.poll(() => firstStyle.isChecked()).toBe(!Object.values(before)[0]);
    await screenshot(page, 'listing-photographer');
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('the profile editor on a phone (375 px)', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({ width: 375, height: 800 });
    await signInViaApi(browser, demoAccount('venue'));
  });
  afterAll(() => browser.close());

  it('fits the width and saves, the save bar one compact row only while there is something to save', async () => {
    const { page } = browser;
    await page.goto('/supplier');
    await page.getByLabel('Business name').waitFor();
    await expectNoSidewaysScroll(page);
    expect(await saveBar(page).count()).toBe(0);
    await page.getByLabel('Nearest motorway').fill('M5 junction 11a');
    await saveBar(page).waitFor();
    expect((await saveBar(page).boundingBox())!.height).toBeLessThanOrEqual(64);
    // its "Unsaved changes" is small text: dark enough to read (it was yellow 9, 3:1 on white)
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'listing-phone');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your changes have been saved.').waitFor();
    await saveBar(page).waitFor({ state: 'detached' });
    expect((await listingOf(browser, demoSuppliers.oldBarn.id)).nearestMotorway).toBe('M5 junction 11a');
  });
});
