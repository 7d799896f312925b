import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingDetail, BookingsResponse } from '../src/domain/enquiries/couples-api.ts';
import type { ActivityPage } from '../src/domain/enquiries/couples-activity-api.ts';
import { demoSuppliers } from '../src/server/seed/demo.ts';
import { demoAccount, signInViaApi } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { openBrowser, screenshot, type BrowserSession, expectNoSidewaysScroll } from './browser.ts';

const supplierId = demoSuppliers.oldBarn.id;

async function bookingsOf(browser: BrowserSession, query = ''): Promise<BookingsResponse> {
  const res = await browser.context.request.get(`/api/inbox/bookings/${supplierId}${query}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as BookingsResponse;
}

async function bookingOf(browser: BrowserSession, weddingId: string): Promise<BookingDetail> {
  const res = await browser.context.request.post('/api/inbox/booking', { data: { supplierId, weddingId } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { booking: BookingDetail }).booking;
}

async function activityOf(browser: BrowserSession, query: string): Promise<ActivityPage> {
  const res = await browser.context.request.get(`/api/supplier/${supplierId}/activity?${query}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ActivityPage;
}

/** Mantine draws switches over a hidden input: click the label, as a person does. */
function labelOf(scope: Page | Locator, text: string | RegExp) {
  return scope.locator('label', { hasText: text });
}

async function pick(page: Page, select: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('the couples of the demo venue', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
    await signInViaApi(browser, demoAccount('venue'));
  });
  afterAll(() => browser.close());

  const table = () => browser.page.getByRole('table', { name: 'Booked couples' });

  it('lists the booked couples with their stats, sorts them and filters them by wedding year', async () => {
    const { page } = browser;
    const all = await bookingsOf(browser);
    expect(all.bookings.length).toBeGreaterThan(1);

    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Portal menu' }).getByRole('link', { name: 'Booked couples' }).click();
    await page.waitForURL('**/couples');
    await page.getByRole('heading', { level: 1, name: 'Your couples' }).waitFor();
    await table().waitFor();
    const stats = page.getByRole('region', { name: 'Your bookings in figures' });
    const figure = (label: string) =>
      stats.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd').textContent();
    for (const [label, value] of [
      ['Booked couples', all.stats.total],
      ['Upcoming weddings', all.stats.upcoming],
      ['Past weddings', all.stats.past],
      ['Date not decided', all.stats.dateUndecided],
    ] as const) {
      await expect.poll(() => figure(label), { message: label }).toBe(String(value));
    }
    const rows = table().locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(all.bookings.length);
    await expect.poll(() => rows.first().getByRole('link').textContent()).toBe(all.bookings[0]!.coupleName);
    await expect
      .poll(() => table().getByRole('columnheader').allTextContents())
      .toEqual(['Couple', 'Wedding date', 'Guests', 'Booked on', 'Collaborating', 'Files']);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'couples');

    // the order of the server's guest-count sort, kept in the address
    const byGuests = await bookingsOf(browser, '?sort=guestCount');
    await pick(page, 'Sort by', 'Number of guests');
    await page.waitForURL('**/couples?sort=guestCount');
    await expect.poll(() => rows.first().getByRole('link').textContent()).toBe(byGuests.bookings[0]!.coupleName);
    await expect
      .poll(() => rows.locator('td:first-child').allTextContents())
      .toEqual(byGuests.bookings.map((b) => b.coupleName));

    const year = all.years[0]!;
    const ofYear = await bookingsOf(browser, `?sort=guestCount&year=${year}`);
    await pick(page, 'Wedding year', String(year));
    await page.waitForURL(`**/couples?sort=guestCount&year=${year}`);
    await expect.poll(() => rows.count()).toBe(ofYear.bookings.length);
    await expect
      .poll(() => rows.locator('td:first-child').allTextContents())
      .toEqual(ofYear.bookings.map((b) => b.coupleName));
    // the stats stay those of every booking
    await expect.poll(() => figure('Booked couples')).toBe(String(all.stats.total));
  });

  it('opens a couple and switches collaboration, which the page reads again from the server', async () => {
    const { page } = browser;
    const target = (await bookingsOf(browser)).bookings.find((b) => b.enquiryId !== null)!;
    const before = await bookingOf(browser, target.weddingId);
    await page.goto('/couples');
    await table().getByRole('link', { name: target.coupleName }).click();
    await page.waitForURL(`**/couples/${target.weddingId}`);
    await page.getByRole('heading', { level: 1, name: target.coupleName }).waitFor();

    const { email } = before;
    if (email)
      await expect.poll(() => page.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
    const wedding = page.getByRole('region', { name: 'Wedding' });
    if (before.guestCount !== null)
      await expect.poll(() => wedding.getByText(String(before.guestCount), { exact: true }).count()).toBe(1);
    for (const county of before.venueCounties) await wedding.getByText(county, { exact: true }).waitFor();
    if (before.message)
      await page.getByRole('region', { name: 'Their enquiry' }).getByText(before.message.slice(0, 40)).waitFor();
    await expect
      .poll(() => page.getByRole('link', { name: 'Open the enquiry' }).getAttribute('href'))
      .toBe(`/enquiry-manager/${target.enquiryId}`);
    const files = page.getByRole('region', { name: 'Files' });
    await expect.poll(() => files.getByText('No files yet.').count()).toBe(2);

    const collaboration = page.getByRole('switch', { name: 'Collaborate with this couple' });
    await expect.poll(() => collaboration.isChecked()).toBe(before.collaborating);
    expect(await axeViolations(page)).toEqual([]);
    for (const next of [!before.collaborating, before.collaborating]) {
      const toggled = page.waitForResponse((r) => r.url().endsWith('/api/couple-collaboration/toggle'));
      const refetched = page.waitForResponse(
        (r) => r.url().endsWith('/api/inbox/booking') && r.request().method() === 'POST',
      );
      await labelOf(page.getByRole('region', { name: 'Collaboration' }), 'Collaborate with this couple').click();
      expect((await toggled).status()).toBe(200);
      expect(((await (await refetched).json()) as { booking: BookingDetail }).booking.collaborating).toBe(next);
      await page
        .getByText(next ? 'You now collaborate with this couple.' : 'You no longer collaborate with this couple.')
        .waitFor();
      await expect.poll(() => collaboration.isChecked()).toBe(next);
      expect((await bookingOf(browser, target.weddingId)).collaborating).toBe(next);
      if (next !== before.collaborating) await screenshot(page, 'couple-details');
    }

    await page.getByRole('link', { name: '← Back to your couples' }).click();
    await page.waitForURL((url) => url.pathname === '/couples');
  });

  it('takes the spec address of a couple to its pretty form, and says when a booking cannot be fetched', async () => {
    const { page } = browser;
    const [first] = (await bookingsOf(browser)).bookings;
    await page.goto(`/couple-details?id=${first!.weddingId}`);
    await page.waitForURL(`**/couples/${first!.weddingId}`);
    await page.getByRole('heading', { level: 1, name: first!.coupleName }).waitFor();

    await page.goto('/couples/no-such-wedding');
    await page.getByRole('alert').getByText('We could not load this booking. Please try again.').waitFor();
    await page.getByText('This couple is not among your bookings').waitFor();
    await page.getByRole('button', { name: 'Back to your couples' }).click();
    await page.waitForURL((url) => url.pathname === '/couples');
  });

  it('pages through the couples activity, filters it and shows contacting as locked below the expert tier', async () => {
    const { page } = browser;
    const first = await activityOf(browser, 'page=1');
    expect(first.size).toBe(50);
    expect(first.totalPages).toBeGreaterThan(1);
    await page.getByRole('navigation', { name: 'Portal menu' }).getByRole('link', { name: 'Couples activity' }).click();
    await page.waitForURL('**/couples-activity');
    await page.getByRole('heading', { level: 1, name: 'Couples activity' }).waitFor();
    const activity = page.getByRole('table', { name: 'Couples activity' });
    await activity.waitFor();
    await expect.poll(() => activity.locator('tbody tr').count()).toBe(50);
    await expect.poll(() => activity.locator(`tr[data-activity-id="${first.items[0]!.id}"]`).count()).toBe(1);
    // a classic venue sees the activity; contacting couples opens at expert for venues
    await page.getByText('Contacting couples needs the Expert plan.').waitFor();
    const contact = activity.getByRole('button', { name: /^Contact / }).first();
    await expect.poll(() => contact.isDisabled()).toBe(true);
    await page.getByText(`Page 1 of ${first.totalPages}`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'couples-activity');

    const second = await activityOf(browser, 'page=2');
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL('**/couples-activity?page=2');
    await activity.locator(`tr[data-activity-id="${second.items[0]!.id}"]`).waitFor();

    const shortlisted = await activityOf(browser, 'page=1&eventType=shortlisted');
    await pick(page, 'Activity', 'Shortlisted you');
    await page.waitForURL('**/couples-activity?type=shortlisted');
    await activity.locator(`tr[data-activity-id="${shortlisted.items[0]!.id}"]`).waitFor();
    await expect
      .poll(async () => new Set(await activity.locator('td:nth-child(3)').allTextContents()))
      .toEqual(new Set(['Shortlisted you']));
    await expect.poll(() => activity.locator('tbody tr').count()).toBe(shortlisted.items.length);
  });
});

describe('the couples screens on a phone', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({ width: 375, height: 812 });
    await signInViaApi(browser, demoAccount('venue'));
  });
  afterAll(() => browser.close());

  it('shows the couples, a couple and the activity as cards that fit the screen', async () => {
    const { page } = browser;
    const all = await bookingsOf(browser);
    await page.goto('/couples');
    const cards = page.getByRole('list', { name: 'Booked couples' });
    await cards.waitFor();
    await expect.poll(() => cards.getByRole('listitem').count()).toBe(all.bookings.length);
    await expect.poll(() => page.getByRole('table').count()).toBe(0);
    await expectNoSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'couples-mobile');

    await cards.getByRole('link').first().click();
    await page.waitForURL(`**/couples/${all.bookings[0]!.weddingId}`);
    await page.getByRole('region', { name: 'Collaboration' }).waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'couple-details-mobile');

    await page.goto('/couples-activity');
    const activity = page.getByRole('list', { name: 'Couples activity' });
    await activity.waitFor();
    await expect.poll(() => activity.getByRole('listitem').count()).toBe(50);
    await expectNoSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'couples-activity-mobile');
  });
});

describe('contacting a couple as a classic florist', () => {
  const florist = demoSuppliers.petalAndStem.id;
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
    await signInViaApi(browser, demoAccount('florist'));
  });
  afterAll(() => browser.close());

  const contactCredits = async () =>
    (
      (await (await browser.context.request.get(`/api/supplier/${florist}/balances`)).json()) as {
        balances: Record<string, number>;
      }
    ).balances['contact-couples'] ?? 0;

  it('writes to a couple who viewed the profile: one credit spent, the row says contacted, a second message is refused', async () => {
    const { page } = browser;
    const before = await contactCredits();
    expect(before).toBeGreaterThan(0);
    await page.goto('/couples-activity');
    const activity = page.getByRole('table', { name: 'Couples activity' });
    await page.getByRole('status').getByText(`Contact credits left: ${before}`).waitFor();
    const row = activity.locator('tbody tr', { has: page.getByRole('button', { name: /^Contact / }) }).first();
    const activityId = await row.getAttribute('data-activity-id');
    await row.getByRole('button', { name: /^Contact / }).click();

    const dialog = page.getByRole('dialog', { name: /^Write to / });
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await dialog.getByText('This field is required.').waitFor();
    await dialog
      .getByLabel('Your message')
      .fill('Hello both, we loved your wedding ideas. Shall we talk about flowers for your day?');
    await screenshot(page, 'couples-contact-popup');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByText('Your message is on its way.').waitFor();
    await page
      .getByRole('status')
      .getByText(`Contact credits left: ${before - 1}`)
      .waitFor();
    await activity.locator(`tr[data-activity-id="${activityId}"]`).getByText('Contacted').waitFor();
    expect(await contactCredits()).toBe(before - 1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'couples-activity-contacted');
  });
});
